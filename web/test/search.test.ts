import { test } from "node:test";
import assert from "node:assert/strict";
import type { SearchData, SearchDocument } from "../lib/graph-types";
import { buildSearchFiles, type BuildOptions } from "../lib/search/build";
import { SearchEngine } from "../lib/search/engine";
import { docFileName, indexFileName, type SearchDocFile, type SearchIndexFile } from "../lib/search/format";
import { matchRanges, matcher, snippet } from "../lib/search/match";

const STAMP = 1746213828854;
const OPTIONS: BuildOptions = { buildTime: STAMP, maxHits: 30, highlightResult: false };

const doc = (route: string, title: string, sections: [string, string, string][], version = "current"): SearchDocument => ({
  route, title, section: "Docs", version, crumbs: ["Docs"], kind: "", boost: 1,
  sections: sections.map(([anchor, heading, text]) => ({ anchor, heading, text })),
});

// The order matters: pages that should rank lower come first, so insertion order
// cannot explain a passing ranking test.
const FIXTURE: SearchData = {
  documents: [
    doc("/docs/chart", "Chart basics", [
      ["", "Chart basics", "Every chart has an axis on each side. Charts are composed of specs."],
      ["styling", "Styling", "Colours and fonts. The gridlines of an axis can be styled."],
    ]),
    doc("/docs/legend", "Legend", [
      ["", "Legend", "The legend lists the series of the chart."],
      ["axis-placement", "Axis placement", "Where the legend sits next to the chart."],
    ]),
    doc("/api/axis-style", "Axis style", [["", "Axis style", "Styles for ticks and lines."]]),
    doc("/api/axis", "Axis", [
      ["", "Axis", "An Axis spec draws one axis of a cartesian chart."],
      ["ticks", "Ticks", "Tick labels are formatted with a tickFormat function."],
    ]),
    doc("/api/bar-series", "BarSeries", [["", "BarSeries", "Draws one bar per x value; a marsupial never appears here."]]),
    doc("/docs/hostile", "<img src=x onerror=alert(1)>", [["", "<img src=x onerror=alert(1)>", "The word zanzibarquux appears only here."]]),
    doc("/1.0/api/axis", "Axis", [["", "Axis", "The old axis page."]], "1.0"),
  ],
};

async function engineFor(data: SearchData, opts: Partial<BuildOptions> = {}) {
  const built = buildSearchFiles(data, { ...OPTIONS, ...opts });
  const fetched: string[] = [];
  const engine = await SearchEngine.load(async (file) => {
    fetched.push(file);
    const text = built.files.get(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    return JSON.parse(text);
  }, STAMP);
  return { engine, built, fetched };
}

test("an exact title match ranks first, then title matches, then headings, then body text; a page's results stay together", async () => {
  const { engine } = await engineFor(FIXTURE);
  const { hits } = await engine.search("axis", { version: "current" });
  assert.deepEqual(hits.slice(0, 5).map((h) => [h.kind, h.href]), [
    ["title", "/api/axis"], // exact title, although "Axis style" comes first in the data
    ["text", "/api/axis#ticks"], // grouped under its page
    ["title", "/api/axis-style"],
    ["heading", "/docs/legend#axis-placement"],
    ["text", "/docs/chart"],
  ]);
  assert.equal(hits[0].title, "Axis");
  assert.equal(hits[0].heading, "", "a page result has no heading");
});

test("a title match beats a body match", async () => {
  const { engine } = await engineFor(FIXTURE);
  const { hits } = await engine.search("legend", { version: "current" });
  assert.equal(hits[0].href, "/docs/legend");
  assert.equal(hits[0].kind, "title");
  const body = hits.findIndex((h) => h.kind === "text");
  assert.ok(body === -1 || body > 0);
});

test("heading and body results link to their section's anchor", async () => {
  const { engine } = await engineFor(FIXTURE);
  const placement = (await engine.search("placement")).hits[0];
  assert.equal(placement.href, "/docs/legend#axis-placement");
  assert.equal(placement.anchor, "axis-placement");
  assert.equal(placement.heading, "Axis placement");
  assert.equal(placement.kind, "heading");
  const gridlines = (await engine.search("gridlines")).hits[0];
  assert.equal(gridlines.href, "/docs/chart#styling");
  assert.equal(gridlines.heading, "Styling");
  assert.equal(gridlines.kind, "text");
  assert.match(gridlines.snippet, /gridlines/);
});

test("as-you-type: the last word is a prefix, in titles, headings and body text", async () => {
  const { engine } = await engineFor(FIXTURE);
  assert.equal((await engine.search("leg")).hits[0].href, "/docs/legend");
  assert.equal((await engine.search("placem")).hits[0].href, "/docs/legend#axis-placement");
  const marsup = await engine.search("marsup");
  assert.deepEqual(marsup.hits.map((h) => h.href), ["/api/bar-series"]);
  assert.ok(marsup.words.includes("marsupial"), "the completed word is marked on the page");
});

test("API names are found by their camelCase parts, and several words must all match", async () => {
  const { engine } = await engineFor(FIXTURE);
  assert.equal((await engine.search("series")).hits[0].href, "/api/bar-series");
  assert.equal((await engine.search("bar series")).hits[0].href, "/api/bar-series");
  assert.equal((await engine.search("BarSeries")).hits[0].href, "/api/bar-series");
  const both = await engine.search("gridlines axis");
  assert.deepEqual(both.hits.map((h) => h.href), ["/docs/chart#styling"]);
  assert.deepEqual((await engine.search("gridlines zanzibarquux")).hits, []);
});

test("results can be limited to a docs version", async () => {
  const { engine } = await engineFor(FIXTURE);
  const all = (await engine.search("axis")).hits.filter((h) => h.kind === "title" && h.title === "Axis").map((h) => h.route);
  assert.deepEqual(all.sort(), ["/1.0/api/axis", "/api/axis"]);
  const old = (await engine.search("axis", { version: "1.0" })).hits.map((h) => h.route);
  assert.deepEqual(old, ["/1.0/api/axis"]);
});

test("a version filter keeps the pages of other docs plugins", async () => {
  const data: SearchData = { ...FIXTURE, documents: [
    ...FIXTURE.documents,
    doc("/community/axis-club", "Axis club", [["", "Axis club", "Where axis fans meet."]], "community/current"),
  ] };
  const { engine } = await engineFor(data);
  const routes = (await engine.search("axis", { version: "1.0" })).hits.map((h) => h.route);
  assert.deepEqual(routes.sort(), ["/1.0/api/axis", "/community/axis-club"]);
});

test("markup in a title is data: found, and returned as the same text", async () => {
  const { engine } = await engineFor(FIXTURE);
  const { hits } = await engine.search("zanzibarquux");
  assert.equal(hits.length, 1);
  assert.equal(hits[0].title, "<img src=x onerror=alert(1)>");
  assert.equal((await engine.search("onerror")).hits[0].route, "/docs/hostile");
});

test("at most maxHits results", async () => {
  const many: SearchData = {
    documents: Array.from({ length: 80 }, (_, i) => doc(`/p/${i}`, `Page ${i}`, [["", `Page ${i}`, "common words here"]])),
  };
  const { engine } = await engineFor(many);
  assert.equal((await engine.search("common")).hits.length, 30);
  assert.equal((await engine.search("page")).hits.length, 30);
});

test("two files named with the build time: documents with options, and the index", () => {
  const { files } = buildSearchFiles(FIXTURE, OPTIONS);
  const docs = JSON.parse(files.get(`search-doc-${STAMP}.json`)!) as SearchDocFile;
  assert.deepEqual(docs.options, { maxHits: 30, highlightResult: false });
  assert.equal(docs.searchDocs.length, FIXTURE.documents.length);
  assert.deepEqual(docs.searchDocs[3], ["/api/axis", "Axis", "Docs", "current", 2, "Docs", "", 1]);
  const index = JSON.parse(files.get(`search-index-${STAMP}.json`)!) as SearchIndexFile;
  assert.equal(index.buildTime, STAMP);
  assert.ok(index.shards >= 1);
  assert.equal(docFileName(STAMP), `search-doc-${STAMP}.json`);
  assert.equal(indexFileName(STAMP), `search-index-${STAMP}.json`);
  for (const name of files.keys()) assert.ok(name.includes(String(STAMP)), name);
});

test("the same input gives the same bytes", () => {
  const a = buildSearchFiles(FIXTURE, OPTIONS).files;
  const b = buildSearchFiles(structuredClone(FIXTURE), OPTIONS).files;
  assert.deepEqual([...a.keys()], [...b.keys()]);
  for (const [k, v] of a) assert.equal(b.get(k), v, k);
});

// A bigger corpus: several shards, and posting lists long enough to be cut.
function corpus(pages: number): SearchData {
  const words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "theta", "kappa", "lambda", "sigma"];
  return {
    documents: Array.from({ length: pages }, (_, i) => doc(`/c/${i}`, `${words[i % 10]} page ${i}`, [
      ["", `${words[i % 10]} page ${i}`, `${words[(i * 3) % 10]} intro ${words[(i * 7) % 10]} number${i % 17}`],
      [`part-${i}`, `${words[(i + 1) % 10]} part`, `Text ${words[(i + 2) % 10]} ${i % 5 === 0 ? "rare" : "common"} words.`],
    ])),
  };
}

test("sharded and cut index files give the same results as one whole index", async () => {
  const data = corpus(400);
  const whole = await engineFor(data, { shardBytes: 1e9, headLimit: 1e9 });
  const sharded = await engineFor(data, { shardBytes: 2_000, headLimit: 20 });
  assert.equal(whole.built.shards, 1);
  assert.ok(sharded.built.shards >= 8, `${sharded.built.shards} shards`);
  const queries = ["alpha", "page", "beta part", "rare", "common gamma", "number3 alpha", "rare delta", "intro", "lamb", "zeta page 7", "nothing"];
  for (const q of queries) {
    const a = (await whole.engine.search(q)).hits.map((h) => h.href);
    const b = (await sharded.engine.search(q)).hits.map((h) => h.href);
    if (a.length < 30) assert.deepEqual(b, a, q); // complete result sets must be equal
    else assert.equal(b.length, 30, q);
  }
});

test("loading reads the two small files; a query reads only its own shards", async () => {
  const { engine, built, fetched } = await engineFor(corpus(400), { shardBytes: 2_000 });
  assert.deepEqual(fetched.sort(), [`search-doc-${STAMP}.json`, `search-index-${STAMP}.json`]);
  fetched.length = 0;
  await engine.search("rare");
  const shards = fetched.filter((f) => /\/i\d+\.json$/.test(f));
  assert.ok(shards.length >= 1 && shards.length <= 2, shards.join(" "));
  assert.ok(fetched.length < built.files.size / 4, `${fetched.length} of ${built.files.size} files`);
});

test("matches start a word or a camelCase part and mark the whole part", () => {
  const re = matcher(["series", "leg"]);
  const text = "BarSeries legend; miniseries";
  assert.deepEqual(matchRanges(text, re).map(([a, b]) => text.slice(a, b)), ["Series", "legend"]);
  const s = snippet(`${"filler words ".repeat(40)}the legend sits here ${"more words ".repeat(40)}`, re);
  assert.match(s.text, /^….*legend sits here.*…$/);
  assert.ok(s.text.length < 200);
});

test("highlightResult marks the snippet only when the site asks for it", async () => {
  const off = await engineFor(FIXTURE);
  assert.deepEqual((await off.engine.search("gridlines")).hits[0].snippetMarks, []);
  const on = await engineFor(FIXTURE, { highlightResult: true });
  const hit = (await on.engine.search("gridlines")).hits[0];
  assert.deepEqual(hit.snippetMarks.map(([a, b]) => hit.snippet.slice(a, b)), ["gridlines"]);
});

test("typos: one edit from 4 letters, two from 8, nothing below; the correction is reported", async () => {
  const data: SearchData = { documents: [
    doc("/a/tooltip", "Tooltip", [["", "Tooltip", "Shows values on hover."]]),
    doc("/a/heatmap", "Heatmap", [["", "Heatmap", "Cells coloured by value."]]),
    doc("/a/annotations", "Annotations", [["", "Annotations", "Lines and rectangles."]]),
    doc("/a/axis", "Axis", [["", "Axis", "Ticks."]]),
  ] };
  const { engine } = await engineFor(data);
  const first = async (q: string) => (await engine.search(q)).hits[0]?.route;
  assert.equal(await first("tooltp"), "/a/tooltip"); // one deletion
  assert.equal(await first("heatmpa"), "/a/heatmap"); // two letters swapped: one edit
  assert.equal(await first("anotatoins"), "/a/annotations"); // 10 letters: two edits
  assert.equal(await first("axsi"), "/a/axis"); // 4 letters: one swap
  assert.equal(await first("hetmpa"), undefined, "7 letters: two edits are too many");
  assert.equal(await first("axs"), undefined, "3 letters: no typo tolerance");
  assert.deepEqual((await engine.search("tooltp")).corrected, [["tooltp", "tooltip"]]);
});

test("case and separators fold: SmallMultiples, small-multiples, small multiples, smallmultiples", async () => {
  const data: SearchData = { documents: [
    doc("/a/other", "Multiples of small numbers", [["", "Multiples of small numbers", "Arithmetic."]]),
    doc("/a/sm", "SmallMultiples", [["", "SmallMultiples", "A grid of charts."]]),
    doc("/a/wc", "Wordcloud", [["", "Wordcloud", "Words."]]),
  ] };
  const { engine } = await engineFor(data);
  for (const q of ["SmallMultiples", "small-multiples", "small multiples", "smallmultiples", "SMALL_MULTIPLES"]) {
    assert.equal((await engine.search(q)).hits[0]?.route, "/a/sm", q);
  }
  assert.equal((await engine.search("word cloud")).hits[0]?.route, "/a/wc");
});

test("ranking: a phrase beats scattered words, a full short title beats a longer one, boost weighs pages", async () => {
  const gen = (route: string, title: string): SearchDocument => ({ ...doc(route, title, [["", title, "Generated."]]), kind: "Type reference · function", boost: 0.5 });
  const data: SearchData = { documents: [
    doc("/a/series-line", "Series of a line", [["", "Series of a line", "Scattered words."]]),
    doc("/a/line-series-style", "LineSeriesStyle", [["", "LineSeriesStyle", "Longer title."]]),
    gen("/ref/LineSeries", "LineSeries"),
    doc("/a/line-series", "LineSeries", [["", "LineSeries", "The page."]]),
  ] };
  const { engine } = await engineFor(data);
  const { hits } = await engine.search("line series");
  // exact 100, phrase in a longer title 70-90, scattered 50-70; the generated exact title
  // is halved by its boost (0.5) to 50, below every hand-written match
  assert.deepEqual([...new Set(hits.map((h) => h.route))], ["/a/line-series", "/a/line-series-style", "/a/series-line", "/ref/LineSeries"]);
  const ref = hits.find((h) => h.route === "/ref/LineSeries")!;
  assert.equal(ref.type, "Type reference · function");
  assert.equal(hits[0].crumbs, "Docs");
});

test("locales: accents fold in Latin scripts, points and harakat in Hebrew and Arabic", async () => {
  const { engine } = await engineFor({ documents: [
    doc("/fr/docs/cafe", "Présentation du café", [["", "Présentation du café", "Un élan de départ."]]),
    doc("/ar/docs/intro", "مقدمة", [["", "مقدمة", "ابدأ من هنا"]]),
  ] });
  assert.deepEqual((await engine.search("presentation cafe", {})).hits.map((h) => h.href), ["/fr/docs/cafe"]);
  assert.deepEqual((await engine.search("ÉLAN", {})).hits.map((h) => h.href), ["/fr/docs/cafe"]);
  assert.deepEqual((await engine.search("مُقَدِّمَة", {})).hits.map((h) => h.href), ["/ar/docs/intro"]);
});

test("locales: CJK text is found by any word of it (character bigrams), and a query of other words is not", async () => {
  const { engine } = await engineFor({ documents: [
    doc("/ja/docs/search", "検索機能の使い方", [["", "検索機能の使い方", "全文検索はブラウザで動きます。"]]),
    doc("/ja/docs/chart", "グラフ", [["", "グラフ", "棒グラフと折れ線グラフ。"]]),
    doc("/zh/docs/guide", "入门指南", [["", "入门指南", "安装图表库。"]]),
  ] });
  assert.deepEqual((await engine.search("検索", {})).hits.map((h) => h.href)[0], "/ja/docs/search");
  assert.deepEqual((await engine.search("ブラウザ", {})).hits.map((h) => h.href), ["/ja/docs/search"]);
  assert.deepEqual((await engine.search("折れ線", {})).hits.map((h) => h.href), ["/ja/docs/chart"]);
  assert.deepEqual((await engine.search("图表", {})).hits.map((h) => h.href), ["/zh/docs/guide"]);
  assert.deepEqual((await engine.search("機能グラフ", {})).hits, []);
});

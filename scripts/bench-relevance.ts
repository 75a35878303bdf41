// Search relevance benchmark (not a test), for `make bench`: the queries of
// web/test/relevance-queries.json on the default content, with top-1, top-3 and
// mean reciprocal rank, and every query whose page is not first.
// usage: node --import ./web/scripts/ts-register.mjs scripts/bench-relevance.ts [graph dir]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildSearchFiles } from "../web/lib/search/build";
import { SearchEngine } from "../web/lib/search/engine";
import { evaluate } from "../web/lib/search/relevance";

let graph = process.argv[2];
const tmp = graph ? "" : fs.mkdtempSync(path.join(os.tmpdir(), "relevance-"));
if (tmp) {
  graph = tmp;
  execFileSync("./bin/contentc", ["compile", "content", "--out", graph], { stdio: "ignore" });
}
const data = JSON.parse(fs.readFileSync(path.join(graph, "search.json"), "utf8"));
if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
const built = buildSearchFiles(data, { buildTime: 1, maxHits: 30, highlightResult: false });
const engine = await SearchEngine.load(async (f) => JSON.parse(built.files.get(f)!), 1);
const { queries } = JSON.parse(fs.readFileSync("web/test/relevance-queries.json", "utf8"));
const r = await evaluate(engine, queries);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
console.log(`search relevance (${r.queries} queries, default content): top-1 ${pct(r.top1)}, top-3 ${pct(r.top3)}, MRR ${r.mrr.toFixed(3)}`);
for (const [q, want, rank, first] of r.rows) {
  if (rank !== 1) console.log(`  "${q}": ${want} at ${rank || "-"} (first: ${first || "nothing"})`);
}

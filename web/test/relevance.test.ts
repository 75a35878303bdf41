import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { SearchData } from "../lib/graph-types";
import { buildSearchFiles } from "../lib/search/build";
import { SearchEngine } from "../lib/search/engine";
import { evaluate, type RelevanceQuery } from "../lib/search/relevance";

// The default content, compiled now (bin/contentc: `make test-web` builds it first).
function defaultSearchData(): SearchData {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "relevance-"));
  try {
    execFileSync(path.resolve("bin/contentc"), ["compile", "content", "--out", out], { stdio: "pipe" });
    return JSON.parse(fs.readFileSync(path.join(out, "search.json"), "utf8"));
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}

test("relevance: the page a reader wants is in the top 3 for at least 90% of the benchmark's queries", async () => {
  const { queries } = JSON.parse(fs.readFileSync("web/test/relevance-queries.json", "utf8")) as { queries: RelevanceQuery[] };
  assert.ok(queries.length >= 40, "the benchmark has at least 40 queries");
  const data = defaultSearchData();
  const routes = new Set(data.documents.map((d) => d.route));
  for (const { q, want } of queries) assert.ok(routes.has(want), `${q}: the wanted page ${want} exists`);
  const built = buildSearchFiles(data, { buildTime: 1, maxHits: 30, highlightResult: false });
  const engine = await SearchEngine.load(async (f) => JSON.parse(built.files.get(f)!), 1);
  const report = await evaluate(engine, queries);
  const misses = report.rows.filter(([, , rank]) => rank === 0 || rank > 3);
  assert.ok(report.top3 >= 0.9, `top-3 ${(report.top3 * 100).toFixed(1)}%; missed: ${JSON.stringify(misses)}`);
});

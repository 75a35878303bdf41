// lib/next-adapter.ts copies what Next has no public API for. These tests fail when the
// installed Next builds its Turbopack bootstrap script differently: this file (and only
// this test) loads Next's private modules, to compare their output with ours.
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { htmlEscapeJsonString } from "../lib/htmlescape";
import { turbopackBootstrap } from "../lib/next-adapter";

const require = createRequire(import.meta.url);
const nextDir = path.dirname(require.resolve("next/package.json"));
const nextPrivate = (rel: string) => require(path.join(nextDir, rel));

test("htmlEscapeJsonString escapes what could end a script element or a line", () => {
  assert.equal(htmlEscapeJsonString('{"a":"</script><!-- & \u2028\u2029"}'),
    '{"a":"\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028\\u2029"}');
  assert.equal(htmlEscapeJsonString("plain 'text' \"quoted\""), "plain 'text' \"quoted\"");
  // the escaped text means the same to JSON.parse
  const s = JSON.stringify({ x: "</script>&<>\u2028\u2029" });
  assert.deepEqual(JSON.parse(htmlEscapeJsonString(s)), JSON.parse(s));
});

const manifests = [
  {},
  { chunkLoadingGlobal: "TURBOPACK" },
  { chunkLoadingGlobal: "TURBOPACK", pagesChunkGroupBootstrapParams: {} },
  { chunkLoadingGlobal: "TURBOPACK", pagesChunkGroupBootstrapParams: { "/_app": { otherChunks: ["a.js"], runtimeModuleIds: [1] } } },
  {
    chunkLoadingGlobal: "TURBOPACK_\"x\"",
    pagesChunkGroupBootstrapParams: {
      "/_app": { otherChunks: ["static/chunks/a.js"], runtimeModuleIds: [12, 34] },
      "/[...slug]": { otherChunks: ["</script><b>&\u2028.js"], runtimeModuleIds: [] },
    },
  },
];

test("the Turbopack bootstrap is the script the installed Next writes", () => {
  const { getTurbopackChunkGroupBootstrap } = nextPrivate("dist/server/get-page-files.js");
  const { htmlEscapeJsonString: nextEscape } = nextPrivate("dist/shared/lib/htmlescape.js");
  for (const m of manifests) {
    for (const page of ["/[...slug]", "/_app", "/missing"]) {
      // what next/dist/pages/_document.js (getInlineBootstrapScript) does
      let want: string | null = null;
      if (m.pagesChunkGroupBootstrapParams && m.chunkLoadingGlobal) {
        const b = getTurbopackChunkGroupBootstrap(m.pagesChunkGroupBootstrapParams, m.chunkLoadingGlobal, ["/_app", page]);
        want = b ? nextEscape(b) : null;
      }
      assert.equal(turbopackBootstrap(m, page), want, JSON.stringify([m, page]));
    }
  }
  for (const s of ["</script>&<>\u2028\u2029'\"", "a\u2028b"]) assert.equal(htmlEscapeJsonString(s), nextEscape(s));
});

test("Next's <Head> still builds its bootstrap from those two functions", () => {
  const doc = fs.readFileSync(path.join(nextDir, "dist/pages/_document.js"), "utf8");
  assert.match(doc, /getTurbopackChunkGroupBootstrap\)?\(buildManifest\.pagesChunkGroupBootstrapParams, buildManifest\.chunkLoadingGlobal, \[\s*'\/_app',\s*__NEXT_DATA__\.page\s*\]\)/);
  assert.match(doc, /htmlEscapeJsonString\)?\(bootstrap\)/);
});

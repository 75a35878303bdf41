import { test } from "node:test";
import assert from "node:assert/strict";
import { canonicalPath, isExternal, samePath, withBase } from "../lib/url";

test("external hrefs are recognised by scheme or protocol-relative form", () => {
  for (const h of ["https://x.org", "mailto:a@b.c", "//cdn.example/x.js", "javascript:alert(1)"]) {
    assert.equal(isExternal(h), true, h);
  }
  for (const h of ["/docs/docs", "#props", "page", "./x"]) assert.equal(isExternal(h), false, h);
});

test("withBase leaves anchors, external and relative links alone", () => {
  assert.equal(withBase("#props"), "#props");
  assert.equal(withBase("https://github.com/x"), "https://github.com/x");
  assert.equal(withBase("relative/path"), "relative/path");
  assert.equal(withBase("/docs/docs"), "/docs/docs"); // root site: no base path
});

test("legacy .html and /index.html paths are the same page", () => {
  assert.equal(canonicalPath("/docs/docs.html"), "/docs/docs");
  assert.equal(canonicalPath("/docs/docs/index.html"), "/docs/docs");
  assert.equal(canonicalPath("/all-types/"), "/all-types");
  assert.equal(canonicalPath("/"), "/");
  assert.equal(samePath("/api/Chart/", "/api/Chart"), true);
  assert.equal(samePath("/api/Chart", "/api/Goal"), false);
});

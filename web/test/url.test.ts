import { test } from "node:test";
import assert from "node:assert/strict";
import { canonicalPath, isExternal, navLinkActive, samePath, withBase } from "../lib/url";

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

test("a navbar link is current at its path and under it, or where its pattern matches", () => {
  const docs = { activeBasePath: "/docs/" };
  assert.equal(navLinkActive(docs, "/docs"), true);
  assert.equal(navLinkActive(docs, "/docs/guide/intro/"), true);
  assert.equal(navLinkActive(docs, "/Docs/Intro"), true); // ignoring case, as NavLink
  assert.equal(navLinkActive(docs, "/docs-v2/intro"), false); // a path, not a string prefix
  assert.equal(navLinkActive(docs, "/blog"), false);
  assert.equal(navLinkActive({ activeBasePath: "/" }, "/anything"), true); // to: '/' (as Docusaurus)
  assert.equal(navLinkActive({}, "/docs"), false); // an href link
  const re = { activeBasePath: "/docs/intro", activeBaseRegex: "^/(blog|news)/" };
  assert.equal(navLinkActive(re, "/news/2024"), true);
  assert.equal(navLinkActive(re, "/BLOG/x"), true);
  assert.equal(navLinkActive(re, "/docs/intro"), false); // the pattern wins over the path
  assert.equal(navLinkActive({ activeBaseRegex: "(" }, "/docs"), false); // no crash
});

import { test } from "node:test";
import assert from "node:assert/strict";
import { baseUrlCheckScript, servedBase } from "../components/BaseUrlBanner";

test("servedBase: the base path a page is served under, from its address and its route", () => {
  assert.equal(servedBase("/docs/docs", "/docs/docs"), "");
  assert.equal(servedBase("/prefix/docs/docs", "/docs/docs"), "/prefix");
  assert.equal(servedBase("/a/b/docs/docs.html", "/docs/docs"), "/a/b");
  assert.equal(servedBase("/a/docs/docs/index.html", "/docs/docs"), "/a");
  assert.equal(servedBase("/a/all-types/", "/all-types/"), "/a");
  assert.equal(servedBase("/", "/"), "");
  assert.equal(servedBase("/index.html", "/"), "");
  assert.equal(servedBase("/prefix/", "/"), "/prefix");
  assert.equal(servedBase("/prefix", "/"), "/prefix");
  assert.equal(servedBase("/caf%C3%A9/x", "/x"), "/café");
  // not an address of that route (a rewrite, another page): nothing to say
  assert.equal(servedBase("/other/page", "/docs/docs"), null);
  assert.equal(servedBase("/xdocs/docs", "/docs/docs"), null);
});

/** Runs the inline script against a fake location and document; returns the banner's text, if any. */
function run(basePath: string, route: string, pathname: string): string | null {
  let banner: { text: string } | null = null;
  const el = () => {
    const node = { id: "", text: "", attrs: {} as Record<string, string>, children: [] as { text: string }[],
      setAttribute(k: string, v: string) { this.attrs[k] = v; },
      appendChild(c: { text: string; textContent?: string }) { this.children.push({ text: c.textContent ?? c.text }); },
      set textContent(v: string) { this.text = v; }, get textContent() { return this.text; } };
    return node;
  };
  const document = {
    body: { firstChild: null, insertBefore(d: ReturnType<typeof el>) { banner = { text: d.children.map((c) => c.text).join("") }; } },
    getElementById: () => null,
    createElement: el,
    createTextNode: (t: string) => ({ text: t }),
    addEventListener() { throw new Error("the body exists"); },
  };
  new Function("location", "document", baseUrlCheckScript(basePath, route))({ pathname }, document);
  return banner ? (banner as { text: string }).text : null;
}

test("the base-URL check shows a banner only when the served base differs from the built one", () => {
  assert.equal(run("", "/docs/docs", "/docs/docs"), null);
  assert.equal(run("/elastic-charts", "/docs/docs", "/elastic-charts/docs/docs"), null);
  assert.equal(run("", "/docs/docs", "/no/such/place"), null);
  const served = run("", "/docs/docs", "/prefix/docs/docs")!;
  assert.match(served, /^This site did not load properly\./);
  assert.match(served, /built for the base URL “\/” but is served from “\/prefix\/”/);
  assert.match(served, /baseUrl: “\/prefix\/”/);
  assert.match(run("/elastic-charts", "/", "/")!, /built for the base URL “\/elastic-charts\/” but is served from “\/”/);
});

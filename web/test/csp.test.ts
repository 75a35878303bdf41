import { test } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { createElement, lazy, Suspense } from "react";
import { renderToReadableStream } from "react-dom/server.browser";
import {
  DEV_DIRECTIVES, DIRECTIVES, HEADER_POLICY, devMetaPolicy, findMetaPolicy, inlineScripts, metaPolicy, metaTag, policyHashes,
  scriptHash, turbopackBootstrap, withScriptHashes,
} from "../lib/csp";
import { THEME_SCRIPT } from "../lib/theme-script";
import { isReactInstruction, reactInstructionCode } from "../scripts/csp.mjs";

const sha256 = (s: string) => `'sha256-${createHash("sha256").update(Buffer.from(s, "utf8")).digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy.split(";").map((d) => d.trim().split(/\s+/)).find((d) => d[0] === name)?.slice(1) ?? null;

test("the theme script's hash is the sha256 of its exact string", () => {
  assert.equal(scriptHash(THEME_SCRIPT), sha256(THEME_SCRIPT));
  // the hash of any other string differs: one character more is a different script
  assert.notEqual(scriptHash(THEME_SCRIPT + " "), scriptHash(THEME_SCRIPT));
  // the form a browser compares with: 'sha256-' + base64 of 32 bytes
  assert.match(scriptHash(THEME_SCRIPT), /^'sha256-[A-Za-z0-9+/]{43}='$/);
});

test("the theme script is the small, self-contained script the policy expects", () => {
  assert.ok(THEME_SCRIPT.length < 1024, `${THEME_SCRIPT.length} bytes`);
  assert.doesNotMatch(THEME_SCRIPT, /<\/script/i);
  assert.doesNotMatch(THEME_SCRIPT, /\beval\s*\(|\bnew\s+Function\b|setTimeout\(\s*['"]/);
});

test("script-src allows the site and the given hashes, never unsafe-inline or unsafe-eval", () => {
  const policy = metaPolicy([scriptHash(THEME_SCRIPT), scriptHash("x()")]);
  const scripts = directive(policy, "script-src")!;
  assert.deepEqual(scripts.slice(0, 1), ["'self'"]);
  assert.ok(scripts.includes(scriptHash(THEME_SCRIPT)));
  assert.ok(scripts.includes(scriptHash("x()")));
  assert.doesNotMatch(policy, /unsafe-eval|wasm-unsafe-eval|strict-dynamic/);
  assert.ok(!scripts.includes("'unsafe-inline'"));
  assert.ok(!scripts.includes("*") && !scripts.includes("https:") && !scripts.includes("data:"));
});

test("the policy locks down what the site does not use", () => {
  const policy = metaPolicy([]);
  assert.deepEqual(directive(policy, "default-src"), ["'self'"]);
  assert.deepEqual(directive(policy, "object-src"), ["'none'"]);
  assert.deepEqual(directive(policy, "base-uri"), ["'none'"]);
  assert.deepEqual(directive(policy, "frame-src"), ["'none'"]);
  assert.deepEqual(directive(policy, "connect-src"), ["'self'"]);
  assert.deepEqual(directive(policy, "style-src-elem"), ["'self'"]);
  // a meta policy cannot carry these (browsers ignore them there): they belong in the header
  for (const d of ["frame-ancestors", "report-uri", "report-to", "sandbox"]) assert.equal(directive(policy, d), null, d);
  assert.deepEqual(directive(HEADER_POLICY, "frame-ancestors"), ["'none'"]);
  assert.equal(DIRECTIVES.length, policy.split(";").length);
});

test("a site that draws Mermaid diagrams allows inline <style> elements, and keeps that when hashes are added", () => {
  const a = scriptHash("a()"), b = scriptHash("b()");
  const policy = metaPolicy([a], { inlineStyles: true });
  assert.deepEqual(directive(policy, "style-src-elem"), ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(directive(policy, "script-src"), ["'self'", a]);
  assert.deepEqual(directive(withScriptHashes(policy, [b]), "style-src-elem"), ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(directive(withScriptHashes(metaPolicy([a]), [b]), "style-src-elem"), ["'self'"]);
  assert.equal(metaPolicy([a], { inlineStyles: true }).replace(" 'unsafe-inline'; img-src", "; img-src"), metaPolicy([a]));
});

test("hashes are sorted and unique, and can be added to a policy", () => {
  const a = scriptHash("a()"), b = scriptHash("b()");
  assert.equal(metaPolicy([b, a, b]), metaPolicy([a, b]));
  const more = withScriptHashes(metaPolicy([a]), [b]);
  assert.deepEqual([...policyHashes(more)].sort(), [a, b].sort());
});

test("inline scripts a browser runs are found; external scripts and JSON data are not", () => {
  const html = '<head><meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27; &#x27;sha256-abc=&#x27;"/>' +
    "<script>one()</script><script src=\"/x.js\" defer=\"\"></script><script type=\"module\">two()</script>" +
    "<script type='text/javascript'>three()</script><script id=\"__NEXT_DATA__\" type=\"application/json\">{\"a\":1}</script>" +
    "<script type=\"application/ld+json\">{}</script><SCRIPT>four()</SCRIPT></head>";
  assert.deepEqual(inlineScripts(html), ["one()", "two()", "three()", "four()"]);
  const meta = findMetaPolicy(html)!;
  assert.equal(meta.policy, "default-src 'self'; script-src 'self' 'sha256-abc='");
  assert.deepEqual([...policyHashes(meta.policy)], ["'sha256-abc='"]);
  assert.equal(findMetaPolicy(metaTag(meta.policy))!.policy, meta.policy);
});

test("Turbopack's bootstrap script is built the way Next builds it, HTML-escaped", () => {
  assert.equal(turbopackBootstrap({}, "/x"), null);
  const manifest = {
    chunkLoadingGlobal: "TURBOPACK",
    pagesChunkGroupBootstrapParams: { "/_app": { otherChunks: ["a.js"] }, "/[...slug]": { otherChunks: ["</script><b>.js"] } },
  };
  const s = turbopackBootstrap(manifest, "/[...slug]")!;
  assert.equal(s.split("\n").length, 2);
  assert.ok(s.startsWith('(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["a.js"]});'));
  assert.doesNotMatch(s, /<\/script/i, "a chunk name cannot close the script element");
});

async function renderToString(el: ReturnType<typeof createElement>): Promise<string> {
  // read as it streams (React 18 only outlines a boundary that resolves after the shell was sent)
  const stream = await renderToReadableStream(el);
  return new Response(stream).text();
}

test("React's streaming instructions (an outlined Suspense boundary) are recognised", async () => {
  // a large shell and a boundary over 500 bytes that resolves later: React outlines it and
  // reveals it with its inline $RC script, the case the postbuild step allows by hash
  const Late = lazy(() => new Promise<{ default: () => ReturnType<typeof createElement> }>((r) =>
    setTimeout(() => r({ default: () => createElement("p", null, "y".repeat(2000)) }), 5)));
  const html = await renderToString(createElement("div", null,
    createElement("p", null, "x".repeat(20000)),
    createElement(Suspense, { fallback: null }, createElement(Late))));
  const scripts = inlineScripts(html);
  assert.ok(scripts.some((s) => s.includes('$RC("B:0","S:0")')), "React outlined the boundary");
  const code = reactInstructionCode();
  for (const s of scripts) assert.equal(isReactInstruction(s, code), true, s.slice(0, 60));
});

test("scripts that only look like React's instructions are refused", () => {
  const code = reactInstructionCode();
  assert.ok(code.length >= 3, "React's instruction code was found in react-dom");
  const runtime = code.find((c) => c.startsWith("$RB=[];"))!;
  for (const s of [
    THEME_SCRIPT,
    "alert(1)",
    `${runtime}alert(1)`,
    `alert(1);${runtime}$RC("B:0","S:0")`,
    '$RC=function(a,b){alert(1)};$RC("B:0","S:0")',
    '$RC("B:0",alert(1))',
    '$RC("B:0","S:0");alert(1)',
    '$RC("B:0","S:0")//',
  ]) assert.equal(isReactInstruction(s, code), false, s.slice(0, 60));
  assert.equal(isReactInstruction('$RC("B:1","S:1");$RC("B:2","S:2")', code), true);
});

test("checkCsp adds React's hashes to a page by writing a new file; names that shared it follow, other links keep theirs", async () => {
  const fs = await import("node:fs");
  const os = await import("node:os");
  const path = await import("node:path");
  const { checkCsp } = await import("../scripts/csp.mjs");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contentc-csp-"));
  try {
    const reveal = '$RC("B:0","S:0")'; // React's instruction, whose hash the check adds
    const page = `<!DOCTYPE html><html><head>${metaTag(metaPolicy([]))}</head><body><p>x</p><script>${reveal}</script></body></html>`;
    const out = path.join(dir, "out");
    fs.mkdirSync(path.join(out, "a"), { recursive: true });
    // the export's page (a hard link of the one Next rendered elsewhere), and a second name of it
    const rendered = path.join(dir, "rendered.html");
    fs.writeFileSync(rendered, page);
    fs.linkSync(rendered, path.join(out, "a.html"));
    fs.linkSync(rendered, path.join(out, "a", "index.html"));
    const { pages, added } = await checkCsp(out);
    assert.deepEqual({ pages, added }, { pages: 1, added: 1 });
    for (const name of ["a.html", "a/index.html"]) {
      const html = fs.readFileSync(path.join(out, name), "utf8");
      assert.ok(policyHashes(findMetaPolicy(html)!.policy).has(scriptHash(reveal)), name);
    }
    assert.equal(fs.readFileSync(rendered, "utf8"), page, "the file outside out/ is unchanged");
    assert.deepEqual(fs.readdirSync(out).sort(), ["a", "a.html"], "no temporary file is left");
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("development pages (make dev) get room for Next's dev runtime; nothing else is relaxed", () => {
  const dev = devMetaPolicy();
  assert.deepEqual(directive(dev, "script-src"), ["'self'", "'unsafe-inline'", "'unsafe-eval'"]);
  assert.deepEqual(directive(dev, "style-src-elem"), ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(directive(dev, "connect-src"), ["'self'", "ws:", "wss:"]);
  // the same directives in the same order, and the rest exactly as in production
  assert.deepEqual(DEV_DIRECTIVES.map(([n]) => n), DIRECTIVES.map(([n]) => n));
  const relaxed = new Set(["script-src", "style-src-elem", "connect-src"]);
  for (const [name, sources] of DIRECTIVES) {
    if (!relaxed.has(name)) assert.deepEqual(directive(dev, name), [...sources], name);
  }
  // and the production policy has none of it
  const prod = metaPolicy([scriptHash(THEME_SCRIPT)]);
  assert.doesNotMatch(prod, /unsafe-eval|ws:/);
  assert.deepEqual(directive(prod, "style-src-elem"), ["'self'"]);
});

test("pages may frame the https pages of the site's iframe hosts (markdown.iframeHosts), and nothing else", () => {
  const policy = metaPolicy([], { frameHosts: ["www.YouTube.com", "player.vimeo.com", "www.youtube.com", "evil.example; script-src *", "*"] });
  assert.deepEqual(directive(policy, "frame-src"), ["https://player.vimeo.com", "https://www.youtube.com"]);
  assert.deepEqual(directive(policy, "script-src"), ["'self'"]);
  assert.deepEqual(directive(metaPolicy([], { frameHosts: [] }), "frame-src"), ["'none'"]);
});

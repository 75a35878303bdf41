// The postbuild check of the Content-Security-Policy (web/lib/csp.ts), run by
// site-files.mjs postbuild on web/out before anything else:
//
// - every HTML page has the meta policy, before its first script;
// - every inline script a browser would run is allowed by the page's policy (its hash is
//   listed), except React's own streaming instructions ($RC…, written when React outlines
//   a Suspense boundary), whose hashes are added here after checking that each is made
//   only of React's instruction code (read from the installed react-dom) and calls with
//   plain ids;
// - anything else fails the build, naming the file: an inline script nobody allowed
//   would be blocked in the browser (or, worse, be content that must never run).
//
//   node web/scripts/csp.mjs [OUT_DIR]
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let cspModule;
async function csp() {
  if (!cspModule) {
    await import('./ts-register.mjs');
    cspModule = await import('../lib/csp.ts');
  }
  return cspModule;
}

/**
 * The function definitions of React's streaming instructions ("$RC=function(…){…};" in
 * React 19, "function $RC(a,b){…};" in React 18, and the like) and the shell-time
 * script, read from the react-dom server builds the export used: the app's react-dom
 * (the pages router renders with it: Next's server requires `react-dom/server.edge`; the
 * copy vendored in next is the app router's). React 18's production builds are
 * minified, so the literals are found as the argument of any one-argument call, then
 * kept only when they have an instruction's form.
 */
export function reactInstructionCode() {
  const files = [];
  const cjs = path.join(path.dirname(require.resolve('react-dom/package.json', { paths: [webDir] })), 'cjs');
  for (const f of fs.readdirSync(cjs)) if (/^react-dom-server\..*production.*\.js$/.test(f)) files.push(path.join(cjs, f));
  const pieces = new Set();
  const context = vm.createContext({}); // one for all: a context costs a millisecond
  const literal = /[A-Za-z_$][\w$]*\(\s*('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*\)/g;
  for (const f of files) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(literal)) {
      const value = vm.runInContext(m[1], context); // a string literal, nothing else (the regex)
      if (typeof value !== 'string') continue;
      if (value.startsWith('requestAnimationFrame(function(){$RT=')) { pieces.add(value); continue; }
      if (!/^(\$R[A-Z]+=|function \$R[A-Z]+\()/.test(value)) continue;
      // "…};$RS(\"" → the definitions only; the call part is checked separately
      const end = value.lastIndexOf('};');
      if (end > 0) pieces.add(value.slice(0, end + 2));
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}

const CALLS = /^(?:;*\$R[CSX]\("[A-Za-z0-9:_-]*"(?:,"[A-Za-z0-9:_-]*")*\);?)*$/;

/** True when `script` is only React's instruction code and calls with plain ids. */
export function isReactInstruction(script, code) {
  let rest = script;
  for (const piece of code) rest = rest.split(piece).join('');
  if (rest === script && !/^\$R[CSX]\(/.test(script)) return false;
  return CALLS.test(rest.trim());
}

/** Replaces `file` by a new file that `make(tmp)` creates: a write never goes into a file another name shares. */
function replace(file, make) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.rmSync(tmp, { force: true });
  make(tmp);
  fs.renameSync(tmp, file);
}

/**
 * Checks (and completes) the policy of every HTML file under outDir; throws an error that
 * names the file and the script when a page cannot be made to satisfy its own policy.
 */
export async function checkCsp(outDir) {
  const { findMetaPolicy, inlineScripts, metaTag, policyHashes, scriptHash, withScriptHashes } = await csp();
  const code = reactInstructionCode();
  // Files with more than one name (ROUTE/index.html is a hard link of ROUTE.html; the
  // export may link two names to one page, see link-export.mjs) are checked once; a page
  // that gets more hashes is written as a new file, and its other names follow it.
  const seen = new Map(); // dev:ino → the name of the page as written anew, or null
  const problems = [];
  let pages = 0;
  let added = 0;
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) { if (e.name !== '_next') walk(p); continue; }
      if (!e.name.endsWith('.html')) continue;
      const { ino, dev } = fs.statSync(p);
      const id = `${dev}:${ino}`;
      if (seen.has(id)) {
        if (seen.get(id) !== null) replace(p, (tmp) => fs.linkSync(seen.get(id), tmp));
        continue;
      }
      seen.set(id, null);
      pages++;
      const rel = path.relative(outDir, p);
      const html = fs.readFileSync(p, 'utf8');
      const meta = findMetaPolicy(html);
      if (!meta) { problems.push(`${rel}: no <meta http-equiv="Content-Security-Policy">`); continue; }
      const firstScript = html.search(/<script\b/i);
      if (firstScript !== -1 && firstScript < meta.index) { problems.push(`${rel}: the CSP meta tag comes after a script`); continue; }
      const allowed = policyHashes(meta.policy);
      const more = [];
      for (const s of inlineScripts(html)) {
        const h = scriptHash(s);
        if (allowed.has(h)) continue;
        if (isReactInstruction(s, code)) { more.push(h); continue; }
        problems.push(`${rel}: an inline script is not allowed by the page's CSP: ${JSON.stringify(s.slice(0, 100))}`);
      }
      if (more.length) {
        replace(p, (tmp) => fs.writeFileSync(tmp, html.replace(meta.tag, metaTag(withScriptHashes(meta.policy, more)))));
        seen.set(id, p);
        added += more.length;
      }
    }
  };
  walk(outDir);
  if (problems.length) {
    throw new Error(`csp: ${problems.length} problem(s) in ${outDir}:\n  ${problems.slice(0, 20).join('\n  ')}`);
  }
  return { pages, added };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(webDir, 'out'));
  checkCsp(out).then(({ pages, added }) => console.log(`csp: ${pages} pages checked in ${out} (${added} React instruction hashes added)`))
    .catch((err) => { console.error(err.message || err); process.exit(1); });
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DOCUSAURUS_DIR, FIXTURE, FIXTURE_DIR, SITE_DIR } from '../helpers/env';
import { waitForHydration } from '../helpers/console';
import { docWhere } from '../helpers/graph';
import { watchSecurity, type Watch } from '../helpers/security';
import { THEME_SCRIPT } from '../../web/lib/theme-script';

// The Content-Security-Policy (issue 7): every page carries it in a meta tag, before any
// script; scripts come only from the site or are inline scripts listed by hash; no
// 'unsafe-eval'. The static pages satisfy it: browsing, the theme switch, the mobile
// menu, search and client-side navigation report no violation.

const sha256 = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy.split(';').map((d) => d.trim().split(/\s+/)).find((d) => d[0] === name)?.slice(1) ?? null;
const unescape = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&');

interface PageHtml { policy: string | null; metaIndex: number; firstScript: number; inline: string[] }

/** The meta policy and the inline scripts a browser would run, read from an exported page. */
function readHtml(html: string): PageHtml {
  const meta = /<meta\b[^>]*http-equiv="Content-Security-Policy"[^>]*content="([^"]*)"[^>]*>/i.exec(html);
  const inline: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(m[1])) continue;
    const type = /\btype="([^"]*)"/i.exec(m[1])?.[1] ?? '';
    if (type && !/^(module|(text|application)\/javascript)$/i.test(type)) continue;
    inline.push(m[2]);
  }
  return { policy: meta ? unescape(meta[1]) : null, metaIndex: meta?.index ?? -1, firstScript: html.search(/<script\b/i), inline };
}

/** Every HTML file of an exported site (ROUTE/index.html hard links counted once). */
function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) { if (e.name !== '_next') walk(p); continue; }
      if (!e.name.endsWith('.html')) continue;
      const st = fs.statSync(p);
      if (seen.has(`${st.dev}:${st.ino}`)) continue;
      seen.add(`${st.dev}:${st.ino}`);
      out.push(p);
    }
  };
  walk(dir);
  return out;
}

/**
 * What is wrong with a page's policy (nothing, for the site's own). Inline <style>
 * elements are allowed on a site that draws Mermaid diagrams only (lib/csp.ts).
 */
function policyProblems(policy: string, inlineStyles: boolean): string[] {
  const problems: string[] = [];
  const scripts = directive(policy, 'script-src');
  if (!scripts || scripts[0] !== "'self'") problems.push(`script-src does not start with 'self': ${scripts}`);
  for (const s of scripts?.slice(1) ?? []) if (!/^'sha256-[A-Za-z0-9+/]+=*'$/.test(s)) problems.push(`script-src allows ${s}`);
  if (/unsafe-eval|'unsafe-hashes'|strict-dynamic/.test(policy)) problems.push('unsafe-eval, unsafe-hashes or strict-dynamic');
  if (JSON.stringify(directive(policy, 'object-src')) !== `["'none'"]`) problems.push("object-src is not 'none'");
  if (JSON.stringify(directive(policy, 'base-uri')) !== `["'none'"]`) problems.push("base-uri is not 'none'");
  if (JSON.stringify(directive(policy, 'default-src')) !== `["'self'"]`) problems.push("default-src is not 'self'");
  const styles = JSON.stringify(directive(policy, 'style-src-elem'));
  if (styles !== (inlineStyles ? `["'self'","'unsafe-inline'"]` : `["'self'"]`)) problems.push(`style-src-elem is ${styles}`);
  return problems;
}

test.describe('every exported page', () => {
  const root = path.resolve(__dirname, '..', '..');
  const sites: [string, string, boolean][] = [
    ['the default site', SITE_DIR, false], ['the fixture site', FIXTURE_DIR, false],
    ['the Docusaurus site (Mermaid diagrams)', DOCUSAURUS_DIR, true],
  ];
  for (const [name, dir, inlineStyles] of sites) {
    test(`${name}: a strict meta policy before any script, allowing exactly the page's inline scripts`, () => {
      const files = htmlFiles(path.resolve(root, dir));
      expect(files.length).toBeGreaterThan(5);
      // plain checks collected into one assertion (an expect per script is slow at 1,000 pages)
      const problems: string[] = [];
      const kinds = new Map<string, number>(); // inline scripts other than the theme script, by kind
      for (const file of files) {
        const where = path.relative(root, file);
        const h = readHtml(fs.readFileSync(file, 'utf8'));
        if (h.policy === null) { problems.push(`${where}: no CSP meta tag`); continue; }
        if (h.firstScript !== -1 && h.metaIndex > h.firstScript) problems.push(`${where}: the meta tag comes after a script`);
        if (/<meta http-equiv="refresh"/.test(fs.readFileSync(file, 'utf8'))) {
          // a redirect's page (site.yaml redirects): no script at all, under the strictest policy
          problems.push(...policyProblems(h.policy, false).map((p) => `${where}: ${p}`));
          if (h.firstScript !== -1) problems.push(`${where}: a redirect's page has a script`);
          kinds.set('redirect page', (kinds.get('redirect page') ?? 0) + 1);
          continue;
        }
        problems.push(...policyProblems(h.policy, inlineStyles).map((p) => `${where}: ${p}`));
        const allowed = new Set(directive(h.policy, 'script-src'));
        if (h.inline[0] !== THEME_SCRIPT) problems.push(`${where}: the first inline script is not the theme script`);
        for (const s of h.inline) {
          if (!allowed.has(sha256(s))) problems.push(`${where}: inline script not allowed by hash: ${s.slice(0, 80)}`);
          if (s === THEME_SCRIPT) continue;
          const kind = s.startsWith('(function(){var servedBase=') ? 'base-URL check'
            : /^\(globalThis\["[^"]+"\] \|\| /.test(s) ? 'Turbopack bootstrap'
              : /^(\$R|requestAnimationFrame\(function\(\)\{\$RT=)/.test(s) ? 'React streaming instruction' : null;
          if (kind === null) problems.push(`${where}: an inline script of unknown kind: ${s.slice(0, 80)}`);
          else kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        }
        // and nothing more: each hash in the policy belongs to one of the page's scripts
        if (allowed.size - 1 !== new Set(h.inline.map(sha256)).size) problems.push(`${where}: the policy lists hashes of scripts that are not there`);
      }
      expect(problems).toEqual([]);
    });
  }
});

/** Loads a page and waits until React has hydrated: its scripts ran under the policy. */
async function open(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.ok() || res?.status() === 404, `${url}: ${res?.status()}`).toBe(true);
  await waitForHydration(page);
}

function expectNoViolations(w: Watch) {
  expect(w.violations, 'securitypolicyviolation events').toEqual([]);
  expect(w.errors, 'page errors').toEqual([]);
}

test.describe('browsing under the policy', () => {
  let w: Watch;
  test.beforeEach(async ({ page }) => { w = await watchSecurity(page); });

  test('pages of the default site, the theme switch and client-side navigation: no violation', async ({ page }) => {
    const big = docWhere((d) => d.html.length > 40_000 && d.sidebar !== null, 'a large page');
    const withCode = docWhere((d) => d.html.includes('class="code-block"') && d.sidebar !== null, 'a code block and a sidebar');
    for (const route of ['/', big.route, withCode.route, '/no-such-page']) await open(page, route);
    await open(page, withCode.route);
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark'); // the theme script ran
    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    // copy button, a sidebar link through the router, a TOC link
    await page.locator('.copy-button').first().click();
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const link = sidebar.locator('a[href^="/"]:not([aria-current]):visible').first();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expectNoViolations(w);
  });

  test('search: loading the index, results and opening one: no violation', async ({ page }) => {
    await open(page, '/docs/docs');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.hover();
    await expect(box).toBeEnabled();
    await box.fill('axis');
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page.locator('#main-content mark').first()).toBeVisible();
    expectNoViolations(w);
  });

  test('the fixture site: announcement bar, versions, dropdowns, hostile pages: no violation', async ({ page }) => {
    for (const route of ['/', '/docs/intro', '/docs/1.0/intro', '/docs/hostile/markup', '/docs/hostile/front-matter', '/docs/category/hostile-category']) {
      await open(page, `${FIXTURE}${route}`);
    }
    await open(page, `${FIXTURE}/docs/intro`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'More' }).click();
    await nav.getByRole('button', { name: 'Next' }).click();
    await nav.getByRole('link', { name: '1.0' }).click();
    await expect(page).toHaveURL(/\/docs\/1\.0\/intro$/);
    await page.getByRole('banner').filter({ hasText: 'Fixture release 2.0' }).getByRole('button', { name: 'Close' }).click();
    expectNoViolations(w);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('the mobile menu, its sidebar and the TOC drop-down: no violation', async ({ page }) => {
      await open(page, `${FIXTURE}/docs/intro`);
      await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await sidebar.getByRole('button', { name: 'Guide' }).click();
      // once the opened category shows it whole (not while the list animates)
      await expect(sidebar.getByRole('link', { name: 'First guide' })).toBeInViewport({ ratio: 1 });
      await sidebar.getByRole('link', { name: 'First guide' }).click();
      await expect(page).toHaveURL(/\/docs\/guide\/first$/);
      expectNoViolations(w);
    });
  });

  test('the policy is enforced: injected inline script and string code are refused and reported', async ({ page }) => {
    await open(page, '/');
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = 1';
      document.body.appendChild(s);
      // code from a string (what 'unsafe-eval' would allow), run by the page itself
      (window.setTimeout as unknown as (code: string, ms: number) => number)('window.__evaluated = 1', 0);
    });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => {
      const w = window as unknown as { __injected?: number; __evaluated?: number };
      return [w.__injected, w.__evaluated];
    })).toEqual([undefined, undefined]);
    // one report for the inline script and one for the string code
    await expect.poll(() => w.violations.map((v) => v.blocked).sort()).toEqual(['eval', 'inline']);
    for (const v of w.violations) expect(v.directive).toMatch(/^script-src/);
  });
});

/** Watching a page for script that should never run: dialogs, payload flags, CSP reports. */
import type { Page } from '@playwright/test';

export interface Violation { page: string; directive: string; blocked: string; sample: string; source: string }

export interface Watch {
  /** Dialogs (alert, confirm, prompt) that opened; each is dismissed. */
  dialogs: string[];
  /** securitypolicyviolation events of every document the page loaded. */
  violations: Violation[];
  /** Page errors (uncaught exceptions). */
  errors: string[];
}

/**
 * Starts watching before the first navigation: dialogs are dismissed and recorded, and
 * every document reports its CSP violations (an init script listens before any page
 * script runs; the reports reach the test through an exposed function, so they survive
 * navigations). Payloads in the fixture set window.__pwned when they run.
 */
export async function watchSecurity(page: Page): Promise<Watch> {
  const w: Watch = { dialogs: [], violations: [], errors: [] };
  page.on('dialog', (d) => { w.dialogs.push(`${d.type()}: ${d.message()}`); void d.dismiss().catch(() => {}); });
  page.on('pageerror', (e) => w.errors.push(e.message));
  await page.exposeFunction('__e2eCspViolation', (v: Violation) => { w.violations.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const v = {
        page: location.pathname, directive: e.violatedDirective, blocked: e.blockedURI,
        sample: e.sample, source: `${e.sourceFile}:${e.lineNumber}`,
      };
      const report = (window as unknown as { __e2eCspViolation?: (v: unknown) => void }).__e2eCspViolation;
      if (report) void report(v);
    });
  });
  return w;
}

/** window.__pwned, set by any fixture payload that ran (undefined when none did). */
export function pwned(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
}

/**
 * Markup in the live document that could run script: event-handler attributes, script
 * URLs, embedding elements, a <base>, a meta refresh, and scripts inside the app other
 * than React's own streaming instructions. Returns a description of each one found.
 */
export function dangerousMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const urlAttrs = /^(href|src|action|formaction|xlink:href|data|poster|background|srcset|ping)$/i;
    const scriptUrl = /^[\s\u0000-\u001f]*(j\s*a\s*v\s*a\s*s\s*c\s*r\s*i\s*p\s*t|v\s*b\s*s\s*c\s*r\s*i\s*p\s*t|d\s*a\s*t\s*a)\s*:/i;
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toLowerCase();
      for (const a of Array.from(el.attributes)) {
        if (/^on/i.test(a.name)) bad.push(`<${tag} ${a.name}="${a.value.slice(0, 60)}">`);
        else if (a.name.toLowerCase() === 'srcdoc') bad.push(`<${tag} srcdoc>`);
        else if (urlAttrs.test(a.name) && scriptUrl.test(a.value)) bad.push(`<${tag} ${a.name}="${a.value.slice(0, 60)}">`);
      }
      if (['iframe', 'frame', 'object', 'embed', 'base', 'form', 'math', 'applet', 'portal'].includes(tag)) bad.push(`<${tag}>`);
    }
    if (document.querySelector('meta[http-equiv="refresh" i]')) bad.push('<meta http-equiv=refresh>');
    for (const s of Array.from(document.querySelectorAll('#__next script'))) {
      const text = s.textContent ?? '';
      if (!/^(\$R[A-Z]|requestAnimationFrame\(function\(\)\{\$RT=)/.test(text)) bad.push(`<script> in the app: ${text.slice(0, 60)}`);
    }
    for (const s of Array.from(document.querySelectorAll('#__next style, #__next link'))) bad.push(`<${s.tagName.toLowerCase()}> in the app`);
    return bad;
  });
}

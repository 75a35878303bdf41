import Router from 'next/router';
import { basePath } from '../../lib/url';

/** Where `contentc watch --stamp` writes after each compile (see make dev). */
export const DEV_STAMP = '/_contentc/dev-stamp.json';
const POLL_MS = 700;

let started = false;

/**
 * Development only (make dev): polls the stamp `contentc watch` writes after each
 * compile that changed the graph and, when it changes, reloads the current page's
 * props in place (getStaticProps runs on every request under `next dev`), so an
 * edited Markdown file shows up without a manual reload. _app starts it behind a
 * `process.env.NODE_ENV !== 'production'` check, so production builds contain none of it.
 */
export function startDevReload(): void {
  if (started) return; // React strict mode runs effects twice
  started = true;
  let last: string | null = null;
  const tick = async () => {
    try {
      const res = await fetch(`${basePath}${DEV_STAMP}?t=${Date.now()}`, { cache: 'no-store' });
      if (res.ok) {
        const stamp = await res.text();
        if (last !== null && stamp !== last) {
          console.info('contentc: the graph changed; reloading the page');
          Router.replace(Router.asPath, undefined, { scroll: false }).catch(() => window.location.reload());
        }
        last = stamp;
      }
    } catch {
      // The dev server is restarting or the stamp is being rewritten: try again.
    }
    setTimeout(tick, POLL_MS);
  };
  tick();
}

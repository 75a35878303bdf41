import Router from 'next/router';
import { keepScrollOnNextRoute } from '../../lib/scroll';
import { basePath } from '../../lib/url';

/** What make dev (web/scripts/dev.mjs) writes after each compile. */
export const DEV_STAMP = '/_contentc/dev-stamp.json';
const POLL_MS = 150;
const OVERLAY_ID = 'contentc-dev-errors';

/** A diagnostic as `contentc watch --stamp` writes it. */
export interface StampError {
  file: string;
  line: number;
  column: number;
  id: string;
  message: string;
  severity?: string;
}

interface Stamp {
  buildTime: number;
  compiled: number;
  errors: StampError[];
}

/** `file:line:col: error[id]: message`, the way contentc prints it. */
export function formatError(e: StampError): string {
  let loc = e.file || '<content>';
  if (e.line > 0) loc += `:${e.line}${e.column > 0 ? `:${e.column}` : ''}`;
  return `${loc}: ${e.severity || 'error'}[${e.id}]: ${e.message}`;
}

/**
 * The errors of the last compile, over the page (plain DOM, outside React: it shows
 * whatever state the app is in). Text only: a message can quote the content.
 */
function showErrors(errors: StampError[]): void {
  let box = document.getElementById(OVERLAY_ID);
  if (!box) {
    box = document.createElement('section');
    box.id = OVERLAY_ID;
    box.setAttribute('role', 'alert');
    box.setAttribute('aria-label', 'Content errors');
    Object.assign(box.style, {
      position: 'fixed', left: '1rem', right: '1rem', bottom: '1rem', zIndex: '10000',
      maxHeight: '50vh', overflow: 'auto', padding: '1rem 1.25rem', borderRadius: '8px',
      background: '#2b0b0e', color: '#ffe4e6', border: '2px solid #f43f5e',
      boxShadow: '0 8px 32px rgba(0,0,0,.45)', font: '14px/1.5 ui-monospace, SFMono-Regular, Menlo, monospace',
    });
    document.body.appendChild(box);
  }
  const title = document.createElement('h2');
  title.textContent = `contentc: ${errors.length} error${errors.length === 1 ? '' : 's'}; the page shows the last good compile`;
  Object.assign(title.style, { margin: '0 0 .5rem', fontSize: '15px', color: '#fecdd3' });
  const list = document.createElement('pre');
  list.textContent = errors.map(formatError).join('\n');
  Object.assign(list.style, { margin: '0', whiteSpace: 'pre-wrap', wordBreak: 'break-word', background: 'none', color: 'inherit', padding: '0' });
  box.replaceChildren(title, list);
}

function hideErrors(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

let started = false;

/**
 * Development only (make dev): polls the stamp and, when a compile changed the graph,
 * reloads the current page's props in place (getStaticProps runs on every request under
 * `next dev`), keeping the scroll position; after a compile with errors it shows them
 * over the page until a good compile. _app starts it behind a
 * `process.env.NODE_ENV !== 'production'` check, so production builds contain none of it.
 */
export function startDevReload(): void {
  if (started) return; // React strict mode runs effects twice
  started = true;
  let lastText: string | null = null;
  let lastGood: string | null = null;
  const tick = async () => {
    try {
      const res = await fetch(`${basePath}${DEV_STAMP}?t=${Date.now()}`, { cache: 'no-store' });
      const text = res.ok ? await res.text() : null;
      if (text !== null && text !== lastText) {
        lastText = text;
        const stamp = JSON.parse(text) as Stamp;
        if (stamp.errors?.length) {
          showErrors(stamp.errors);
        } else {
          hideErrors();
          const good = `${stamp.buildTime}:${stamp.compiled}`;
          if (lastGood !== null && good !== lastGood) {
            console.info('contentc: the graph changed; reloading the page');
            keepScrollOnNextRoute();
            await Router.replace(Router.asPath, undefined, { scroll: false }).catch(() => window.location.reload());
          }
          lastGood = good;
        }
      }
    } catch {
      // The dev server is restarting or the stamp is being rewritten: try again.
    }
    setTimeout(tick, POLL_MS);
  };
  tick();
}

import Router from 'next/router';
import { stripBase } from '../../lib/url';
import styles from './RouteProgress.module.css';

/** Route changes faster than this show no bar at all. */
export const PROGRESS_DELAY = 200;

const pathOf = (url: string) => url.split(/[?#]/)[0];

/**
 * A thin bar at the top of the window (role="progressbar", no spinner) while a route
 * change to another path takes longer than 200 ms; it completes when the new route has
 * rendered. Hash changes and shallow or query-only changes show none. Plain DOM outside
 * the React tree, started once after hydration (lib/navigation-runtime).
 */
export function startRouteProgress(): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let bar: HTMLElement | null = null;
  Router.events.on('routeChangeStart', (url: string, { shallow }: { shallow: boolean }) => {
    // Router.asPath is still the page being left (on back/forward too).
    if (shallow || pathOf(stripBase(url)) === pathOf(Router.asPath)) return;
    clearTimeout(timer);
    if (bar?.dataset.state === 'running') return; // a newer navigation replaced the last one
    timer = setTimeout(() => {
      bar?.remove();
      bar = document.createElement('div');
      bar.setAttribute('role', 'progressbar');
      bar.setAttribute('aria-label', 'Loading page');
      bar.dataset.state = 'running';
      bar.className = styles.bar;
      document.body.appendChild(bar);
    }, PROGRESS_DELAY);
  });
  const finish = (err?: { cancelled?: boolean }, url?: string) => {
    if (err?.cancelled) return; // a newer navigation carries on
    if (err) console.warn(`contentc: could not load ${url}; loading it as a full page`);
    clearTimeout(timer);
    const done = bar;
    if (done?.dataset.state !== 'running') return;
    done.dataset.state = 'done';
    done.setAttribute('aria-valuenow', '100');
    done.classList.add(styles.done);
    setTimeout(() => { done.remove(); if (bar === done) bar = null; }, 400);
  };
  Router.events.on('routeChangeComplete', () => finish());
  Router.events.on('routeChangeError', finish);
}

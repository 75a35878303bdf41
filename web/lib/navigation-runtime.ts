/**
 * What only matters once the reader navigates: scrolling across route changes
 * (lib/scroll) and the route progress bar (components/RouteProgress). _app imports this
 * after hydration, so it costs no first-load JavaScript; a navigation cannot start
 * before the page is interactive anyway.
 */
import { startRouteProgress } from '../components/RouteProgress';
import { startScrollRestoration } from './scroll';

let started = false;

export function start(): void {
  if (started) return;
  started = true;
  startScrollRestoration();
  startRouteProgress();
}

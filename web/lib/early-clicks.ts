/**
 * Clicks that arrive before a part of the page has its code. The navbar's dropdowns are
 * LazyParts: their HTML is there at once, their code comes after hydration. React 18 drops
 * a click on a part it cannot hydrate yet (and stops its propagation at the React root),
 * so a reader who clicks a dropdown's button early would see nothing happen. The navbar
 * (hydrated with the page) notes such a click on one of its dropdown buttons
 * (`aria-haspopup` with `aria-controls`) in a capturing listener on the window, which
 * runs before React's, and the dropdown, once its code is there, opens as asked
 * (takeEarlyClick).
 */
const pending = new Set<string>();

/** Marks a part as hydrated: clicks inside it are React's from now on. */
export const HYDRATED_ATTR = 'data-hydrated';

/** For a capturing click listener on the window: notes a click on a dropdown button inside `root` not hydrated yet. */
export function noteEarlyClick(e: Event, root: Element | null): void {
  const target = e.target instanceof Element ? e.target : null;
  const button = target?.closest('button[aria-haspopup][aria-controls]');
  if (!button || !root?.contains(button) || button.closest(`[${HYDRATED_ATTR}]`)) return;
  const id = button.getAttribute('aria-controls');
  if (id) pending.add(id);
}

/** True (once) when the button controlling `id` was clicked before its part hydrated. */
export function takeEarlyClick(id: string): boolean {
  return pending.delete(id);
}

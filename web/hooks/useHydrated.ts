import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
/** false during server rendering and hydration, true afterwards (and on client navigations). */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}

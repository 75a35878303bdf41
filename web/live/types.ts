import type { ComponentType } from 'react';

/** A live example compiled as a module: its one exported component. */
export type LiveModule = Record<string, unknown>;

/** The component a live example's module exports (the default one, else its only export). */
export function exportedComponent(mod: LiveModule): ComponentType | null {
  const c = mod.default ?? Object.values(mod).find((v) => typeof v === 'function');
  return typeof c === 'function' ? (c as ComponentType) : null;
}

import type { ReactNode } from 'react';

type Values = Record<string, ReactNode>;

function interpolate(message: string, values?: Values): string {
  return values ? message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m)) : message;
}

/** `translate()` of `@docusaurus/Translate`: the message itself (the site is not translated per component). */
export function translate({ message }: { message: string; id?: string; description?: string }, values?: Values): string {
  return interpolate(message, values);
}

/** `<Translate>` of `@docusaurus/Translate`: its children, with `{name}` values filled in. */
export default function Translate({ children, values }: { children: string; id?: string; description?: string; values?: Values }) {
  return <>{interpolate(children, values)}</>;
}

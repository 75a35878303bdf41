import { isValidElement, type DetailsHTMLAttributes, type ReactNode } from 'react';

/**
 * `@theme/Details` for site components: a `<details>` with its `summary` (text, or a
 * `<summary>` element as Docusaurus takes it) and its content in a `<div>`, as
 * Docusaurus's; it opens and closes as the browser's own (without the animation of the
 * page's details, whose clicks the page handles: an island's events do not reach it).
 */
export default function Details({ summary, children, ...rest }: Omit<DetailsHTMLAttributes<HTMLDetailsElement>, 'summary'> & { summary?: ReactNode; children?: ReactNode }) {
  const head = isValidElement(summary) && summary.type === 'summary' ? summary : <summary>{summary ?? 'Details'}</summary>;
  return <details {...rest}>{head}<div>{children}</div></details>;
}

import type { HTMLAttributes, ReactNode } from 'react';

/**
 * `@theme/Heading` for site components: `<Heading as="h2" id="x">` is the heading with,
 * when it has an id (an h2 to h6), the link to itself that the page's headings have.
 */
export default function Heading({ as: Tag = 'h2', id, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: ReactNode }) {
  const As = /^h[1-6]$/.test(Tag) ? Tag : 'h2';
  if (As === 'h1' || !id) return <As id={id} {...rest}>{children}</As>;
  return (
    <As id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={`Direct link to ${id}`}>#</a>
    </As>
  );
}

import type { ReactNode } from 'react';

/**
 * `@theme/Admonition` for site components: the markup contentc gives a `:::type` block
 * (the same styles), headed by `title` or the type's name. `icon` is not drawn (the
 * site's admonitions have none).
 */
export default function Admonition({ type = 'note', title, className, children }: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  const kind = /^[a-z]+$/.test(type) ? type : 'note';
  return (
    <div className={`admonition admonition-${kind}${className ? ` ${className}` : ''}`} role="note">
      <div className="admonition-heading">{title ?? kind.charAt(0).toUpperCase() + kind.slice(1)}</div>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * `@theme/CodeBlock` inside a site component: the code in the site's code block frame,
 * not highlighted (the compiler highlights the CodeBlocks written in MDX).
 */
export default function CodeBlock({ children, language, title }: { children?: ReactNode; language?: string; title?: string; className?: string; showLineNumbers?: boolean }) {
  return (
    <div className="code-block" data-language={language}>
      {title && <div className="code-block-title">{title}</div>}
      {/* reachable by keyboard when it scrolls, as the page's code blocks are */}
      <pre className="chroma" tabIndex={0}><code className={language ? `language-${language}` : undefined}>{children}</code></pre>
    </div>
  );
}

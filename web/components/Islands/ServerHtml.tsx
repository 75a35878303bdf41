/** An island's server HTML (compiled and sanitised by contentc), in a box that does not change the layout (a span in an inline island). */
export function ServerHtml({ html, inline }: { html: string; inline: boolean }) {
  const Tag = inline ? 'span' : 'div';
  return <Tag style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

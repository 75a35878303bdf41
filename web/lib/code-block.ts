/** The code of a compiler code block (`.code-block`): its text without line numbers. */
export function codeBlockText(block: Element | null): string {
  const code = block?.querySelector('pre code');
  if (!code) return '';
  const clone = code.cloneNode(true) as Element;
  clone.querySelectorAll('.ln').forEach((n) => n.remove());
  return (clone.textContent ?? '').replace(/\n$/, '');
}

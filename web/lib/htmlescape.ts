/**
 * Text for inside an inline <script> element: `&`, `<`, `>`, U+2028 and U+2029 become
 * `\u0026`, `\u003c`, `\u003e`, `\u2028`, `\u2029`. In JSON or in a JavaScript string the
 * escape means the same character, but the text can no longer close the element
 * (`</script>`), open a comment, or end a line in older JavaScript. The same table as
 * the htmlescape package and Next's copy of it, so a script built here is byte for byte
 * the one Next writes (lib/next-adapter.ts).
 */
const ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function htmlEscapeJsonString(s: string): string {
  return s.replace(/[&><\u2028\u2029]/g, (c) => ESCAPES[c]);
}

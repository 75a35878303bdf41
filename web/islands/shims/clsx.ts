/**
 * `clsx` and `classnames` for site components whose content tree has no node_modules
 * to bundle them from (a Docusaurus site's components import clsx everywhere): the
 * class names of strings and numbers, of arrays (nested), and the keys of objects whose
 * values are truthy, joined by spaces, as both packages give them.
 */
export function clsx(...args: unknown[]): string {
  const out: string[] = [];
  const add = (v: unknown) => {
    if (!v) return;
    if (typeof v === 'string' || typeof v === 'number') out.push(String(v));
    else if (Array.isArray(v)) v.forEach(add);
    else if (typeof v === 'object') for (const [k, on] of Object.entries(v)) if (on) out.push(k);
  };
  args.forEach(add);
  return out.join(' ');
}

export default clsx;

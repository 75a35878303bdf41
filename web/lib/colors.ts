/**
 * The site's brand colour (graph.json site.colors; a Docusaurus site's
 * --ifm-color-primary). It becomes the pages' --primary, the colour of links, the
 * current page in the sidebar, breadcrumbs and table of contents, and other accents,
 * through `/_contentc/colors.css` (web/scripts/site-files.mjs), which the pages link.
 *
 * Text in that colour keeps 4.5:1 contrast (WCAG 1.4.3) on every background it is
 * shown on: where the author's colour falls short, it is mixed towards black (light
 * mode) or white (dark mode) in 2% steps until it does, so its hue stays recognisable,
 * as the compiler does with code themes. BACKGROUNDS lists those backgrounds as
 * web/styles/global.css paints them; the site's own default colours pass unchanged
 * (web/test/colors.test.ts).
 */

type RGB = [number, number, number];
type RGBA = [number, number, number, number];

export function parseHex(hex: string): RGB {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as RGB;
}

export function toHex(c: RGB): string {
  return `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

/** `over` painted with `top` (alpha) on it. */
function blend(top: RGBA, over: RGB): RGB {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + over[i] * (1 - a)) as RGB;
}

function luminance(c: RGB): number {
  const lin = c.map((v) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2];
}

export function contrast(a: RGB, b: RGB): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

export type Mode = 'light' | 'dark';

/** The site's own primary colours (global.css), and what --active-bg is made of. */
export const DEFAULT_PRIMARY: Record<Mode, string> = { light: '#0a58ca', dark: '#7cb1ff' };
const ACTIVE_ALPHA: Record<Mode, number> = { light: 0.08, dark: 0.12 };

/** The page's background and its second surface (striped rows, footer; the sidebar in dark mode), as global.css has them. */
const SURFACES: Record<Mode, [RGB, RGB]> = {
  light: [[255, 255, 255], [245, 246, 247]],
  dark: [[27, 27, 29], [36, 37, 38]],
};
const INLINE_CODE: Record<Mode, RGBA> = { light: [27, 31, 35, 0.07], dark: [255, 255, 255, 0.1] };
const HOVER: Record<Mode, RGBA> = { light: [0, 0, 0, 0.05], dark: [255, 255, 255, 0.06] };
/** The admonitions' backgrounds (note, tip, info, warning, danger), the same in both modes. */
const ADMONITIONS: RGBA[] = [[142, 149, 158, 0.12], [0, 148, 0, 0.1], [46, 134, 193, 0.1], [230, 167, 0, 0.12], [215, 38, 61, 0.1]];

/**
 * Every background text in the primary colour sits on: both surfaces, inline code
 * (a link in code) and the hover and current-item backgrounds on them, and an
 * admonition on the page with inline code in it.
 */
export function backgrounds(mode: Mode, primary: RGB): RGB[] {
  const out: RGB[] = [];
  for (const s of SURFACES[mode]) {
    out.push(s, blend(INLINE_CODE[mode], s), blend(HOVER[mode], s), blend([...primary, ACTIVE_ALPHA[mode]], s));
  }
  for (const a of ADMONITIONS) {
    const bg = blend(a, SURFACES[mode][0]);
    out.push(bg, blend(INLINE_CODE[mode], bg));
  }
  return out;
}

/** The colour nearest the author's that keeps 4.5:1 on every background of the mode. */
export function accessiblePrimary(hex: string, mode: Mode): string {
  const start = parseHex(hex);
  const toward: RGB = mode === 'light' ? [0, 0, 0] : [255, 255, 255];
  for (let step = 0; step <= 50; step++) {
    const t = step * 0.02;
    const c = [0, 1, 2].map((i) => start[i] + (toward[i] - start[i]) * t) as RGB;
    const rounded = parseHex(toHex(c));
    if (backgrounds(mode, rounded).every((bg) => contrast(rounded, bg) >= 4.5)) return toHex(rounded);
  }
  return toHex(toward);
}

/** colors.css: the brand colour of each mode the site sets, over global.css's. */
export function brandCss(primary: { light?: string; dark?: string }): string {
  const rule = (selector: string, mode: Mode, hex: string) => {
    const c = accessiblePrimary(hex, mode);
    const [r, g, b] = parseHex(c);
    return `${selector} { --primary: ${c}; --active-bg: rgba(${r}, ${g}, ${b}, ${ACTIVE_ALPHA[mode]}); }\n`;
  };
  // html:not([data-theme='dark']) and html[data-theme='dark'] outrank global.css's :root and [data-theme='dark'], in any order.
  return '/* The site\'s brand colour (site.yaml colors.primary), with 4.5:1 contrast: web/lib/colors.ts */\n' +
    (primary.light ? rule("html:not([data-theme='dark'])", 'light', primary.light) : '') +
    (primary.dark ? rule("html[data-theme='dark']", 'dark', primary.dark) : '');
}

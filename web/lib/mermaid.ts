/**
 * Mermaid diagrams (site.yaml markdown.mermaid, Docusaurus's @docusaurus/theme-mermaid).
 *
 * The compiler keeps a ```mermaid block a code block (`.code-block[data-language=
 * "mermaid"]`): readable without JavaScript, and searchable. On a site that draws
 * diagrams, DocContent hands its element to `drawDiagrams`, which loads Mermaid (its ES
 * module build, published under /_contentc/mermaid/ by web/scripts/site-files.mjs; the
 * library is never part of the site's bundles) and draws each block into a figure placed
 * before it, then hides the block. A diagram that Mermaid cannot read keeps its code
 * block, with the error above it. When the colour mode changes, every diagram is drawn
 * again in the mode's theme.
 *
 * Mermaid runs with securityLevel 'strict' whatever the site's options say: labels are
 * text, never HTML, and click handlers and javascript: links are not allowed.
 */
import type { Site } from './graph-types';
import { codeBlockText } from './code-block';
import { withBase } from './url';

export type MermaidSettings = NonNullable<Site['mermaid']>;

interface MermaidAPI {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

let loading: Promise<MermaidAPI> | null = null;

/** Mermaid, loaded once per visit (a failed load is tried again on the next page). */
function loadMermaid(): Promise<MermaidAPI> {
  loading ??= new Promise<MermaidAPI>((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = withBase('/_contentc/mermaid/load.mjs');
    script.onload = () => {
      const m = (globalThis as { contentcMermaid?: MermaidAPI }).contentcMermaid;
      if (m) resolve(m);
      else reject(new Error('Mermaid did not load.'));
    };
    script.onerror = () => reject(new Error('Mermaid could not be loaded.'));
    document.head.appendChild(script);
  }).catch((err: Error) => {
    loading = null;
    throw err;
  });
  return loading;
}

/**
 * Mermaid's configuration: the site's options, the colour mode's theme, and what is
 * never an option. Mermaid's dark theme puts edge labels (#ccc) on #585858, 4.43:1,
 * under the 4.5:1 every page keeps (WCAG AA): their background is #444 (6:1) unless
 * the site's themeVariables set it.
 */
export function mermaidConfig(settings: MermaidSettings, dark: boolean): Record<string, unknown> {
  const theme = dark ? settings.theme.dark : settings.theme.light;
  const given = settings.options.themeVariables;
  const themeVariables: Record<string, unknown> = given && typeof given === 'object' ? { ...given } : {};
  if (theme === 'dark' && !('edgeLabelBackground' in themeVariables)) themeVariables.edgeLabelBackground = '#444444';
  return {
    ...settings.options,
    theme,
    themeVariables,
    startOnLoad: false,
    securityLevel: 'strict',
    suppressErrorRendering: true,
  };
}

const isDark = () => document.documentElement.getAttribute('data-theme') === 'dark';

let nextId = 0;
// Mermaid keeps one configuration; draws of two pages (a quick navigation) take turns.
let queue: Promise<unknown> = Promise.resolve();

/**
 * Draws the diagrams of `root` and again on every colour mode change, until the
 * returned function is called.
 */
export function drawDiagrams(root: HTMLElement, settings: MermaidSettings): () => void {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('.code-block[data-language="mermaid"]'));
  if (blocks.length === 0) return () => {};
  let stopped = false;
  let drawn: boolean | null = null; // the mode last drawn in
  const draw = () => {
    const dark = isDark();
    if (dark === drawn) return;
    drawn = dark;
    queue = queue.then(async () => {
      if (stopped) return;
      let mermaid: MermaidAPI;
      try {
        mermaid = await loadMermaid();
      } catch (err) {
        blocks.forEach((b) => showError(b, (err as Error).message));
        return;
      }
      mermaid.initialize(mermaidConfig(settings, dark));
      for (const block of blocks) {
        if (stopped || drawn !== dark) return;
        const id = `contentc-mermaid-${nextId++}`;
        try {
          const { svg } = await mermaid.render(id, codeBlockText(block));
          if (stopped || drawn !== dark) return;
          showDiagram(block, svg, dark);
        } catch (err) {
          document.getElementById(id)?.remove();
          document.getElementById(`d${id}`)?.remove();
          if (!stopped) showError(block, err instanceof Error ? err.message : String(err));
        }
      }
    }).catch(() => {}); // the next draw runs whatever became of this one
  };
  draw();
  const observer = new MutationObserver(draw);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => {
    stopped = true;
    observer.disconnect();
  };
}

/** The figure before a block (made on first use). */
function figureOf(block: HTMLElement): HTMLElement {
  const prev = block.previousElementSibling;
  if (prev instanceof HTMLElement && prev.classList.contains('mermaid-diagram')) return prev;
  const figure = document.createElement('figure');
  figure.className = 'mermaid-diagram';
  block.before(figure);
  return figure;
}

function showDiagram(block: HTMLElement, svg: string, dark: boolean) {
  const figure = figureOf(block);
  figure.removeAttribute('data-error');
  figure.setAttribute('data-mode', dark ? 'dark' : 'light');
  figure.innerHTML = svg; // Mermaid's own output, made in strict mode
  const title = figure.querySelector('svg > title')?.textContent?.trim();
  figure.setAttribute('aria-label', title ? `Diagram: ${title}` : 'Diagram');
  block.hidden = true;
}

function showError(block: HTMLElement, message: string) {
  const figure = figureOf(block);
  figure.setAttribute('data-error', '');
  figure.removeAttribute('aria-label');
  const box = document.createElement('div');
  box.className = 'mermaid-error';
  const what = document.createElement('strong');
  what.textContent = 'This diagram could not be drawn.';
  const why = document.createElement('pre');
  why.textContent = message.trim();
  box.append(what, why);
  figure.replaceChildren(box);
  block.hidden = false;
}

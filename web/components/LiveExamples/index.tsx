/**
 * The live examples' runtime (loaded only when a live block comes near the viewport;
 * see mount.tsx). Each example's placeholder (`.live-example[data-live-index] >
 * .live-chart`, fixed height in the static HTML) gets, through a portal:
 * - the chart, drawn by the example's own module (web/live/examples/, one chunk each,
 *   loaded when the block scrolls into view; on 2g or save-data only after "Show chart"),
 *   in the site's colour mode, inside an error boundary that shows the error in place
 *   of the chart;
 * - "Edit" (a textarea; each change is compiled in the browser by ./compile, loaded on
 *   first use), "Reset" and "Copy".
 */
import { Component, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { copyText } from '../../lib/clipboard';
import { liveModules } from '../../live/examples';
import { exportedComponent } from '../../live/types';
import type { LiveSettings } from '../../live/charts';

/** What the runtime needs of an example (graph's LiveExample, or a gallery card). */
export interface LiveItem {
  id: string;
  index: number;
  title: string;
  code: string;
}

interface Props {
  root: HTMLElement;
  examples: LiveItem[];
  /** false in the gallery: the chart only, no editor */
  editable?: boolean;
}

export default function LiveExamples({ root, examples, editable = true }: Props) {
  const [targets, setTargets] = useState<{ el: HTMLElement; block: HTMLElement; ex: LiveItem }[]>([]);
  useEffect(() => {
    const found: { el: HTMLElement; block: HTMLElement; ex: LiveItem }[] = [];
    for (const ex of examples) {
      const block = root.querySelector<HTMLElement>(`.live-example[data-live-index="${ex.index}"]`);
      const el = block?.querySelector<HTMLElement>(':scope > .live-chart');
      if (block && el) found.push({ el, block, ex });
    }
    setTargets(found);
  }, [root, examples]);
  return <>{targets.map((t) => createPortal(<LiveBlock example={t.ex} block={t.block} editable={editable} />, t.el, t.ex.id))}</>;
}

/** true on 2g or with save-data: charts wait for the reader to ask. */
function constrained(): boolean {
  const c = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return !!c && (c.saveData === true || /(^|-)2g$/.test(c.effectiveType ?? ''));
}

function useDarkMode(): boolean {
  const read = () => document.documentElement.getAttribute('data-theme') === 'dark';
  const [dark, setDark] = useState(read);
  useEffect(() => {
    const mo = new MutationObserver(() => setDark(read()));
    mo.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    setDark(read());
    return () => mo.disconnect();
  }, []);
  return dark;
}

type Charts = typeof import('../../live/charts');

interface Loaded { charts: Charts; Example: ComponentType }

function LiveBlock({ example, block, editable }: { example: LiveItem; block: HTMLElement; editable: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  const [asked, setAsked] = useState(() => !constrained());
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [code, setCode] = useState(example.code);
  const [edited, setEdited] = useState<{ Example: ComponentType; n: number } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const dark = useDarkMode();

  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { setVisible(true); io.disconnect(); }
    }, { rootMargin: '200px' });
    io.observe(el);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    if (!visible || !asked || loaded) return;
    const load = liveModules[example.id];
    if (!load) { setLoadError(`No compiled module for the example "${example.id}": build the site again.`); return; }
    let live = true;
    Promise.all([load(), import('../../live/charts')]).then(([mod, charts]) => {
      if (!live) return;
      const Example = exportedComponent(mod);
      if (Example) setLoaded({ charts, Example });
      else setLoadError('The example exports no component.');
    }, (err: Error) => { if (live) setLoadError(`The chart's code could not be loaded: ${err.message}`); });
    return () => { live = false; };
  }, [visible, asked, loaded, example.id]);

  // Each edit is compiled after a short pause; the last good drawing stays meanwhile.
  useEffect(() => {
    if (!editing || !edited && code === example.code) return;
    let live = true;
    const t = setTimeout(() => {
      import('./compile').then((m) => m.compileExample(code)).then((Example) => {
        if (!live) return;
        setEdited((e) => ({ Example, n: (e?.n ?? 0) + 1 }));
        setEditError(null);
      }, (err: Error) => { if (live) setEditError(err.message); });
    }, 250);
    return () => { live = false; clearTimeout(t); };
  }, [code, editing]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    block.classList.toggle('live-editing', editing);
  }, [block, editing]);

  const reset = useCallback(() => { setCode(example.code); setEdited(null); setEditError(null); }, [example.code]);
  const copy = useCallback(() => {
    void copyText(code).then(() => { setCopied(true); setTimeout(() => setCopied(false), 2000); });
  }, [code]);

  let content: ReactNode;
  if (!asked) {
    content = (
      <div className="live-ask">
        <p>The chart is not loaded on this connection, to save data.</p>
        <button type="button" onClick={() => setAsked(true)}>Show chart</button>
      </div>
    );
  } else if (loadError) {
    content = <ErrorBox message={loadError} />;
  } else if (!loaded) {
    content = <p className="live-loading">Loading the chart…</p>;
  } else {
    const Example = edited?.Example ?? loaded.Example;
    const settings: LiveSettings = { dark, title: example.title };
    content = (
      <ChartBoundary key={edited?.n ?? 0}>
        <loaded.charts.LiveProvider value={settings}>
          {/* A new colour mode draws a new chart: the library updates a drawn chart's
              text colours a frame or two before its backgrounds (light text on a white
              metric for two frames, which the accessibility audit caught); a chart drawn
              afresh has both from its first frame. */}
          <Example key={dark ? 'dark' : 'light'} />
        </loaded.charts.LiveProvider>
      </ChartBoundary>
    );
  }

  return (
    <>
      <div className="live-frame" ref={frame} data-state={loaded ? 'drawn' : 'waiting'}>{content}</div>
      {editable && (
        <div className="live-toolbar">
          <button type="button" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>{editing ? 'Done' : 'Edit'}</button>
          <button type="button" onClick={reset} disabled={code === example.code && !edited}>Reset</button>
          <button type="button" onClick={copy} aria-label={copied ? 'Copied' : `Copy the code of ${example.title}`}>{copied ? 'Copied' : 'Copy'}</button>
        </div>
      )}
      {editable && editing && (
        <div className="live-editor">
          <textarea
            aria-label={`Code of ${example.title}`}
            value={code}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            rows={Math.min(30, code.split('\n').length + 1)}
            onChange={(e) => setCode(e.target.value)}
          />
          {editError && <ErrorBox message={editError} />}
        </div>
      )}
    </>
  );
}

function ErrorBox({ message }: { message: string }) {
  return (
    <div className="live-error" role="alert">
      <strong>This example cannot be drawn.</strong>
      <pre>{message}</pre>
    </div>
  );
}

/** A chart that throws while rendering shows its error here, not the crash screen. */
class ChartBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) { return { error }; }
  render() {
    return this.state.error ? <ErrorBox message={this.state.error.message} /> : this.props.children;
  }
}

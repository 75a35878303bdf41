import { useRouter } from 'next/router';
import { useContext, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type SyntheticEvent } from 'react';
import { LayoutContext } from '../Layout/context';
import { autoHeightDuration } from '../Collapsible';
import { isPlainClick } from '../Link';
import { IslandMount } from '../Islands/mount';
import { LiveMount } from '../LiveExamples/mount';
import { lazyPart } from '../LazyPart';
import type { Component, LiveExample } from '../../lib/graph-types';
import { anchorRoute, prefetch, prefetchInView } from '../../lib/prefetch';
import { copyText } from '../../lib/clipboard';
import { codeBlockText } from '../../lib/code-block';
import { basePath, stripBase } from '../../lib/url';
import { chooseTab, initTabs, tabKeyDown } from '../../lib/tabs';

const copyTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

function onCopy(button: HTMLElement) {
  void copyText(codeBlockText(button.closest('.code-block'))).then(() => {
    button.textContent = 'Copied';
    button.setAttribute('aria-label', 'Copied');
    button.classList.add('copied');
    clearTimeout(copyTimers.get(button));
    copyTimers.set(button, setTimeout(() => {
      button.textContent = 'Copy';
      button.setAttribute('aria-label', 'Copy code to clipboard');
      button.classList.remove('copied');
    }, 2000));
  });
}

const detailsTimers = new WeakMap<HTMLDetailsElement, ReturnType<typeof setTimeout>>();

/**
 * <details> from Markdown: the same height animation as the other collapsibles. A click
 * while it animates turns it around from where it is, as the sidebar's categories do.
 */
function toggleDetails(details: HTMLDetailsElement) {
  const summary = details.querySelector(':scope > summary') as HTMLElement | null;
  if (!summary) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const running = details.dataset.animating; // 'opening' | 'closing' while it animates
  const opening = running ? running === 'closing' : !details.open;
  const now = details.getBoundingClientRect().height;
  const closedHeight = summary.offsetHeight;
  details.open = true; // open while it animates, closing included
  const openHeight = details.scrollHeight;
  const from = running ? now : opening ? closedHeight : openHeight;
  const to = opening ? openHeight : closedHeight;
  const duration = reduce ? 1 : autoHeightDuration(openHeight - closedHeight);
  clearTimeout(detailsTimers.get(details));
  details.dataset.animating = opening ? 'opening' : 'closing';
  details.style.overflow = 'hidden';
  details.style.transition = '';
  details.style.height = `${from}px`;
  void details.offsetHeight;
  details.style.transition = `height ${duration}ms ease-in-out`;
  requestAnimationFrame(() => { details.style.height = `${to}px`; });
  detailsTimers.set(details, setTimeout(() => {
    detailsTimers.delete(details);
    if (!opening) details.open = false;
    details.style.height = '';
    details.style.overflow = '';
    delete details.dataset.animating;
  }, duration + 20));
}

/**
 * Tables scroll sideways when they are wider than the column (phones): one that does
 * is made focusable, so it can be scrolled with the keyboard too (WCAG 2.1.1), and
 * stops being a tab stop when it fits again.
 */
function markScrollableTables(root: HTMLElement | null): () => void {
  if (!root) return () => {};
  const update = () => {
    for (const table of Array.from(root.querySelectorAll('table'))) {
      if (table.scrollWidth > table.clientWidth + 1) table.setAttribute('tabindex', '0');
      else if (table.getAttribute('tabindex') === '0') table.removeAttribute('tabindex');
    }
  };
  update();
  const observer = new ResizeObserver(update);
  observer.observe(root);
  return () => observer.disconnect();
}

/** The HTML the server rendered into the element with this id (while hydrating). */
function serverHtml(id: string): string {
  return typeof document === 'undefined' ? '' : document.getElementById(id)?.innerHTML ?? '';
}

// Only sites that zoom images load its code.
const ImageZoom = lazyPart(() => import('../ImageZoom'));

/**
 * Renders the compiler's HTML (trusted, sanitised at compile time) and adds behaviour
 * by event delegation: client-side navigation for internal links (prefetched in view,
 * on hover and on touch, like components/Link), copy buttons on code blocks, animated
 * <details>, Mermaid diagrams drawn from ```mermaid blocks (lib/mermaid.ts). Live examples (```tsx live) are drawn into their placeholders once they come
 * near the viewport (components/LiveExamples). Site components are rendered into their
 * islands once the page is shown (components/Islands).
 *
 * `html` is absent when a page is hydrated from its static HTML: `__NEXT_DATA__` goes
 * without it (pages/_document.tsx), as it would be a second copy of the content. The
 * content is then taken from the server-rendered element itself, so hydration leaves
 * it as it is. Client navigations load page data that has it.
 */
export default function DocContent({ html: given, live, components }: { html: string | undefined; live?: LiveExample[]; components?: Component[] }) {
  const router = useRouter();
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [rendered] = useState(() => (given === undefined ? serverHtml(id) : ''));
  const html = given ?? rendered;
  useEffect(() => (ref.current ? initTabs(ref.current) : undefined), [html]);
  // Mermaid diagrams, on a site that draws them (lib/mermaid.ts, loaded only then).
  const layout = useContext(LayoutContext)?.layout;
  const mermaid = layout?.mermaid ?? null;
  const imageZoom = layout?.imageZoom ?? null;
  useEffect(() => {
    const root = ref.current;
    if (!mermaid || !root?.querySelector('.code-block[data-language="mermaid"]')) return;
    let live = true;
    let stop = () => {};
    void import('../../lib/mermaid').then((m) => { if (live) stop = m.drawDiagrams(root, mermaid); });
    return () => { live = false; stop(); };
  }, [html, mermaid]);
  useEffect(() => {
    const links = Array.from(ref.current?.querySelectorAll('a[href]') ?? [], (a) => prefetchInView(a, anchorRoute(a as HTMLAnchorElement)));
    const stopTables = markScrollableTables(ref.current);
    return () => { links.forEach((stop) => stop()); stopTables(); };
  }, [html]);
  const onIntent = (e: SyntheticEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest('a[href]');
    if (a) prefetch(anchorRoute(a as HTMLAnchorElement));
  };
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    const button = target.closest('button.copy-button') as HTMLElement | null;
    if (button) { onCopy(button); return; }
    const tab = target.closest('[data-tabs] [role="tab"]') as HTMLElement | null;
    if (tab) { chooseTab(tab); return; }
    const summary = target.closest('summary');
    if (summary && summary.parentElement instanceof HTMLDetailsElement && !target.closest('a')) {
      e.preventDefault();
      toggleDetails(summary.parentElement);
      return;
    }
    const a = target.closest('a');
    if (!a || !isPlainClick(e) || a.target || a.hasAttribute('download')) return;
    const raw = a.getAttribute('href');
    if (!raw || raw.startsWith('#')) return;
    const url = new URL(a.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    if (basePath && !(url.pathname === basePath || url.pathname.startsWith(basePath + '/'))) return;
    if (url.pathname === window.location.pathname && url.hash) return; // same-page anchor: the browser handles it
    e.preventDefault();
    void router.push(stripBase(url.pathname) + url.search + url.hash);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tab = (e.target as HTMLElement).closest('[data-tabs] [role="tab"]') as HTMLElement | null;
    if (tab && !e.altKey && !e.ctrlKey && !e.metaKey && tabKeyDown(tab, e.key)) e.preventDefault();
  };
  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={ref} id={id} className="markdown" onClick={onClick} onKeyDown={onKeyDown} onMouseOver={onIntent} onTouchStart={onIntent} dangerouslySetInnerHTML={{ __html: html }} />
      {imageZoom && <ImageZoom root={ref} zoom={imageZoom} watch={html} />}
      <LiveMount root={ref} examples={live} watch={html} />
      <IslandMount root={ref} components={components} watch={html} />
    </>
  );
}

import { lazy, Suspense, useEffect, useState, type RefObject } from 'react';
import type { LiveItem } from './index';

const LiveExamples = lazy(() => import('./index'));

/**
 * The live examples of the HTML inside `ref`: nothing loads until one of its live blocks
 * comes within 200px of the viewport; then the runtime (./index) loads, which loads each
 * chart as it scrolls into view. Pages without live blocks never load either.
 */
export function LiveMount({ root: ref, examples, editable, watch }: {
  root: RefObject<HTMLElement | null>;
  examples: LiveItem[] | undefined;
  editable?: boolean;
  /** a value that changes when the HTML inside `root` is replaced */
  watch?: unknown;
}) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setRoot(null);
    const el = ref.current;
    if (!el || !examples?.length) return;
    const blocks = el.querySelectorAll('.live-example');
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) { io.disconnect(); setRoot(el); }
    }, { rootMargin: '200px' });
    blocks.forEach((b) => io.observe(b));
    return () => io.disconnect();
  }, [ref, examples, watch]);
  if (!root || !examples?.length) return null;
  return <Suspense fallback={null}><LiveExamples root={root} examples={examples} editable={editable} /></Suspense>;
}

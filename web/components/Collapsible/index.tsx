import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/** Docusaurus's formula: longer content animates a little longer, never linearly. */
export function autoHeightDuration(height: number): number {
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

const COLLAPSED = { display: 'none', overflow: 'hidden', height: '0px' } as const;

// A layout effect in the browser; on the server (where it would not run) a plain one,
// which React 18 does not warn about.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Expands and collapses its content with a height animation (ease-in-out, duration
 * from the content height, 1 ms with reduced motion). `lazy` mounts the content on the
 * first expansion only.
 */
export default function Collapsible({
  collapsed, lazy = false, children, className, id, as: Tag = 'div',
}: {
  collapsed: boolean;
  lazy?: boolean;
  children: ReactNode;
  className?: string;
  id?: string;
  as?: 'div' | 'ul';
}) {
  const ref = useRef<HTMLElement>(null);
  const [wasOpened, setWasOpened] = useState(!collapsed);
  // Mount in the same commit that expands, so the animation can measure the content.
  const mounted = !lazy || wasOpened || !collapsed;
  const first = useRef(true);

  useEffect(() => {
    if (!collapsed) setWasOpened(true);
  }, [collapsed]);

  // A layout effect: the start height must be in place before the browser paints.
  useBrowserLayoutEffect(() => {
    const el = ref.current;
    if (first.current) { first.current = false; return undefined; }
    if (!el) return undefined;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      if (timer) clearTimeout(timer);
      el.removeEventListener('transitionend', onEnd);
      if (collapsed) Object.assign(el.style, COLLAPSED);
      else { el.style.height = 'auto'; el.style.overflow = 'visible'; }
    };
    const onEnd = (e: TransitionEvent) => { if (e.target === el && e.propertyName === 'height') done(); };
    el.style.display = 'block';
    el.style.overflow = 'hidden';
    const full = el.scrollHeight;
    const duration = reducedMotion() ? 1 : autoHeightDuration(full);
    el.style.transition = `height ${duration}ms ease-in-out`;
    el.style.height = collapsed ? `${full}px` : '0px';
    void el.offsetHeight; // commit the start height before animating
    frame = requestAnimationFrame(() => {
      el.style.height = collapsed ? '0px' : `${full}px`;
    });
    el.addEventListener('transitionend', onEnd);
    timer = setTimeout(done, duration + 100); // transitionend does not fire when nothing moved
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
      el.removeEventListener('transitionend', onEnd);
    };
  }, [collapsed]);

  const Comp = Tag as 'div';
  return (
    <Comp
      ref={ref as React.Ref<HTMLDivElement>}
      id={id}
      className={className}
      style={collapsed ? COLLAPSED : undefined}
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      {mounted ? children : null}
    </Comp>
  );
}

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Site } from '../../lib/graph-types';
import { isPlainClick } from '../Link';
import styles from './ImageZoom.module.css';

type Zoom = NonNullable<Site['imageZoom']>;
/** vector: a drawing (SVG), which fills the window; a picture grows to its own size at most. */
interface Shown { src: string; alt: string; vector: boolean }

/**
 * docusaurus-plugin-image-zoom's images (site.imageZoom): an image of the content that the
 * selector matches, and that is not inside a link (a click there follows the link), opens
 * zoomed over the page when clicked, on the background of the colour mode, in a modal dialog
 * named after it, as large as the window allows (a picture up to its own size, as
 * medium-zoom's). A click anywhere, Escape, its Close button or a scroll of the page closes
 * it, and the focus goes back where it was (the dialog element's own behaviour).
 */
export default function ImageZoom({ root, zoom, watch }: { root: RefObject<HTMLElement>; zoom: Zoom; watch: unknown }) {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    const el = root.current;
    if (!el) return undefined;
    const images = zoomable(el, zoom.selector);
    for (const img of images) img.setAttribute('data-zoomable', '');
    const onClick = (e: MouseEvent) => {
      const img = e.target instanceof HTMLImageElement && images.includes(e.target) ? e.target : null;
      if (!img || !isPlainClick(e)) return;
      const src = img.currentSrc || img.src;
      setShown({ src, alt: img.alt, vector: /\.svg([?#]|$)/i.test(src) || src.startsWith('data:image/svg') });
    };
    el.addEventListener('click', onClick);
    return () => {
      el.removeEventListener('click', onClick);
      for (const img of images) img.removeAttribute('data-zoomable');
    };
  }, [root, zoom.selector, watch]);
  return shown ? <Zoomed shown={shown} zoom={zoom} close={() => setShown(null)} /> : null;
}

/** The images of root that selector matches, outside links; none for a selector the browser cannot read. */
function zoomable(root: HTMLElement, selector: string): HTMLImageElement[] {
  try {
    return Array.from(root.querySelectorAll('img')).filter((img) => img.matches(selector) && !img.closest('a'));
  } catch {
    return [];
  }
}

function Zoomed({ shown, zoom, close }: { shown: Shown; zoom: Zoom; close: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    dialog.showModal();
    const onScroll = () => dialog.close();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (dialog.open) dialog.close();
    };
  }, []);
  const dark = document.documentElement.dataset.theme === 'dark';
  return (
    // A click anywhere closes it, as medium-zoom's does; Escape too (the dialog's own).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={shown.alt ? `Zoomed image: ${shown.alt}` : 'Zoomed image'}
      style={{ background: dark ? zoom.background.dark : zoom.background.light }}
      onClose={close}
      onClick={() => ref.current?.close()}
    >
      <img className={`${styles.image} ${shown.vector ? styles.vector : ''}`} src={shown.src} alt={shown.alt} />
      <button type="button" className={styles.close} aria-label="Close">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path fill="currentColor" d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z" />
        </svg>
      </button>
    </dialog>
  );
}

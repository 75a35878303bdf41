import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { HYDRATED_ATTR, takeEarlyClick } from '../../lib/early-clicks';
import styles from './Navbar.module.css';

/**
 * A navbar dropdown: the button toggles it (click, Enter, Space); a click, touch or
 * focus outside closes it, and so does Escape, which gives the focus back to the button.
 * A click before its code has loaded opens it once the code is there.
 */
export default function Dropdown({ label, children, align = 'left' }: {
  label: ReactNode;
  children: (close: () => void) => ReactNode;
  align?: 'left' | 'right';
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  // Its code has come: a click on the button before then opens it now (lib/early-clicks).
  useEffect(() => {
    ref.current?.setAttribute(HYDRATED_ATTR, '');
    if (takeEarlyClick(id)) setOpen(true);
  }, [id]);
  useEffect(() => {
    if (!open) return undefined;
    const outside = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      if (ref.current?.contains(document.activeElement)) button.current?.focus();
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div ref={ref} className={`${styles.dropdown} ${open ? styles.dropdownOpen : ''}`}>
      <button
        ref={button}
        type="button"
        className={`${styles.item} ${styles.dropdownButton}`}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <ul id={id} className={`${styles.menu} ${align === 'right' ? styles.menuRight : ''}`} hidden={!open}>
        {children(() => setOpen(false))}
      </ul>
    </div>
  );
}

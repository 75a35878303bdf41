import { useColorMode } from '../../hooks/useColorMode';
import { useHydrated } from '../../hooks/useHydrated';
import styles from './ColorModeToggle.module.css';

/** Light/dark switch; disabled until the page has hydrated (it cannot work before). */
export default function ColorModeToggle({ className }: { className?: string }) {
  const { colorMode, setColorMode } = useColorMode();
  const hydrated = useHydrated();
  const label = `Switch between dark and light mode (currently ${colorMode} mode)`;
  return (
    <button
      type="button"
      className={`${styles.toggle} ${className ?? ''}`}
      title={label}
      aria-label={label}
      aria-live="polite"
      disabled={!hydrated}
      onClick={() => setColorMode(colorMode === 'dark' ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.light}>
        <circle cx="12" cy="12" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M12 1.5v2M12 20.5v2M1.5 12h2M20.5 12h2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M4.6 19.4L6 18M18 6l1.4-1.4" />
      </svg>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={styles.dark}>
        <path fill="currentColor" d="M20 15.3A8.5 8.5 0 0 1 8.7 4a8.5 8.5 0 1 0 11.3 11.3z" />
      </svg>
    </button>
  );
}

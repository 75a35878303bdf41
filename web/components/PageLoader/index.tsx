import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import styles from './PageLoader.module.css';

/** Loads faster than this show nothing; slower ones a spinner. */
export const SPINNER_DELAY = 200;
/** Past this the spinner says so, and offers to start again. */
export const LOAD_TIMEOUT = 10_000;

function usePast(ms: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const t = setTimeout(() => setPast(true), ms);
    return () => clearTimeout(t);
  }, [ms]);
  return past;
}

/**
 * The state of something a page loads after it is shown (code of a lazy part, data on
 * demand): nothing for 200 ms, then a spinner; on failure the error and a "Retry"
 * button; after 10 s a note that it is taking long. `as="li"` inside lists.
 */
export function Loading({ error, retry, className, as: Tag = 'div' }: {
  error: unknown;
  retry: () => void;
  className?: string;
  as?: 'div' | 'li';
}) {
  const past = usePast(SPINNER_DELAY);
  const timedOut = usePast(LOAD_TIMEOUT);
  const cls = `${styles.loader} ${className ?? ''}`;
  // In a list the <li> stays a list item, its content has the role (a list holds list
  // items only: axe's "list" rule, which a sidebar branch still loading broke).
  const box = (role: 'alert' | 'status', label: string | undefined, content: ReactNode) => (Tag === 'li'
    ? <li className={cls}><span className={styles.contents} role={role} aria-label={label}>{content}</span></li>
    : <div className={cls} role={role} aria-label={label}>{content}</div>);
  if (error) {
    return box('alert', undefined, (
      <>
        <span className={styles.error}>
          Could not load this part of the page{error instanceof Error && error.message ? `: ${error.message}` : '.'}
        </span>
        <button type="button" className={styles.retry} onClick={retry}>Retry</button>
      </>
    ));
  }
  if (!past) return null;
  return box('status', 'Loading', (
    <>
      <span className={styles.spinner} />
      {timedOut && (
        <>
          <span>This is taking longer than expected.</span>
          <button type="button" className={styles.retry} onClick={retry}>Retry</button>
        </>
      )}
    </>
  ));
}

/** A promise-returning loader with Loading's states; `retry` calls it again. */
export function useLoad<T>(load: () => Promise<T>, enabled = true) {
  const [value, setValue] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    load().then((v) => { if (live) setValue(() => v); }, (e) => { if (live) setError(e ?? new Error('load failed')); });
    return () => { live = false; };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, enabled]);
  const retry = () => { setError(null); setAttempt((a) => a + 1); };
  return { value, error, retry };
}

/**
 * A component whose code loads on first render, like React.lazy but with the loading
 * states above and a Retry that fetches the chunk again (a failed React.lazy stays failed).
 */
export function loadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  className?: string,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  const get = () => load().then((m) => (loaded = m.default));
  return function Loadable(props: P) {
    const { value, error, retry } = useLoad(get, !loaded);
    const C = loaded ?? value;
    return C ? <C {...props} /> : <Loading error={error} retry={retry} className={className} />;
  };
}

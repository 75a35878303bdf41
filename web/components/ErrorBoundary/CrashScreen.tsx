import { useEffect } from 'react';
import type { CrashProps } from '.';
import styles from './CrashScreen.module.css';

export const CRASH_TITLE = 'Page Error';

/** The error and its causes (error.cause, then its cause, …), as lines of text. */
export function errorChain(error: unknown): string[] {
  const lines: string[] = [];
  const seen = new Set<unknown>();
  for (let e = error; e !== undefined && e !== null && !seen.has(e) && lines.length < 20; e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    lines.push(e instanceof Error ? `${e.name}: ${e.message}` : String(e));
    if (typeof e !== 'object') break;
  }
  return lines;
}

/** "This page crashed.": the error message, its causes and a "Try again" button. */
export default function CrashScreen({ error, tryAgain }: CrashProps) {
  const [message, ...causes] = errorChain(error);
  useEffect(() => {
    let before = document.title;
    document.title = CRASH_TITLE;
    // The layout applies a new page's title in an effect that runs after this one.
    const t = setTimeout(() => {
      if (document.title !== CRASH_TITLE) before = document.title;
      document.title = CRASH_TITLE;
    });
    return () => { clearTimeout(t); document.title = before; };
  }, []);
  return (
    <div role="alert" className={styles.crash}>
      <h1 className={styles.title}>This page crashed.</h1>
      <p className={styles.message}>{message}</p>
      {causes.length > 0 && (
        <ol className={styles.causes} aria-label="Causes">
          {causes.map((c, i) => <li key={i}>Cause: {c}</li>)}
        </ol>
      )}
      <button type="button" className={styles.button} onClick={tryAgain}>Try again</button>
    </div>
  );
}

import type { PageLink } from '../../lib/graph-types';
import Link from '../Link';
import styles from './Pagination.module.css';

/** Previous/next links at the end of a doc. */
export default function Pagination({ previous, next }: { previous: PageLink; next: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Docs pages" className={styles.pagination}>
      {previous ? (
        <Link href={previous.href} className={styles.link} rel="prev">
          <span className={styles.sub}>Previous</span>
          <span className={styles.label}>« {previous.title}</span>
        </Link>
      ) : <span />}
      {next ? (
        <Link href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sub}>Next</span>
          <span className={styles.label}>{next.title} »</span>
        </Link>
      ) : <span />}
    </nav>
  );
}

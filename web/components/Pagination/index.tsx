import type { PageLink } from '../../lib/graph-types';
import { t } from '../../lib/i18n';
import { useLayout } from '../Layout/context';
import Link from '../Link';
import styles from './Pagination.module.css';

/** Previous/next links at the end of a doc. */
export default function Pagination({ previous, next }: { previous: PageLink; next: PageLink }) {
  const { layout } = useLayout();
  if (!previous && !next) return null;
  return (
    <nav aria-label={t(layout, 'theme.docs.paginator.navAriaLabel')} className={styles.pagination}>
      {previous ? (
        <Link href={previous.href} className={styles.link} rel="prev">
          <span className={styles.sub}>{t(layout, 'theme.docs.paginator.previous')}</span>
          <span className={styles.label}>« {previous.title}</span>
        </Link>
      ) : <span />}
      {next ? (
        <Link href={next.href} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.sub}>{t(layout, 'theme.docs.paginator.next')}</span>
          <span className={styles.label}>{next.title} »</span>
        </Link>
      ) : <span />}
    </nav>
  );
}

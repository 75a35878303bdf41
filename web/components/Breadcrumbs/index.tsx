import type { Breadcrumb } from '../../lib/graph-types';
import { localeHome, t } from '../../lib/i18n';
import { useLayout } from '../Layout/context';
import Link from '../Link';
import styles from './Breadcrumbs.module.css';

export default function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { layout } = useLayout();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t(layout, 'theme.docs.breadcrumbs.navAriaLabel')} className={styles.breadcrumbs}>
      <ul className={styles.list}>
        <li className={styles.item}>
          <Link href={localeHome(layout)} aria-label={t(layout, 'theme.docs.breadcrumbs.home')} className={styles.home}>
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6c-.38-.34-.96-.34-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z" /></svg>
          </Link>
        </li>
        {items.map((b, i) => {
          const last = i === items.length - 1;
          return (
            <li key={i} className={styles.item}>
              {b.href && !last ? (
                <Link href={b.href} className={styles.link}>{b.label}</Link>
              ) : (
                <span className={`${styles.link} ${last ? styles.current : ''}`} aria-current={last ? 'page' : undefined}>{b.label}</span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

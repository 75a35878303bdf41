import type { DocPage, TagPage, TagsPage } from '../../lib/graph-types';
import { t } from '../../lib/i18n';
import { useLayout } from '../Layout/context';
import Link from '../Link';
import styles from './Tags.module.css';

/** A tag's link (rel="tag"), with the number of its docs when given. */
function TagLink({ label, permalink, count }: { label: string; permalink: string; count?: number }) {
  return (
    <Link href={permalink} rel="tag" className={styles.tag}>
      {label}
      {count !== undefined && <>{' '}<span className={styles.count}>{count}</span></>}
    </Link>
  );
}

/** "Tags:" and the doc's tags, at the end of a doc (Docusaurus's TagsListInline). */
export function DocTags({ tags }: { tags: DocPage['tags'] }) {
  const { layout } = useLayout();
  const linked = tags.filter((tag): tag is { label: string; permalink: string } => tag.permalink !== null);
  if (linked.length === 0) return null;
  return (
    <div className={styles.inline}>
      <b>{t(layout, 'theme.tags.tagsListLabel')}</b>
      <ul className={styles.list}>
        {linked.map((tag) => <li key={tag.permalink}><TagLink label={tag.label} permalink={tag.permalink} /></li>)}
      </ul>
    </div>
  );
}

/** A version's tags list page (/docs/tags): the tags under their initials. */
export function TagsList({ page }: { page: TagsPage }) {
  return (
    <>
      <header><h1>{page.title}</h1></header>
      {page.letters.map((l) => (
        <section key={l.letter} className={styles.letter}>
          <h2>{l.letter}</h2>
          <ul className={styles.list}>
            {l.tags.map((tag) => <li key={tag.permalink}><TagLink {...tag} /></li>)}
          </ul>
        </section>
      ))}
    </>
  );
}

/** A tag's page (/docs/tags/<tag>): its docs, by title. */
export function TagDocList({ page }: { page: TagPage }) {
  const { layout } = useLayout();
  return (
    <>
      <header className={styles.header}>
        <h1>{page.title}</h1>
        {page.description && <p>{page.description}</p>}
        {page.allTags && <Link href={page.allTags}>{t(layout, 'theme.tags.tagsPageLink')}</Link>}
      </header>
      <section>
        {page.items.map((doc) => (
          <article key={doc.route} className={styles.doc}>
            <Link href={doc.route}><h2>{doc.title}</h2></Link>
            {doc.description && <p>{doc.description}</p>}
          </article>
        ))}
      </section>
    </>
  );
}

import type { ReactNode } from 'react';
import type { CategoryPage, DocPage as Doc, TagPage, TagsPage } from '../../lib/graph-types';
import type { LastUpdated } from '../../lib/page-types';
import Breadcrumbs from '../Breadcrumbs';
import CategoryIndex from '../CategoryIndex';
import DocContent from '../DocContent';
import { lazyPart } from '../LazyPart';
import Link from '../Link';
import Pagination from '../Pagination';
import { DocTags, TagDocList, TagsList } from '../Tags';
import { DesktopToc, MobileToc } from '../Toc';
import { useLayout } from '../Layout/context';
import { t } from '../../lib/i18n';
import styles from './DocPage.module.css';

// Only versioned docs load the banner's code.
const VersionBanner = lazyPart(() => import('../VersionBanner'));

/**
 * "Last updated on <date> by <author>", from Docusaurus's theme strings (a locale's
 * code.json may reorder them): each of the two parts only when the docs plugin shows it.
 */
function LastUpdatedLine({ date, iso, by }: LastUpdated) {
  const { layout } = useLayout();
  const parts = t(layout, 'theme.lastUpdated.lastUpdatedAtBy').split(/(\{atDate\}|\{byUser\})/);
  const fill = (id: 'theme.lastUpdated.atDate' | 'theme.lastUpdated.byUser', key: string, node: ReactNode) =>
    t(layout, id).split(new RegExp(`(\\{${key}\\})`)).map((p, i) => (p === `{${key}}` ? <b key={i}>{node}</b> : p));
  return (
    <p className={styles.lastUpdated}>
      {parts.map((p, i) => {
        if (p === '{atDate}') return date && iso ? <span key={i}>{fill('theme.lastUpdated.atDate', 'date', <time dateTime={iso}>{date}</time>)}</span> : null;
        if (p === '{byUser}') return by ? <span key={i}>{fill('theme.lastUpdated.byUser', 'user', by)}</span> : null;
        return p;
      })}
    </p>
  );
}

/**
 * "Version: 2.0" under the breadcrumbs, on the pages of a version that shows a badge
 * (Docusaurus's DocVersionBadge: by default when more than one version is built).
 */
function VersionBadge({ version }: { version: string }) {
  const { layout } = useLayout();
  const v = layout.versions?.find((x) => x.name === version);
  if (!v?.badge) return null;
  return <span className={styles.versionBadge}>{t(layout, 'theme.docs.versionBadge.label').replace('{versionLabel}', v.label)}</span>;
}

/**
 * A version's tags list, or a tag's page: no sidebar, breadcrumbs, pagination or
 * version banner, as Docusaurus's DocTagsListPage and DocTagDocListPage.
 */
function TagsColumn({ page }: { page: TagsPage | TagPage }) {
  return (
    <div className={styles.container}>
      <div className={styles.column}>
        {page.kind === 'tags' ? <TagsList page={page} /> : <TagDocList page={page} />}
      </div>
    </div>
  );
}

/** The main column of a doc, generated-index or tag page (the layout adds navbar and sidebar). */
export default function DocPage({ page, lastUpdated }: { page: Doc | CategoryPage | TagsPage | TagPage; lastUpdated?: LastUpdated | null }) {
  if (page.kind === 'tags' || page.kind === 'tag') return <TagsColumn page={page} />;
  return <DocColumn page={page} lastUpdated={lastUpdated} />;
}

function DocColumn({ page, lastUpdated }: { page: Doc | CategoryPage; lastUpdated?: LastUpdated | null }) {
  const doc = page.kind === 'doc' ? page : null;
  const toc = doc && !doc.hideTableOfContents ? doc.toc : [];
  const { layout } = useLayout();
  return (
    <div className={toc.length > 0 ? `${styles.container} ${styles.withToc}` : styles.container}>
      <div className={styles.column}>
        {layout.versions && <VersionBanner version={page.version} />}
        {doc?.untranslated && (
          <div className={styles.untranslated} role="note">
            {t(layout, 'theme.docs.untranslated')}
          </div>
        )}
        <Breadcrumbs items={page.breadcrumbs} />
        <VersionBadge version={page.version} />
        {toc.length > 0 && <MobileToc toc={toc} />}
        {doc ? (
          <article>
            {!doc.hideTitle && <header><h1 id={doc.titleId}>{doc.title}</h1></header>}
            <DocContent key={doc.route} html={doc.html} live={doc.liveExamples} components={doc.components} />
          </article>
        ) : (
          <CategoryIndex page={page as CategoryPage} />
        )}
        {doc && <DocTags tags={doc.tags} />}
        {doc?.editUrl && (
          <div className={styles.edit}>
            <Link href={doc.editUrl} className={styles.editLink}>
              <svg viewBox="0 0 40 40" width="16" height="16" aria-hidden="true"><path fill="currentColor" d="m34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z" /></svg>
              {t(layout, 'theme.common.editThisPage')}
            </Link>
          </div>
        )}
        {lastUpdated && <LastUpdatedLine {...lastUpdated} />}
        <Pagination previous={page.previous} next={page.next} />
      </div>
      {toc.length > 0 && (
        <div className={styles.tocColumn}>
          <DesktopToc toc={toc} />
        </div>
      )}
    </div>
  );
}

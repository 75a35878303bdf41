import type { LayoutData } from '../../lib/page-types';
import Link from '../Link';
import styles from './Footer.module.css';

type Props = Pick<LayoutData, 'copyright' | 'footerLinks' | 'footerColumns'>;

/**
 * The site footer: Docusaurus's two forms, titled columns of links or one row of
 * links, then the copyright line (the default site has only the copyright): HTML, as
 * Docusaurus shows it, sanitised by contentc.
 */
export default function Footer({ copyright, footerLinks, footerColumns }: Props) {
  const hasLinks = footerColumns.length > 0 || footerLinks.length > 0;
  return (
    <footer className={styles.footer}>
      {hasLinks && (
        <nav aria-label="Footer" className={styles.links}>
          {footerColumns.length > 0 && (
            <div className={styles.columns}>
              {footerColumns.map((col, i) => (
                <div key={i} className={styles.column}>
                  {col.title && <div className={styles.title} id={`footer-col-${i}`}>{col.title}</div>}
                  <ul className={styles.list} aria-labelledby={col.title ? `footer-col-${i}` : undefined}>
                    {col.links.map((l, j) => <FooterItem key={j} link={l} />)}
                  </ul>
                </div>
              ))}
            </div>
          )}
          {footerLinks.length > 0 && (
            <ul className={styles.row}>
              {footerLinks.map((l, j) => <FooterItem key={j} link={l} />)}
            </ul>
          )}
        </nav>
      )}
      {copyright && <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: copyright }} />}
    </footer>
  );
}

/**
 * One footer item: a link, or an html item's HTML (sanitised by contentc, as a navbar
 * html item is) in its place, as Docusaurus's footer shows it.
 */
function FooterItem({ link }: { link: Props['footerLinks'][number] }) {
  if (link.html) return <li className={styles.html} dangerouslySetInnerHTML={{ __html: link.html }} />;
  return <li><Link href={link.href} external={link.external} className={styles.link}>{link.label}</Link></li>;
}

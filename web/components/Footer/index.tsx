import type { LayoutData } from '../../lib/page-types';
import { isExternal, withBase } from '../../lib/url';
import { useLayout } from '../Layout/context';
import Link from '../Link';
import styles from './Footer.module.css';

type Props = Pick<LayoutData, 'copyright' | 'footerLogo' | 'footerLinks' | 'footerColumns'>;

/**
 * The site footer: Docusaurus's two forms, titled columns of links or one row of
 * links, then the logo and the copyright line (the default site has only the
 * copyright): HTML, as Docusaurus shows it, sanitised by contentc.
 */
export default function Footer({ copyright, footerLogo, footerLinks, footerColumns }: Props) {
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
      {footerLogo && <FooterLogo logo={footerLogo} />}
      {copyright && <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: copyright }} />}
    </footer>
  );
}

/**
 * The footer's logo, as Docusaurus's FooterLogo: its image (the dark one in dark
 * mode), in a link when it has an href (a site path in the page's locale, or a URL).
 */
function FooterLogo({ logo }: { logo: NonNullable<Props['footerLogo']> }) {
  const { layout } = useLayout();
  const image = (src: string, cls: string) => (
    <img src={withBase(src)} alt={logo.alt} width={logo.width ?? undefined} height={logo.height ?? undefined} className={`${styles.logo} ${cls}`} />
  );
  const images = (
    <>
      {image(logo.src, logo.srcDark ? styles.logoLight : '')}
      {logo.srcDark && image(logo.srcDark, styles.logoDark)}
    </>
  );
  const own = logo.href;
  if (!own) return <div className={styles.logoBox}>{images}</div>;
  const external = isExternal(own);
  return (
    <div className={styles.logoBox}>
      <Link href={external ? own : `${layout.localePrefix ?? ''}${own}`} external={external} target={logo.target ?? undefined} className={styles.logoLink}>
        {images}
      </Link>
    </div>
  );
}

/**
 * One footer item: a link (with its own target, rel and class, as Docusaurus passes
 * them), or an html item's HTML (sanitised by contentc, as a navbar html item is) in
 * its place, as Docusaurus's footer shows it.
 */
function FooterItem({ link }: { link: Props['footerLinks'][number] }) {
  if (link.html) return <li className={styles.html} dangerouslySetInnerHTML={{ __html: link.html }} />;
  return (
    <li>
      <Link href={link.href} external={link.external} target={link.target} rel={link.rel} className={`${styles.link}${link.className ? ` ${link.className}` : ''}`}>
        {link.label}
      </Link>
    </li>
  );
}

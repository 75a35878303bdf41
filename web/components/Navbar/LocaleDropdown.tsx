import { t } from '../../lib/i18n';
import { withBase } from '../../lib/url';
import { useLayout } from '../Layout/context';
import Dropdown from './Dropdown';
import styles from './Navbar.module.css';

/**
 * The locale dropdown (sites with more than one locale): each locale's version of the
 * current page when it has one, else its home page. A locale is another site (its own
 * <html lang dir>, search index and strings), so the links load the page in full.
 */
export default function LocaleDropdown({ mobile = false }: { mobile?: boolean }) {
  const { layout, alternates } = useLayout();
  if (!alternates || alternates.length < 2) return null;
  const current = alternates.find((a) => a.code === layout.locale) ?? alternates[0];
  const entries = () => alternates.map((a) => (
    <li key={a.code}>
      <a
        href={withBase(a.href)}
        lang={a.htmlLang}
        hrefLang={a.htmlLang}
        className={`${styles.menuLink} ${a.code === current.code ? styles.menuLinkActive : ''}`}
        aria-current={a.code === current.code ? 'true' : undefined}
      >
        {a.label}
      </a>
    </li>
  ));
  if (mobile) {
    return (
      <li className={styles.mobileGroup}>
        <span className={styles.mobileGroupLabel}>{t(layout, 'theme.navbar.mobileLanguageDropdown.label')}</span>
        <ul>{entries()}</ul>
      </li>
    );
  }
  return (
    <Dropdown label={<><span className={styles.srOnly}>{t(layout, 'theme.navbar.languageDropdown.ariaLabel')}: </span>{current.label}</>} align="right">
      {entries}
    </Dropdown>
  );
}

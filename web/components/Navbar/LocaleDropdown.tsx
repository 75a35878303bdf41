import type { NavbarItem } from '../../lib/graph-types';
import { t } from '../../lib/i18n';
import { withBase } from '../../lib/url';
import { useLayout } from '../Layout/context';
import Dropdown from './Dropdown';
import { menuItems } from './NavDropdown';
import styles from './Navbar.module.css';

/**
 * The locale dropdown (sites with more than one locale): each locale's version of the
 * current page when it has one, else its home page. A locale is another site (its own
 * <html lang dir>, search index and strings), so the links load the page in full. A
 * localeDropdown item's own items (dropdownItemsBefore/After: "Help us translate") come
 * before and after the locales, as in Docusaurus.
 */
export default function LocaleDropdown({ item, mobile = false, onNavigate }: { item?: NavbarItem; mobile?: boolean; onNavigate?: () => void }) {
  const { layout, alternates } = useLayout();
  if (!alternates || alternates.length < 2) return null;
  const current = alternates.find((a) => a.code === layout.locale) ?? alternates[0];
  const entries = (close: () => void) => [...menuItems(item?.itemsBefore, 'before', close, onNavigate), ...alternates.map((a) => (
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
  )), ...menuItems(item?.itemsAfter, 'after', close, onNavigate)];
  if (mobile) {
    return (
      <li className={styles.mobileGroup}>
        <span className={styles.mobileGroupLabel}>{t(layout, 'theme.navbar.mobileLanguageDropdown.label')}</span>
        <ul>{entries(() => {})}</ul>
      </li>
    );
  }
  return (
    <Dropdown label={<><span className={styles.srOnly}>{t(layout, 'theme.navbar.languageDropdown.ariaLabel')}: </span>{current.label}</>} align="right">
      {entries}
    </Dropdown>
  );
}

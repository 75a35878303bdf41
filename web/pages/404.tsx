import type { GetStaticProps } from 'next';
import { useEffect, useState } from 'react';
import { getGraph, getLayoutData } from '../lib/content';
import { t } from '../lib/i18n';
import type { NotFoundProps } from '../lib/page-types';
import { stripBase } from '../lib/url';
import styles from '../styles/Home.module.css';

/**
 * A static host serves one 404 page for every locale: it is in the default language,
 * and shows the texts of the locale whose prefix the address starts with.
 */
export default function NotFound({ layout, localeTexts }: NotFoundProps) {
  const [texts, setTexts] = useState({ title: t(layout, 'theme.NotFound.title'), p1: t(layout, 'theme.NotFound.p1'), p2: t(layout, 'theme.NotFound.p2'), lang: '' });
  useEffect(() => {
    const path = stripBase(window.location.pathname);
    const l = localeTexts.find((x) => path === x.prefix || path.startsWith(`${x.prefix}/`));
    if (!l) return;
    setTexts({ title: l.title, p1: l.p1, p2: l.p2, lang: l.htmlLang });
    document.documentElement.lang = l.htmlLang;
    document.documentElement.dir = l.direction;
  }, [localeTexts]);
  return (
    <div className={styles.notFound} lang={texts.lang || undefined}>
      <h1>{texts.title}</h1>
      <p>{texts.p1}</p>
      <p>{texts.p2}</p>
    </div>
  );
}

export const getStaticProps: GetStaticProps<NotFoundProps> = async () => {
  const localeTexts = getGraph().locales.filter((l) => !l.default && l.routePrefix).map((l) => {
    const layout = getLayoutData(l.code);
    return {
      prefix: l.routePrefix, htmlLang: l.htmlLang, direction: l.direction,
      title: t(layout, 'theme.NotFound.title'), p1: t(layout, 'theme.NotFound.p1'), p2: t(layout, 'theme.NotFound.p2'),
    };
  });
  return { props: { layout: getLayoutData(), localeTexts } };
};

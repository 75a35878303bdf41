import type { HomeProps } from '../../lib/page-types';
import styles from '../../styles/Home.module.css';
import Link from '../Link';

/** The home page of a locale: the title, the tagline and a card per docs section. */
export default function Home({ layout, sections }: Pick<HomeProps, 'layout' | 'sections'>) {
  return (
    <>
      <header className={styles.hero}>
        <h1 className={styles.title}>{layout.title}</h1>
        <p className={styles.tagline}>{layout.tagline}</p>
      </header>
      <section className={styles.sections} aria-label="Sections">
        {sections.map((s) => (
          <Link key={s.href} href={s.href} className={styles.card}>
            <span className={styles.cardTitle}>{s.label}</span>
            <span aria-hidden="true" className={styles.arrow}>→</span>
          </Link>
        ))}
      </section>
    </>
  );
}

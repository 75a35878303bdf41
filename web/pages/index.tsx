import type { GetStaticProps } from 'next';
import Link from '../components/Link';
import { getHomeProps } from '../lib/content';
import type { HomeProps } from '../lib/page-types';
import styles from '../styles/Home.module.css';

export default function Home({ layout, sections }: HomeProps) {
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
            <span aria-hidden="true">→</span>
          </Link>
        ))}
      </section>
    </>
  );
}

export const getStaticProps: GetStaticProps<HomeProps> = async () => ({ props: getHomeProps() });

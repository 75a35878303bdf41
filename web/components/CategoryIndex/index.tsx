import type { CategoryPage } from '../../lib/graph-types';
import Link from '../Link';
import styles from './CategoryIndex.module.css';

/** A generated-index category page: the title and one card per item. */
export default function CategoryIndex({ page }: { page: CategoryPage }) {
  return (
    <>
      <header>
        <h1>{page.title}</h1>
        {page.description && <p className={styles.description}>{page.description}</p>}
      </header>
      <section className={styles.grid}>
        {page.items.map((card) => (
          <article key={card.href} className={styles.card}>
            <Link href={card.href} className={styles.cardLink}>
              <h2 className={styles.cardTitle}>{card.label}</h2>
              {card.description && <p className={styles.cardDescription}>{card.description}</p>}
            </Link>
          </article>
        ))}
      </section>
    </>
  );
}

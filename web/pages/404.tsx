import type { GetStaticProps } from 'next';
import { getLayoutData } from '../lib/content';
import type { NotFoundProps } from '../lib/page-types';
import styles from '../styles/Home.module.css';

export default function NotFound(_props: NotFoundProps) {
  return (
    <div className={styles.notFound}>
      <h1>Page Not Found</h1>
      <p>We could not find what you were looking for.</p>
      <p>The page may have moved; the navigation above leads to the documentation.</p>
    </div>
  );
}

export const getStaticProps: GetStaticProps<NotFoundProps> = async () => ({ props: { layout: getLayoutData() } });

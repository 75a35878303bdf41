import styles from './Footer.module.css';

export default function Footer({ copyright }: { copyright: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.copyright}>{copyright}</div>
    </footer>
  );
}

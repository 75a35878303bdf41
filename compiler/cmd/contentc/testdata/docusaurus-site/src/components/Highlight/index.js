// The component of Docusaurus's "Using JSX in Markdown" guide, as sites copy it.
import React from 'react';
import styles from './styles.module.css';

export default function Highlight({ children, color }) {
  return (
    <span className={styles.highlight} style={{ backgroundColor: color }}>
      {children}
    </span>
  );
}

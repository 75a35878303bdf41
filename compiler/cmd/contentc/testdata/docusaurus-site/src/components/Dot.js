// A status dot, passed to <Example> as its component, or as an element with its own
// label and text (<Example preview={<Dot label="Busy">Busy now</Dot>} />).
import React from 'react';

export default function Dot({ label = 'Ready', children }) {
  return (
    <>
      <span role="img" aria-label={label} style={{ color: '#25c2a0' }}>●</span>
      {children ? <span> {children}</span> : null}
    </>
  );
}

// A status dot, passed to <Example> as its component.
import React from 'react';

export default function Dot() {
  return <span role="img" aria-label="Ready" style={{ color: '#25c2a0' }}>●</span>;
}

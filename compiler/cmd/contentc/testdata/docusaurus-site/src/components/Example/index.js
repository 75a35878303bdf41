// A frame that shows the component it is given (as interactive examples in docs take
// theirs: <Example component={Demo} />), or the element it is given
// (<Example preview={<Demo size={2} />} />, as gesture handler's docs pass theirs).
import React from 'react';

export default function Example({ title, component: Demo, preview }) {
  return (
    <figure>
      <figcaption>{title}</figcaption>
      {preview ?? (Demo ? <Demo /> : <em>nothing to show</em>)}
    </figure>
  );
}

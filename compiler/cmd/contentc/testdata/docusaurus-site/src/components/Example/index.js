// A frame that shows the component it is given (as interactive examples in docs take
// theirs: <Example component={Demo} />).
import React from 'react';

export default function Example({ title, component: Demo }) {
  return (
    <figure>
      <figcaption>{title}</figcaption>
      {Demo ? <Demo /> : <em>nothing to show</em>}
    </figure>
  );
}

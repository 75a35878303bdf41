import type { ReactNode } from 'react';

/**
 * `@docusaurus/Head` for site components: nothing. What a component would put in the
 * document head (a title, meta tags) is the page's to say (its front matter, or the MDX
 * `<head>` contentc reads); the component itself renders.
 */
export default function Head(_: { children?: ReactNode }) {
  return null;
}

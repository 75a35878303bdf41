import type { GetStaticProps } from 'next';
import { useRef } from 'react';
import Link from '../components/Link';
import { LiveMount } from '../components/LiveExamples/mount';
import { getStorybookProps } from '../lib/content';
import type { StorybookProps } from '../lib/page-types';

/**
 * /storybook: every live example of the docs (last version) as a gallery, grouped by
 * chart type; each card has the example's title, a link back to its page and its code
 * behind a disclosure. Charts draw as their cards scroll into view, as on doc pages.
 */
export default function Storybook({ groups }: StorybookProps) {
  const ref = useRef<HTMLDivElement>(null);
  const cards = groups.flatMap((g) => g.cards);
  const count = cards.length;
  return (
    <div className="gallery">
      <div ref={ref}>
        <h1>Storybook</h1>
        <p>
          {count === 0
            ? 'This site has no live examples yet.'
            : `All ${count} live examples of these docs, grouped by chart type. Each chart is drawn by @elastic/charts when its card scrolls into view; open its page to edit it.`}
        </p>
        {groups.map((g) => (
          <section key={g.chartType} className="gallery-group" aria-labelledby={`group-${g.chartType}`}>
            <h2 id={`group-${g.chartType}`}>{g.label}</h2>
            <ul className="gallery-cards">
              {g.cards.map((c) => (
                <li key={c.id} className="gallery-card" id={c.id}>
                  <h3>{c.title}</h3>
                  <Link href={c.route}>{`From ${c.docTitle}`}</Link>
                  <div className="live-example" data-live-index={c.index}><div className="live-chart" /></div>
                  <details>
                    <summary>Code</summary>
                    <pre tabIndex={0}><code>{c.code}</code></pre>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <LiveMount root={ref} examples={cards} editable={false} />
    </div>
  );
}

export const getStaticProps: GetStaticProps<StorybookProps> = async () => ({ props: getStorybookProps() });

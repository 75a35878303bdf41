import type { GetStaticPaths, GetStaticProps } from 'next';
import DocPage from '../components/DocPage';
import { getPageProps, getRoutes, routeToSlug, slugToRoute } from '../lib/content';
import type { PageProps } from '../lib/page-types';

export default function Page({ page }: PageProps) {
  return <DocPage page={page} />;
}

/**
 * The export has a page for every route of the graph. Under `next dev` (make dev) the
 * graph changes while the server runs, and Next keeps the paths it was given: there no
 * path is listed and every request goes to getStaticProps ('blocking'), so a page added
 * a second ago opens, and one that is gone is the 404 page.
 */
export const getStaticPaths: GetStaticPaths = async () => (process.env.NODE_ENV === 'production' ? {
  paths: getRoutes()
    .filter((r) => routeToSlug(r.route).length > 0)
    .map((r) => ({ params: { slug: routeToSlug(r.route) } })),
  fallback: false,
} : { paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<PageProps, { slug: string[] }> = async ({ params }) => {
  const props = getPageProps(slugToRoute(params?.slug ?? []));
  if (!props) return { notFound: true };
  return { props };
};

import type { GetStaticPaths, GetStaticProps } from 'next';
import DocPage from '../components/DocPage';
import Home from '../components/Home';
import { getHomeProps, getPageProps, getRoutes, localeHomeRoutes, localeOfRoute, routeToSlug, slugToRoute } from '../lib/content';
import { withMath } from '../lib/math';
import { withIslands } from '../lib/islands-server';
import type { HomeProps, PageProps } from '../lib/page-types';

type Props = PageProps | (HomeProps & { page?: undefined });

/** A doc or category page, or the home page of a non-default locale ("/fr/"). */
export default function Page(props: Props) {
  if (!props.page) return <Home layout={props.layout} sections={props.sections} />;
  return <DocPage page={props.page} lastUpdated={props.lastUpdated} />;
}

/**
 * The export has a page for every route of the graph and a home page for each other
 * locale ("/fr/"). Under `next dev` (make dev) the graph changes while the server runs,
 * and Next keeps the paths it was given: there no path is listed and every request goes
 * to getStaticProps ('blocking'), so a page added a second ago opens, and one that is
 * gone is the 404 page.
 */
export const getStaticPaths: GetStaticPaths = async () => (process.env.NODE_ENV === 'production' ? {
  paths: [...getRoutes().map((r) => r.route), ...localeHomeRoutes()]
    .filter((r) => routeToSlug(r).length > 0)
    .map((r) => ({ params: { slug: routeToSlug(r) } })),
  fallback: false,
} : { paths: [], fallback: 'blocking' });

export const getStaticProps: GetStaticProps<Props, { slug: string[] }> = async ({ params }) => {
  const route = slugToRoute(params?.slug ?? []);
  const props = getPageProps(route);
  if (props) return { props: await withIslands(props.layout.math ? withMath(props) : props) };
  if (localeHomeRoutes().includes(`${route}/`)) return { props: getHomeProps(localeOfRoute(route)?.code ?? null) };
  return { notFound: true };
};

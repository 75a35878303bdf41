import type { GetStaticPaths, GetStaticProps } from 'next';
import DocPage from '../components/DocPage';
import Home from '../components/Home';
import { getHomeProps, getPageProps, getRoutes, localeHomeRoutes, localeOfRoute, routeToSlug, slugToRoute } from '../lib/content';
import type { HomeProps, PageProps } from '../lib/page-types';

type Props = PageProps | (HomeProps & { page?: undefined });

/** A doc or category page, or the home page of a non-default locale ("/fr/"). */
export default function Page(props: Props) {
  if (!props.page) return <Home layout={props.layout} sections={props.sections} />;
  return <DocPage page={props.page} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: [...getRoutes().map((r) => r.route), ...localeHomeRoutes()]
    .filter((r) => routeToSlug(r).length > 0)
    .map((r) => ({ params: { slug: routeToSlug(r) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<Props, { slug: string[] }> = async ({ params }) => {
  const route = slugToRoute(params?.slug ?? []);
  const props = getPageProps(route);
  if (props) return { props };
  if (localeHomeRoutes().includes(`${route}/`)) return { props: getHomeProps(localeOfRoute(route)?.code ?? null) };
  return { notFound: true };
};

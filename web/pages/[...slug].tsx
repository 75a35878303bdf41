import type { GetStaticPaths, GetStaticProps } from 'next';
import DocPage from '../components/DocPage';
import { getPageProps, getRoutes, routeToSlug, slugToRoute } from '../lib/content';
import type { PageProps } from '../lib/page-types';

export default function Page({ page }: PageProps) {
  return <DocPage page={page} />;
}

export const getStaticPaths: GetStaticPaths = async () => ({
  paths: getRoutes()
    .filter((r) => routeToSlug(r.route).length > 0)
    .map((r) => ({ params: { slug: routeToSlug(r.route) } })),
  fallback: false,
});

export const getStaticProps: GetStaticProps<PageProps, { slug: string[] }> = async ({ params }) => {
  const props = getPageProps(slugToRoute(params?.slug ?? []));
  if (!props) return { notFound: true };
  return { props };
};

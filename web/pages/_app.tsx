import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import Layout from '../components/Layout';
import { headFor } from '../lib/head';
import type { AnyPageProps } from '../lib/page-types';
import '../styles/global.css';

/** Wraps every page in the site layout; the layout data comes with each page's props. */
export default function App({ Component, pageProps }: AppProps<AnyPageProps>) {
  const router = useRouter();
  const { layout, page, sidebar } = pageProps;
  if (!layout) return <Component {...pageProps} />;
  const notFound = router.pathname === '/404' || router.pathname === '/_error';
  const route = page?.route ?? (router.pathname === '/' ? '/' : router.asPath.split(/[?#]/)[0]);
  return (
    <Layout
      layout={layout}
      route={route}
      version={page?.version ?? null}
      sidebar={sidebar ?? null}
      hideFooter={page?.kind === 'doc' && page.hideFooter}
      notFound={notFound}
      head={headFor(pageProps, router.pathname)}
    >
      <Component {...pageProps} />
    </Layout>
  );
}

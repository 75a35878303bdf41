import type { AppProps } from 'next/app';
import NextHead from 'next/head';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import ErrorBoundary from '../components/ErrorBoundary';
import Layout from '../components/Layout';
import { headFor } from '../lib/head';
import type { AnyPageProps } from '../lib/page-types';
import '../styles/global.css';
import '../styles/live.css';

/**
 * Wraps every page in the site layout; the layout data comes with each page's props.
 * Around it: the crash screen (for the page inside the layout, and for the layout
 * itself); after hydration, the navigation runtime (scrolling, route progress bar).
 */
export default function App({ Component, pageProps }: AppProps<AnyPageProps>) {
  const router = useRouter();
  useEffect(() => { import('../lib/navigation-runtime').then((m) => m.start(), () => {}); }, []);
  useEffect(() => { if (process.env.NODE_ENV !== 'production') import('../components/DevReload').then((m) => m.startDevReload(), () => {}); }, []);
  const { layout, page, sidebar, alternates, versionHrefs } = pageProps;
  if (!layout) return <Component {...pageProps} />;
  const notFound = router.pathname === '/404' || router.pathname === '/_error';
  const route = page?.route ?? (router.pathname === '/' ? '/' : router.asPath.split(/[?#]/)[0]);
  const head = headFor(pageProps, router.pathname);
  return (
    <ErrorBoundary>
      {/* The title goes through next/head (Next refuses <title> in _document); the
          other head elements are static HTML from _document, kept up to date by Layout. */}
      {head && <NextHead><title>{head.title}</title></NextHead>}
      <Layout
        layout={layout}
        route={route}
        version={page?.version ?? null}
        sidebar={sidebar ?? null}
        hideFooter={page?.kind === 'doc' && page.hideFooter}
        notFound={notFound}
        alternates={alternates ?? null}
        versionHrefs={versionHrefs ?? null}
        head={head}
      >
        <ErrorBoundary resetKey={route}>
          <Component {...pageProps} />
        </ErrorBoundary>
      </Layout>
    </ErrorBoundary>
  );
}

import type { GetStaticProps } from 'next';
import Home from '../components/Home';
import { getHomeProps } from '../lib/content';
import type { HomeProps } from '../lib/page-types';

export default function Index({ layout, sections }: HomeProps) {
  return <Home layout={layout} sections={sections} />;
}

export const getStaticProps: GetStaticProps<HomeProps> = async () => ({ props: getHomeProps() });

import { useContext } from 'react';
import { LayoutContext } from '../../components/Layout/context';

/** The props of react-lite-youtube-embed's component that change what it shows. */
interface Props {
  id: string;
  title: string;
  playlist?: boolean;
  cookie?: boolean;
  muted?: boolean;
  params?: string;
  aspectWidth?: number;
  aspectHeight?: number;
  iframeClass?: string;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `react-lite-youtube-embed` for site components whose content tree has no
 * node_modules (playwright.dev's LiteYouTube wraps it): YouTube's player as the package
 * shows it once played, as contentc renders the package's element written in MDX
 * (compiler/internal/markdown/mdx/embeds): youtube-nocookie.com unless `cookie`, a
 * playlist's videoseries, `params` added to the query (but autoplay: the package's is the
 * click on its poster, which the frame replaces), the package's aspect ratio; it loads
 * lazily and does not start by itself. Where the site may not frame YouTube
 * (markdown.iframeHosts), a link to the video instead.
 */
export default function LiteYouTubeEmbed({ id, title, playlist, cookie, muted, params, aspectWidth = 16, aspectHeight = 9, iframeClass }: Props) {
  const hosts = useContext(LayoutContext)?.layout.iframeHosts ?? [];
  if (!VIDEO_ID.test(String(id))) return null;
  const host = cookie ? 'www.youtube.com' : 'www.youtube-nocookie.com';
  const query = new URLSearchParams(typeof params === 'string' ? params : '');
  query.delete('autoplay'); // the package's is the click on its poster, which the frame replaces
  if (playlist) query.set('list', id);
  if (muted) query.set('mute', '1');
  query.sort();
  const q = query.toString();
  const src = `https://${host}/embed/${playlist ? 'videoseries' : id}${q ? `?${q}` : ''}`;
  if (!hosts.includes(host)) {
    return <p><a href={`https://www.youtube.com/${playlist ? `playlist?list=${id}` : `watch?v=${id}`}`} target="_blank" rel="noopener noreferrer">{title}</a></p>;
  }
  return (
    <iframe
      className={iframeClass}
      src={src}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      style={{ width: '100%', height: 'auto', border: 0, aspectRatio: `${aspectWidth} / ${aspectHeight}` }}
    />
  );
}

export { LiteYouTubeEmbed };

import { useEffect, useState } from 'react';
import type { AnnouncementBar as Bar } from '../../lib/graph-types';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, LEGACY_ANNOUNCEMENT_ID } from '../../lib/keys';
import { read, write } from '../../lib/storage';

/**
 * The announcement bar from site.yaml. The dismissal is stored as a flag plus the id it
 * applies to (Docusaurus's keys), so a new id shows the bar again. The server renders
 * it visible; the head script hides it before paint when it was dismissed. Its styles are
 * global (styles/global.css): they must apply before this code loads.
 */
export default function AnnouncementBar({ bar }: { bar: Bar }) {
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    let viewedId = read(ANNOUNCEMENT_ID_KEY);
    if (viewedId === LEGACY_ANNOUNCEMENT_ID) viewedId = 'announcement-bar';
    const isNew = viewedId !== bar.id;
    write(ANNOUNCEMENT_ID_KEY, bar.id);
    if (isNew) write(ANNOUNCEMENT_DISMISS_KEY, 'false');
    setClosed(!isNew && read(ANNOUNCEMENT_DISMISS_KEY) === 'true');
  }, [bar.id]);

  if (closed) return null;
  const close = () => {
    write(ANNOUNCEMENT_DISMISS_KEY, 'true');
    document.documentElement.removeAttribute('data-announcement-dismissed');
    setClosed(true);
  };
  return (
    <div
      className="announcement-bar"
      role="banner"
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {bar.isCloseable && <div className="announcement-bar__spacer" />}
      {/* content is sanitised inline HTML from the compiler */}
      <div className="announcement-bar__content" dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className="announcement-bar__close" aria-label="Close" onClick={close}>
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true"><path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" /></svg>
        </button>
      )}
    </div>
  );
}

/** localStorage keys: the same as Docusaurus's, so a reader's choices carry over. */
export const THEME_KEY = 'theme';
export const ANNOUNCEMENT_DISMISS_KEY = 'docusaurus.announcement.dismiss';
export const ANNOUNCEMENT_ID_KEY = 'docusaurus.announcement.id';
/** Docusaurus once shipped the default id misspelled; a stored "annoucement-bar" means "announcement-bar". */
export const LEGACY_ANNOUNCEMENT_ID = 'annoucement-bar';
export const preferredVersionKey = (pluginId: string) => `docs-preferred-version-${pluginId}`;
/** Desktop layout applies above this width. */
export const DESKTOP_MIN_WIDTH = 997;

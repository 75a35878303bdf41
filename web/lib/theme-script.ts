/**
 * The one inline script of the site. It runs in <head> before first paint: it applies
 * the stored colour mode (no flash) and hides an announcement bar the reader already
 * dismissed (no layout shift). It is a constant, so its CSP hash is stable; per-site
 * values come from attributes on <html> that _document renders.
 */
export const THEME_SCRIPT =
  "(function(){try{var d=document.documentElement,s=window.localStorage,t=s.getItem('theme');" +
  "if(t==='light'||t==='dark')d.setAttribute('data-theme',t);" +
  "var a=d.getAttribute('data-announcement-id');if(a){var v=s.getItem('docusaurus.announcement.id');" +
  "if(v==='annoucement-bar')v='announcement-bar';" +
  "if(v===a&&s.getItem('docusaurus.announcement.dismiss')==='true')d.setAttribute('data-announcement-dismissed','true')}" +
  "}catch(e){}})();";

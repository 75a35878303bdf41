/**
 * The theme's own strings, by the ids Docusaurus gives them in i18n/<locale>/code.json,
 * with their English defaults. A locale's code.json replaces the ones it has
 * (LayoutData.strings holds only those, so a page carries no more than it uses).
 */
import type { LayoutData } from './page-types';

export const THEME_STRINGS = {
  'theme.TOCCollapsible.toggleButtonLabel': 'On this page',
  'theme.TOC.ariaLabel': 'Table of contents',
  'theme.docs.paginator.navAriaLabel': 'Docs pages',
  'theme.docs.paginator.next': 'Next',
  'theme.docs.paginator.previous': 'Previous',
  'theme.docs.breadcrumbs.navAriaLabel': 'Breadcrumbs',
  'theme.docs.breadcrumbs.home': 'Home page',
  'theme.common.editThisPage': 'Edit this page',
  'theme.lastUpdated.atDate': ' on {date}',
  'theme.lastUpdated.byUser': ' by {user}',
  'theme.lastUpdated.lastUpdatedAtBy': 'Last updated{atDate}{byUser}',
  'theme.common.skipToMainContent': 'Skip to main content',
  'theme.SearchBar.label': 'Search',
  'theme.SearchBar.loading': 'Loading...',
  'theme.SearchBar.unavailable': 'Search unavailable',
  'theme.SearchBar.noResults': 'No results for',
  'theme.NotFound.title': 'Page Not Found',
  'theme.NotFound.p1': 'We could not find what you were looking for.',
  'theme.NotFound.p2': 'The page may have moved; the navigation above leads to the documentation.',
  'theme.navbar.mobileLanguageDropdown.label': 'Languages',
  'theme.navbar.languageDropdown.ariaLabel': 'Language',
  'theme.docs.untranslated': 'This page has not been translated yet',
  'theme.docs.untranslated.link': 'Read it in the original language',
  'theme.docs.versionBadge.label': 'Version: {versionLabel}',
  'theme.docs.sidebar.collapseButtonTitle': 'Collapse sidebar',
  'theme.docs.sidebar.collapseButtonAriaLabel': 'Collapse sidebar',
  'theme.docs.sidebar.expandButtonTitle': 'Expand sidebar',
  'theme.docs.sidebar.expandButtonAriaLabel': 'Expand sidebar',
  'theme.tags.tagsListLabel': 'Tags:',
  'theme.tags.tagsPageLink': 'View All Tags',
} as const;

export type ThemeStringId = keyof typeof THEME_STRINGS;

/** The locale's string for `id`, else the English default. */
export function t(layout: Pick<LayoutData, 'strings'> | null | undefined, id: ThemeStringId): string {
  return layout?.strings?.[id] ?? THEME_STRINGS[id];
}

/** The home page of the layout's locale ("/" or "/fr/"). */
export function localeHome(layout: Pick<LayoutData, 'localePrefix'>): string {
  return layout.localePrefix ? `${layout.localePrefix}/` : '/';
}

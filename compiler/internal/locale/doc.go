package locale

import (
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
)

// compiler is the compile's state, with this phase's methods.
type compiler struct{ *model.State }

// Load makes the versions of every selected non-default locale (after the
// default locale's versions are scanned): each translated doc in place of its
// original, the translated sidebar labels and the locale's theme strings.
func Load(st *model.State, scanOpts func(vs *model.Version) scan.Options) {
	(&compiler{st}).loadLocales(scanOpts)
}

// TranslateSidebars applies a locale version's sidebar and category label
// translations to its resolved sidebars.
func TranslateSidebars(st *model.State, vs *model.Version) { (&compiler{st}).translateSidebars(vs) }

// LocalizeSidebarLinks makes a locale's sidebar links to the site's own paths
// point into the locale.
func LocalizeSidebarLinks(st *model.State, vs *model.Version) {
	(&compiler{st}).localizeSidebarLinks(vs)
}

// TranslateTheme makes a locale's copy of the site's navbar, footer and theme
// strings.
func TranslateTheme(st *model.State, ls *model.LocaleState, site *graph.Site) {
	(&compiler{st}).translateTheme(ls, site)
}

// Infos lists the site's locales for the graph.
func Infos(st *model.State, site graph.Site, gvs map[*model.Version]*graph.Version) []graph.LocaleInfo {
	return (&compiler{st}).localeInfos(site, gvs)
}

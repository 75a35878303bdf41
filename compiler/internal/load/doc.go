// Package load is the first phase of a compile: the configuration's checks, the
// versions and their sidebars files, the scanned docs of each version (and the
// TypeDoc importer's pages), the static files and the route table.
package load

import (
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
)

// compiler is the compile's state, with this phase's methods.
type compiler struct{ *model.State }

// Config checks and completes the loaded configuration (code themes, table
// of contents levels, site URLs) and reads the versions and their sidebars files.
func Config(st *model.State) {
	c := &compiler{st}
	c.checkThemes()
	c.checkTOCLevels()
	c.checkRawImports()
	c.sanitizeSiteURLs()
	c.loadVersions()
}

// Docs scans each version's docs folder (and imports the TypeDoc pages into
// the last version).
func Docs(st *model.State, scanOpts func(vs *model.Version) scan.Options) {
	c := &compiler{st}
	for _, vs := range c.Vers {
		vs.Tree = scan.Scan(scanOpts(vs), c.V, c.Diags)
		if vs.IsLast && vs.Plugin.Default() {
			c.importTypedoc(vs)
		}
	}
}

// Routes lists the static files and makes the route table of every version's
// docs (duplicate routes are reported).
func Routes(st *model.State) {
	c := &compiler{st}
	c.collectStatic()
	c.registerRoutes()
	st.FoldRoutes()
}

package load

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/highlight/codetheme"
	"github.com/contentc/contentc/compiler/internal/jseval"
	"github.com/contentc/contentc/compiler/internal/jseval/nodemod"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/source"

	"github.com/contentc/contentc/compiler/internal/typedoc"
	"github.com/contentc/contentc/compiler/internal/validate"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
	"github.com/dop251/goja"
)

// sanitizeSiteURLs removes site.yaml URLs that could run script (favicon, logo,
// footer links, editUrl), with a warning at each.
func (c *compiler) sanitizeSiteURLs() {
	s := &c.Cfg.Site
	warn := func(ptr, what string) {
		p := yamlpos.Pos{}
		if c.Cfg.Doc != nil {
			p = c.Cfg.Doc.At(ptr)
		}
		c.Diags.Warnf(diag.UnsafeURL, c.Cfg.File, p.Line, p.Column, "%s has a URL that can run script or read local files; it was removed", what)
	}
	// An image's own data is kept where the site shows an image: a favicon
	// (Docusaurus keeps `data:image/svg+xml,<svg …>⚡️…`, flash-list's) and
	// the navbar and footer logos (webdriverio's is a base64 SVG), which the web shows
	// with <img>: a browser draws an SVG image there, never runs its script.
	imageData := func(u string) bool { return strings.HasPrefix(strings.ToLower(strings.TrimSpace(u)), "data:image/") }
	if s.Favicon != nil && safelink.IsDangerous(*s.Favicon) && !imageData(*s.Favicon) {
		warn("/favicon", "favicon")
		s.Favicon = nil
	}
	if s.Image != nil && safelink.IsDangerous(*s.Image) {
		warn("/image", "image")
		s.Image = nil
	}
	var tags []graph.HeadTag
	for i, t := range s.HeadTags {
		if safelink.IsDangerous(t.Attributes["href"]) {
			warn(fmt.Sprintf("/headTags/%d/attributes/href", i), fmt.Sprintf("headTags[%d]", i))
			continue
		}
		tags = append(tags, t)
	}
	s.HeadTags = tags
	for i, logo := range []**graph.Logo{&s.Navbar.Logo, &s.Footer.Logo} {
		part := []string{"navbar", "footer"}[i]
		switch lg := *logo; {
		case lg == nil:
		case safelink.IsDangerous(lg.Src) && !imageData(lg.Src):
			warn("/"+part+"/logo/src", part+".logo.src")
			*logo = nil
		case lg.SrcDark != nil && safelink.IsDangerous(*lg.SrcDark) && !imageData(*lg.SrcDark):
			warn("/"+part+"/logo/srcDark", part+".logo.srcDark")
			lg.SrcDark = nil
		}
	}
	kept := s.Footer.Links[:0]
	for i, l := range s.Footer.Links {
		if safelink.IsDangerous(l.Href) {
			warn(fmt.Sprintf("/footer/links/%d", i), fmt.Sprintf("footer link %q", l.Label))
			continue
		}
		kept = append(kept, l)
	}
	s.Footer.Links = kept
	for ci := range s.Footer.Columns {
		col := &s.Footer.Columns[ci]
		kept := col.Links[:0]
		for i, l := range col.Links {
			if safelink.IsDangerous(l.Href) {
				warn(fmt.Sprintf("/footer/links/%d/items/%d", ci, i), fmt.Sprintf("footer link %q", l.Label))
				continue
			}
			kept = append(kept, l)
		}
		col.Links = kept
	}
	if s.Docs.EditURL != nil && safelink.IsDangerous(*s.Docs.EditURL) {
		warn("/docs/editUrl", "docs.editUrl")
		s.Docs.EditURL = nil
	}
	for _, pl := range c.Cfg.OtherPlugins {
		if pl.EditURL != nil && safelink.IsDangerous(*pl.EditURL) {
			warn(pl.Ptr+"/editUrl", "docsPlugins editUrl")
			pl.EditURL = nil
		}
	}
}

// checkTOCLevels reports site-wide table of contents levels that leave every
// table of contents empty.
func (c *compiler) checkTOCLevels() {
	if c.Cfg.TOCMaxLevel >= c.Cfg.TOCMinLevel {
		return
	}
	line, col := 0, 0
	if c.Cfg.Doc != nil {
		p := c.Cfg.Doc.At("/tableOfContents/maxHeadingLevel")
		line, col = p.Line, p.Column
	}
	c.Diags.Warnf(diag.TOCLevels, c.Cfg.File, line, col, "tableOfContents.maxHeadingLevel %d is below minHeadingLevel %d: every table of contents is empty; raise it", c.Cfg.TOCMaxLevel, c.Cfg.TOCMinLevel)
}

// checkRawImports reports a markdown.rawImports test or query that is not a
// regular expression Go reads (RE2), and leaves that entry out.
func (c *compiler) checkRawImports() {
	kept := c.Cfg.RawImports[:0:0]
entries:
	for i, r := range c.Cfg.RawImports {
		for key, expr := range map[string]string{"test": r.Test, "query": r.Query} {
			if _, err := regexp.Compile(expr); err != nil {
				line, col := 0, 0
				if c.Cfg.Doc != nil {
					p := c.Cfg.Doc.At(fmt.Sprintf("/markdown/rawImports/%d/%s", i, key))
					line, col = p.Line, p.Column
				}
				c.Diags.Errorf(diag.Schema, c.Cfg.File, line, col, "markdown.rawImports[%d].%s is not a regular expression contentc reads (Go's RE2 syntax: no lookaround, no backreferences): %v", i, key, err)
				continue entries
			}
		}
		kept = append(kept, r)
	}
	c.Cfg.RawImports = kept
}

func (c *compiler) checkThemes() {
	themes := codetheme.Themes()
	for _, k := range []string{"light", "dark"} {
		name := c.Cfg.Site.CodeThemes.Light
		if k == "dark" {
			name = c.Cfg.Site.CodeThemes.Dark
		}
		if slices.Contains(themes, name) {
			continue
		}
		line, col := 0, 0
		if c.Cfg.Doc != nil {
			p := c.Cfg.Doc.At("/codeThemes/" + k)
			line, col = p.Line, p.Column
		}
		msg := fmt.Sprintf("unknown code theme %q", name)
		if s := validate.Suggest(name, themes); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		}
		c.Diags.Add(diag.Diagnostic{Severity: diag.Error, ID: diag.UnknownTheme, File: c.Cfg.File, Line: line, Column: col, Message: msg,
			Notes: []string{"available themes: " + strings.Join(themes, ", ")}})
	}
}

// loadVersions reads versions.json and routes the versions as Docusaurus does:
// the last version (the first of versions.json that is not "current", or
// docs.lastVersion; versions.json may name "current" to place the docs folder
// among the versions) at the docs root with
// its own label, the docs folder ("current", label Next) at /next with the
// "unreleased" banner, older versions at /<name> with the "unmaintained" banner;
// docs.versions overrides label, path and banner, docs.onlyIncludeVersions and
// docs.includeCurrentVersion choose what is built. Without versions.json the
// docs folder is the only version, at the docs root.
func (c *compiler) loadVersions() {
	c.Vers = nil
	ids := map[string]bool{}
	for _, pl := range c.Cfg.DocsPlugins() {
		if ids[pl.PluginID] {
			c.ConfigError(diag.Schema, pl.Ptr+"/id", "docs plugin id %q is taken by another docs plugin; give each its own id", pl.PluginID)
			continue
		}
		ids[pl.PluginID] = true
		if !pl.Default() {
			// Another plugin whose folder is not in the repository (a build
			// step fetches or generates it: open-feature's external-content/)
			// is left out with a warning, as contentc left every other plugin
			// out before it built them; the site compiles without its pages.
			// (Only when the plugin builds its docs folder: with
			// includeCurrentVersion false, Docusaurus never looks at it, and
			// winglang's five plugins serve versioned docs alone.)
			if st, err := os.Stat(filepath.Join(c.Opts.Root, filepath.FromSlash(pl.Path))); pl.Versions.IncludeCurrent && (err != nil || !st.IsDir()) {
				pf, p := c.Cfg.Where(pl.Ptr)
				c.Diags.Warnf(diag.MissingDocs, pf, p.Line, p.Column, "the docs folder %q of docs plugin %q does not exist (a build step makes it?); the plugin is left out, with its pages and navbar items", pl.Path, pl.PluginID)
				c.LeftOutPlugins = append(c.LeftOutPlugins, pl.PluginID)
				continue
			}
			if c.Cfg.Docusaurus {
				// In a Docusaurus site, another plugin whose versions or sidebars
				// file cannot be read (a file its build generates: wdio's
				// events.json) is left out, its errors warnings, rather than
				// stopping a site that compiled before such plugins were built.
				all, own := c.Diags, &diag.List{}
				c.Diags = own
				vers := c.pluginVersions(pl)
				c.Diags = all
				ds := own.Sorted()
				if own.HasErrors() {
					for i := range ds {
						if ds[i].Severity == diag.Error {
							ds[i].Severity = diag.Warning
							ds[i].Message += fmt.Sprintf(" (docs plugin %q is left out, with its pages and navbar items)", pl.PluginID)
						}
					}
					c.LeftOutPlugins = append(c.LeftOutPlugins, pl.PluginID)
					vers = nil
				}
				c.Diags.Add(ds...)
				c.Vers = append(c.Vers, vers...)
				continue
			}
		}
		c.Vers = append(c.Vers, c.pluginVersions(pl)...)
	}
}

// pluginVersions are the versions a docs plugin builds (see loadVersions);
// another plugin's versioning files carry its id ("community_versions.json",
// "community_versioned_docs/"), and its versions' names in the graph too
// ("community/current").
func (c *compiler) pluginVersions(pl *config.DocsPlugin) []*model.Version {
	opts := pl.Versions
	current := &model.Version{Name: "current", Release: "current", Label: "Next", Plugin: pl}
	if pl.SidebarPath != nil {
		current.SidebarFile = *pl.SidebarPath
		if p := filepath.FromSlash(current.SidebarFile); !filepath.IsAbs(p) {
			// A path that leaves the site folder and comes back into it
			// ("../website/sidebars.js", botorch) is the file inside it, whose
			// own requires are read from there.
			if rel, err := filepath.Rel(c.Opts.Root, filepath.Join(c.Opts.Root, p)); err == nil && rel != ".." && !strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
				current.SidebarFile = filepath.ToSlash(rel)
			}
		}
	}
	all := []*model.Version{current}
	versionsFile := pl.File("versions.json")
	data, err := source.ReadFile(c.Opts.Root, versionsFile)
	if err != nil {
		if !os.IsNotExist(err) {
			c.Diags.Add(source.AsDiagnostic(versionsFile, err))
		}
	} else {
		doc, err := yamlpos.Parse(data)
		if err != nil {
			c.Diags.Add(config.YAMLDiag(versionsFile, err, 0))
		} else if ds := c.V.Check("versions.schema.json", versionsFile, doc, 0); len(ds) > 0 {
			c.Diags.Add(ds...)
		} else {
			list, _ := doc.Value.([]any)
			all = nil
			for i, item := range list {
				name, _ := item.(string)
				if name == "current" {
					// versions.json may place the docs folder itself, as Docusaurus
					// allows: the versions keep the order it gives.
					if !slices.Contains(all, current) {
						all = append(all, current)
					}
					continue
				}
				vs := &model.Version{Name: name, Release: name, Label: name, Plugin: pl}
				sb := pl.File("versioned_sidebars") + "/version-" + name + "-sidebars.json"
				if _, err := os.Stat(filepath.Join(c.Opts.Root, sb)); err == nil {
					vs.SidebarFile = sb
				}
				built := opts.OnlyInclude == nil || slices.Contains(opts.OnlyInclude, name)
				folder := pl.File("versioned_docs") + "/version-" + name
				if st, err := os.Stat(filepath.Join(c.Opts.Root, folder)); built && (err != nil || !st.IsDir()) {
					// Only a version that is built needs its folder: Docusaurus
					// filters the versions first (postgraphile's versions.json
					// names "latest", which onlyIncludeVersions leaves out).
					p := doc.At("/" + strconv.Itoa(i))
					c.Diags.Errorf(diag.MissingDocs, versionsFile, p.Line, p.Column, "version %q has no folder %s", name, folder)
					continue
				}
				all = append(all, vs)
			}
			if !slices.Contains(all, current) {
				all = append([]*model.Version{current}, all...)
			}
		}
	}
	names := make([]string, len(all))
	for i, vs := range all {
		names[i] = vs.Name
	}
	known := func(name string) bool { return slices.Contains(names, name) }
	// Which versions are built.
	var vers []*model.Version
	for _, vs := range all {
		if vs.Name == "current" && !opts.IncludeCurrent {
			continue
		}
		if opts.OnlyInclude != nil && !slices.Contains(opts.OnlyInclude, vs.Name) {
			continue
		}
		vers = append(vers, vs)
	}
	for i, n := range opts.OnlyInclude {
		if !known(n) {
			c.ConfigError(diag.UnknownVersion, pl.Ptr+"/onlyIncludeVersions/"+strconv.Itoa(i), "%s names version %q, which is not one of %s", optionName(pl, "onlyIncludeVersions"), n, strings.Join(names, ", "))
		}
	}
	for n := range opts.Per {
		if !known(n) {
			c.ConfigError(diag.UnknownVersion, pl.Ptr+"/versions/"+n, "%s has options for version %q, which is not one of %s", optionName(pl, "versions"), n, strings.Join(names, ", "))
		}
	}
	if len(vers) == 0 {
		c.ConfigError(diag.UnknownVersion, pl.Ptr, "no version is left to build (docs.includeCurrentVersion and docs.onlyIncludeVersions exclude them all)")
		vers = []*model.Version{current}
	}
	// The last version: docs.lastVersion, else the only one, else the newest release.
	last := vers[0]
	if len(vers) > 1 && vers[0].Name == "current" {
		last = vers[1]
	}
	if opts.LastVersion != "" {
		found := false
		for _, vs := range vers {
			if vs.Name == opts.LastVersion {
				last, found = vs, true
			}
		}
		if !found {
			c.ConfigError(diag.UnknownVersion, pl.Ptr+"/lastVersion", "%s is %q, which is not a version that is built (%s)", optionName(pl, "lastVersion"), opts.LastVersion, strings.Join(names, ", "))
		}
	}
	lastIndex := 0
	for i, vs := range all {
		if vs == last {
			lastIndex = i
		}
	}
	for i, vs := range all {
		switch {
		case vs == last:
			vs.Path, vs.IsLast, vs.Banner = "/", true, nil
		case vs.Name == "current":
			vs.Path = "/next"
		default:
			vs.Path = "/" + vs.Name
		}
		switch {
		case vs == last:
		case i < lastIndex:
			vs.Banner = graph.Ptr("unreleased")
		default:
			vs.Banner = graph.Ptr("unmaintained")
		}
		vs.Badge = len(all) != 1 // Docusaurus's default: a site with one version shows none
		if o, ok := opts.Per[vs.Name]; ok {
			vs.NoIndex = o.NoIndex
			if o.Badge != nil {
				vs.Badge = *o.Badge
			}
			if o.Label != nil {
				vs.Label = *o.Label
			}
			if o.Path != nil {
				vs.Path = "/" + strings.Trim(*o.Path, "/")
			}
			if o.Banner != nil {
				if *o.Banner == "none" {
					vs.Banner = nil
				} else {
					vs.Banner = graph.Ptr(*o.Banner)
				}
			}
		}
	}
	for _, vs := range vers {
		vs.Prefix = scan.JoinRoute(pl.RouteBasePath, vs.Path)
		vs.ByID = map[string]*model.Page{}
		if !pl.Default() {
			vs.Name = pl.PluginID + "/" + vs.Release
		}
		if vs.SidebarFile != "" {
			c.loadSidebarsFile(vs)
		}
	}
	return vers
}

func (c *compiler) loadSidebarsFile(vs *model.Version) {
	var data []byte
	var err error
	if filepath.IsAbs(filepath.FromSlash(vs.SidebarFile)) {
		// An absolute docs.sidebarPath is the author's explicit choice.
		data, err = source.ReadChecked(filepath.Clean(filepath.FromSlash(vs.SidebarFile)))
	} else if rel := filepath.Clean(filepath.FromSlash(vs.SidebarFile)); c.Cfg.Docusaurus && (rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator))) {
		// A Docusaurus site's sidebars file outside the site folder, in the
		// repository that holds it (`require.resolve('../docs/sb.json')` next
		// to docs.path '../docs': Avolites' prism plugin), is read as the
		// config reads the repository's files; never beyond the repository.
		repo, rerr := c.RepoRoot()
		abs := filepath.Join(c.Opts.Root, rel)
		if err = rerr; err == nil {
			if err = source.CheckInside(repo, abs); err == nil {
				data, err = source.ReadChecked(abs)
				c.NoteInput(abs) // an input of the up-to-date check and of watch
			}
		}
	} else {
		data, err = source.ReadFile(c.Opts.Root, vs.SidebarFile)
	}
	if err != nil {
		if os.IsNotExist(err) && vs.Release == "current" && vs.Plugin.SidebarPath != nil {
			line, col := 0, 0
			if c.Cfg.Doc != nil {
				p := c.Cfg.Doc.At(vs.Plugin.Ptr + "/sidebarPath")
				line, col = p.Line, p.Column
			}
			c.Diags.Errorf(diag.MissingSidebars, c.Cfg.File, line, col, "sidebars file %s does not exist (%s: %q; a relative path is read from the content root); create it or fix %[2]s", config.Path(c.Opts.Root, vs.SidebarFile), optionName(vs.Plugin, "sidebarPath"), vs.SidebarFile)
		} else if !os.IsNotExist(err) {
			c.Diags.Add(source.AsDiagnostic(vs.SidebarFile, err))
		}
		vs.SidebarFile = ""
		return
	}
	c.NoteInput(config.Path(c.Opts.Root, vs.SidebarFile))
	vs.SidebarSum = cache.SumBytes(data)
	var doc *yamlpos.Doc
	if jseval.IsJS(vs.SidebarFile) {
		doc = c.evalSidebars(vs)
		if doc == nil {
			vs.SidebarFile = ""
			return
		}
	} else {
		if strings.HasSuffix(vs.SidebarFile, ".json") && c.Cfg.Docusaurus {
			doc, err = config.ParseJSON(vs.SidebarFile, data, c.Diags) // as Node's require reads it
		} else {
			doc, err = yamlpos.Parse(data)
		}
		if err != nil {
			c.Diags.Add(config.YAMLDiag(vs.SidebarFile, err, 0))
			vs.SidebarFile = ""
			return
		}
	}
	if _, ok := doc.Value.(map[string]any); !ok {
		c.Diags.Errorf(diag.Schema, vs.SidebarFile, 1, 1, "a sidebars file must map sidebar names to lists of items")
		vs.SidebarFile = ""
		return
	}
	if ds := c.V.Check("sidebars.schema.json", vs.SidebarFile, doc, 0); len(ds) > 0 {
		c.Diags.Add(ds...)
		vs.SidebarFile = ""
		return
	}
	vs.SidebarDoc = doc
}

// evalSidebars runs a JavaScript or TypeScript sidebars file and returns its
// export as a document (nil after reporting an error).
func (c *compiler) evalSidebars(vs *model.Version) *yamlpos.Doc {
	start := time.Now()
	root, file := c.Opts.Root, vs.SidebarFile
	if filepath.IsAbs(filepath.FromSlash(file)) {
		// An absolute docs.sidebarPath: its folder is where local requires are read.
		root, file = filepath.Dir(filepath.FromSlash(file)), filepath.Base(filepath.FromSlash(file))
	}
	// Packages cannot be loaded, but for path, url and Meta's internal-docs
	// helpers, whose behaviour is known (nodemod.SidebarsPackage).
	// A docs folder outside the site's (docs.path: ../docs) may be required
	// from too, as the scan reads it (loaders.gl's sidebar JSON).
	var outside []string
	if dir := path.Clean(c.DocsDir(vs)); root == c.Opts.Root && strings.HasPrefix(dir, "../") {
		outside = append(outside, dir)
	}
	// Other files of the repository may be required as a config may require
	// them (a monorepo's shared sidebar file).
	repo, _ := c.RepoRoot()
	// In a Docusaurus site, any other package is a stand-in, as in its config
	// (nonebot's sidebars take changelog items from a plugin package, pan.dev's
	// glob their parts with @docusaurus/utils): what it gives is nothing, with
	// a warning, where Docusaurus would run it; a site.yaml site's stays an error.
	var standIns []string
	pkg := nodemod.SidebarsPackage
	if c.Cfg.Docusaurus {
		pkg = func(rt *goja.Runtime, name string) (goja.Value, bool) {
			if v, ok := nodemod.SidebarsPackage(rt, name); ok {
				return v, true
			}
			if !slices.Contains(standIns, name) {
				standIns = append(standIns, name)
			}
			return jseval.StandIn(rt, name), true
		}
	}
	res, d := jseval.Eval(jseval.Options{Root: root, File: file, Package: pkg, Outside: outside,
		Repo: repo, NoteRepoFile: func(p string) { c.NoteInput(p) }})
	for _, name := range standIns {
		line, col := 1, 1
		if src, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(file))); err == nil {
			line, col = source.QuotedAt(src, name)
		}
		c.Diags.Warnf(diag.DocusaurusConfig, vs.SidebarFile, line, col, "%q is a package, which contentc does not run in a sidebars file; what the file takes from it is nothing (an empty list where it is used)", name)
	}
	c.JSTime += time.Since(start)
	if d != nil {
		if d.File == file && file != vs.SidebarFile {
			d.File = vs.SidebarFile
		}
		c.Diags.Add(*d)
		return nil
	}
	reads := nodemod.FSReadWarnings(res)
	vs.SidebarStandIns = len(standIns) > 0 || len(reads) > 0 || len(res.Inert) > 0
	for _, d := range reads {
		if rel, err := filepath.Rel(c.Opts.Root, filepath.Join(root, filepath.FromSlash(d.File))); err == nil {
			d.File = filepath.ToSlash(rel)
		}
		c.Diags.Add(d)
	}
	if root != c.Opts.Root {
		// Positions in files the sidebars file required, named from the root.
		for _, m := range []map[string]string{res.Doc.Files, res.Doc.KeyFiles} {
			for ptr, f := range m {
				if rel, err := filepath.Rel(c.Opts.Root, filepath.Join(root, filepath.FromSlash(f))); err == nil {
					m[ptr] = filepath.ToSlash(rel)
				}
			}
		}
	}
	for _, ptr := range res.Funcs {
		p := res.Doc.At(ptr)
		c.Diags.Errorf(diag.Schema, vs.SidebarFile, p.Line, p.Column, "%s is a function; a sidebars file must export plain data (arrays, objects, strings)", strings.TrimPrefix(ptr, "/"))
	}
	if len(res.Funcs) > 0 {
		return nil
	}
	// A value read from a file with fs (conda-forge's JSON.parse(fs.readFileSync(…)),
	// a folder listed with fs.readdirSync): contentc runs sidebars files without
	// a file system, so it is an empty list, with a warning.
	// An item, or a field of an item but its items (an html item's value a
	// helper of a package makes: lyrihkaesa's versionSelector(…)), leaves that
	// item out instead, the deepest and last first so that the others'
	// pointers stay.
	var items []string
	for _, ptr := range res.Inert {
		p := res.Doc.At(ptr)
		what := "the export"
		if ptr != "" {
			what = strings.TrimPrefix(ptr, "/")
		}
		item := "" // the list item it is, or is a field of
		if ptr != "" {
			parent := ptr[:strings.LastIndexByte(ptr, '/')]
			switch yamlpos.Get(res.Doc.Value, parent).(type) {
			case []any:
				item = ptr
			case map[string]any:
				// (a category's items stay a list: an empty one)
				if itemIndex(parent) >= 0 && ptr[len(parent):] != "/items" {
					item = parent
				}
			}
		}
		if item != "" {
			c.Diags.Warnf(diag.DocusaurusConfig, vs.SidebarFile, p.Line, p.Column, "%s comes from %s, which contentc does not run or read (sidebars files run without a file system); the item is left out", what, res.InertNames[ptr])
			if !slices.Contains(items, item) {
				items = append(items, item)
			}
			continue
		}
		c.Diags.Warnf(diag.DocusaurusConfig, vs.SidebarFile, p.Line, p.Column, "%s comes from %s, which contentc does not run or read (sidebars files run without a file system); it is an empty list", what, res.InertNames[ptr])
		res.Doc.Value = yamlpos.Set(res.Doc.Value, ptr, []any{})
	}
	slices.SortFunc(items, func(a, b string) int {
		if da, db := strings.Count(a, "/"), strings.Count(b, "/"); da != db {
			return db - da
		}
		if pa, pb := a[:strings.LastIndexByte(a, '/')], b[:strings.LastIndexByte(b, '/')]; pa != pb {
			return strings.Compare(pa, pb)
		}
		return itemIndex(b) - itemIndex(a)
	})
	for _, it := range items {
		res.Doc.DeleteItem(it)
	}
	// Files it required may change without the sidebars file changing: the
	// watch memo compares the exported value.
	if b, err := json.Marshal(res.Doc.Value); err == nil {
		vs.SidebarSum = cache.SumBytes(append(vs.SidebarSum[:], b...))
	}
	return res.Doc
}

// collectStatic lists the files of static/ (or of staticDirectories, in order:
// a later folder's file wins), served at the site root.
func (c *compiler) collectStatic() {
	dirs := c.Cfg.StaticDirs
	if dirs == nil {
		dirs = []string{"static"}
	}
	for i, d := range dirs {
		d = path.Clean(strings.Trim(filepath.ToSlash(d), "/"))
		if d == ".." || strings.HasPrefix(d, "../") {
			// A folder beside the site in its repository is read too, as
			// Docusaurus reads staticDirectories from the site folder
			// (Nordix/Meridio's ../docs/resources, beside its ../docs);
			// nothing above the repository, as for partials.
			repo, err := c.RepoRoot()
			if d == ".." || err != nil || repo == "" || source.CheckInside(repo, filepath.Join(c.Opts.Root, filepath.FromSlash(d))) != nil {
				c.ConfigError(diag.PathTraversal, "/staticDirectories/"+strconv.Itoa(i), "static folder %q is outside the repository that holds the site; name a folder inside it", dirs[i])
				continue
			}
		}
		c.collectStaticDir(d)
	}
}

func (c *compiler) collectStaticDir(folder string) {
	dir := filepath.Join(c.Opts.Root, filepath.FromSlash(folder))
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		if d.Type()&fs.ModeSymlink != 0 {
			if _, err := os.Stat(p); err != nil {
				return nil // a link to nothing is no file of the site
			}
		}
		rel, _ := filepath.Rel(dir, p)
		route := "/" + filepath.ToSlash(rel)
		c.Static[route] = true
		if folder != "static" {
			if c.StaticFile == nil {
				c.StaticFile = map[string]string{}
			}
			c.StaticFile[route] = folder + route
		} else {
			delete(c.StaticFile, route)
		}
		return nil
	})
}

// registerRoutes checks that routes are unique across versions and indexes pages.
func (c *compiler) registerRoutes() {
	n := 0
	for _, vs := range c.Vers {
		n += len(vs.Tree.Docs)
	}
	c.Routes, c.Pages = make(map[string]string, n), make(map[string]*model.Page, n)
	for _, vs := range c.Vers {
		vs.Pages = make([]*model.Page, 0, len(vs.Tree.Docs))
		if len(vs.ByID) == 0 {
			vs.ByID = make(map[string]*model.Page, len(vs.Tree.Docs))
		}
		for _, d := range vs.Tree.Docs {
			if d.Route == "" {
				continue
			}
			p := &model.Page{Doc: d, Version: vs}
			if prev, dup := c.Routes[d.Route]; dup {
				l, col := 1, 1
				if d.Front.Slug.Set {
					l, col = d.FMPos("slug")
				}
				sev := diag.Error
				switch c.Cfg.OnDuplicateRoutes {
				case "warn", "log":
					sev = diag.Warning
				case "ignore":
					continue
				}
				msg := fmt.Sprintf("route %s is already taken by %s; set a different slug or id", d.Route, prev)
				if sev == diag.Warning {
					msg += " (this page is left out)"
				}
				c.Diags.Add(diag.Diagnostic{Severity: sev, ID: diag.DuplicateRoute, File: d.SourceOr(), Line: l, Column: col, Message: msg})
				continue
			}
			c.Routes[d.Route] = d.SourceOr()
			c.Pages[d.Route] = p
			vs.Pages = append(vs.Pages, p)
			vs.ByID[d.ID] = p
		}
	}
}

// importTypedoc adds the generated type reference (site.yaml typedoc.json) to a
// version as docs without source files.
func (c *compiler) importTypedoc(vs *model.Version) {
	if c.Cfg.TypedocJSON == "" {
		return
	}
	line, col := 0, 0
	if c.Cfg.Doc != nil {
		p := c.Cfg.Doc.At("/typedoc/json")
		line, col = p.Line, p.Column
	}
	p := config.Path(c.Opts.Root, c.Cfg.TypedocJSON)
	data, err := os.ReadFile(p)
	if err != nil {
		c.Diags.Errorf(diag.Typedoc, config.FileName, line, col, "cannot read TypeDoc JSON %s (typedoc.json: %q; a relative path is read from the content root %s): %v; fix the path, or generate the file (TypeDoc's --json output)", p, c.Cfg.TypedocJSON, c.Opts.Root, unwrap(err))
		return
	}
	c.NoteInput(p)
	proj, err := typedoc.Load(data)
	if err != nil {
		c.Diags.Errorf(diag.Typedoc, config.FileName, line, col, "cannot read TypeDoc JSON %s: %v", p, err)
		return
	}
	c.Typedoc = proj
	opts := typedoc.Options{RouteBase: c.Cfg.TypedocRouteBase}
	for _, vd := range typedoc.Pages(proj, opts) {
		rel := vd.ID + ".md"
		if strings.HasSuffix(vd.Route, "/") && path.Base(vd.ID) == "index" {
			rel = vd.ID + ".md"
		}
		d := &scan.Doc{
			RelPath: rel, ID: vd.ID, Route: vd.Route, Body: []byte(vd.Markdown),
			GeneratedTitle: vd.Title, GeneratedDescription: vd.Description, GeneratedCategory: vd.SidebarCategory,
			GeneratedKind:   referenceKind(vd.Kind),
			IsCategoryIndex: path.Base(vd.ID) == "index",
		}
		vs.Tree.AddGenerated(d, c.Diags)
	}
}

// referenceKind names a generated reference page's kind for readers:
// "Type reference · type alias", "Type reference · namespace member".
func referenceKind(kind string) string {
	switch {
	case kind == "index":
		return "Type reference"
	case strings.HasPrefix(kind, "namespace-"):
		return "Type reference · namespace member"
	}
	return "Type reference · " + strings.ReplaceAll(kind, "-", " ")
}

func unwrap(err error) error {
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err
	}
	return err
}

// optionName names an option of a docs plugin in messages: docs.sidebarPath,
// or docsPlugins' community.sidebarPath.
func optionName(pl *config.DocsPlugin, key string) string {
	if pl.Default() {
		return "docs." + key
	}
	return "docsPlugins' " + pl.PluginID + "." + key
}

// itemIndex is the index of the list item a pointer names ("/main/3" is 3); -1
// when its last segment is not an index.
func itemIndex(ptr string) int {
	n, err := strconv.Atoi(ptr[strings.LastIndexByte(ptr, '/')+1:])
	if err != nil || ptr == "" {
		return -1
	}
	return n
}

package resolve

import (
	"cmp"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/validate"
	"gopkg.in/yaml.v3"
)

// resolveLink turns a destination written in a doc into the href to render, and
// records internal targets for the link check after all pages are known.
func (c *compiler) resolveLink(p *model.Page, l markdown.LinkRef) string {
	if l.File == "" && p.Doc.Real != "" {
		l.File = p.Doc.Real // a symlinked doc's links are its file's, as a partial's
	}
	dest := l.Dest
	if href, ok := config.PathnameHref(dest, c.Cfg.Site.BaseURL); ok && safelink.Classify(href) == safelink.Internal {
		// Docusaurus's escape hatch for a file the site serves (a JSON
		// schema, a PDF): the path as written, the base URL before a
		// root-relative one, not resolved and not checked (FDC3's schemas).
		return href
	}
	if config.IsExternal(dest) || dest == "" {
		return dest
	}
	pathPart, frag := dest, ""
	if i := strings.IndexByte(pathPart, '#'); i >= 0 {
		pathPart, frag = pathPart[:i], pathPart[i+1:]
	}
	query := ""
	if i := strings.IndexByte(pathPart, '?'); i >= 0 {
		pathPart, query = pathPart[:i], pathPart[i:]
	}
	if pathPart == "" {
		return dest // same-page anchor, checked via Result.Links
	}
	if strings.IndexByte(pathPart, '%') >= 0 {
		// `./b%20c.md`, `/docs/b%20c`: the file or route with a space, as
		// Docusaurus reads it; the href is written encoded again.
		if u, err := url.PathUnescape(pathPart); err == nil && strings.Count(u, "/") == strings.Count(pathPart, "/") && !strings.ContainsAny(u, "?#\x00") {
			pathPart = u
		}
	}
	base := c.Cfg.Site.BaseURL
	var target string
	if c.Cfg.MDX1 && (strings.HasSuffix(pathPart, ".md/") || strings.HasSuffix(pathPart, ".mdx/")) {
		// Docusaurus 2 finds the file name in `b.mdx/#part` (its link
		// rewriting matches the text up to .md or .mdx) and links the doc.
		pathPart = strings.TrimSuffix(pathPart, "/")
	}
	isMD := strings.HasSuffix(pathPart, ".md") || strings.HasSuffix(pathPart, ".mdx")
	if !isMD && strings.IndexByte(pathPart, '\\') >= 0 {
		// `![](images\step1.png)`, written on Windows: a backslash is a
		// slash, as URL parsers (Docusaurus's image and file links, browsers)
		// read it (ThingsPanel's plugin guide: 11 images).
		pathPart = strings.ReplaceAll(pathPart, "\\", "/")
	}
	if isMD && !strings.HasPrefix(pathPart, "/") {
		// A relative link to another Markdown file: resolved as Docusaurus does.
		dir := path.Join(p.Version.Tree.DocsDir, p.Doc.Dir) // the linking file's folder
		named := path.Join(p.Doc.Dir, pathPart)             // what the message names
		link := pathPart
		if l.File != "" {
			dir = path.Dir(l.File) // a partial's links are relative to the partial
			named = path.Join(dir, pathPart)
			if rel, ok := docsRel(named, p.Version.Tree.DocsDir); ok {
				named = rel // as a page's link names it (a doc that is also a partial: one warning)
			}
			if tr := p.Version.TR; tr != nil {
				// A translated partial's: from where its original is in the
				// docs folder, whose docs are the locale's (zepp's zh-cn pages).
				if rest, ok := docsRel(dir, tr.Folder); ok || dir == tr.Folder {
					dir = path.Join(p.Version.Tree.DocsDir, rest)
				}
			}
		}
		if rest, ok := strings.CutPrefix(pathPart, "@site/"); ok {
			// From the site's folder, as Docusaurus's @site alias.
			dir, link, named = ".", rest, path.Clean(rest)
		}
		d := c.markdownTarget(p, c.linkTree(p, l.File), dir, link)
		if tr := p.Version.TR; d == nil && tr != nil && l.File == "" && strings.HasPrefix(p.Doc.Source, tr.Folder+"/") {
			// A translation's link from its own folder, as Docusaurus resolves
			// it: into another version's translations (d7y's zh pages,
			// ../version-v2.1.x/…).
			d = c.markdownTarget(p, c.linkTree(p, l.File), path.Dir(p.Doc.Source), link)
		}
		if d != nil {
			target = d.Route
		} else {
			p.Links = append(p.Links, model.LinkUse{MissingDoc: named, File: l.File, Line: l.Line, Col: l.Column, Raw: dest})
			return dest
		}
	} else if asset, ok := c.rootsAsset(p, l, pathPart); ok {
		return c.assetHref(p, l, asset, dest, query, frag)
	} else if strings.HasPrefix(pathPart, "/") {
		target = pathPart
		if base != "/" && (strings.HasPrefix(target, base) || target == strings.TrimSuffix(base, "/")) {
			// A link that already starts with the base URL does not get it twice,
			// as Docusaurus's useBaseUrl does ("/docs/intro" with base /docs/).
			target = "/" + strings.TrimPrefix(strings.TrimPrefix(target, strings.TrimSuffix(base, "/")), "/")
		}
		if clean := path.Clean(target); l.Image && clean != target && c.Static[clean] {
			// An image from the static folder, its path joined to the
			// folder's as Docusaurus's image transformer joins it
			// (`/img//ama/im.jpg`, circlepod's figures): that file.
			target = clean
		}
		if d := c.markdownTarget(p, c.linkTree(p, l.File), ".", strings.TrimPrefix(target, "/")); d != nil && isMD {
			// An absolute file path from the docs root or from the site's
			// folder (`/docs/guide/x.md`), as Docusaurus resolves them.
			target = d.Route
		} else {
			target = c.LocalePrefixed(p.Version, target)
		}
	} else if asset, ok := c.asset(p, l, pathPart); ok {
		// A file next to the doc (an image, a PDF): published under /assets/,
		// as Docusaurus's bundler publishes it.
		return c.assetHref(p, l, asset, dest, query, frag)
	} else {
		// A relative URL: resolved against the page's URL, as a browser would.
		dir := p.Doc.Route
		if servedAsFolder(p.Doc, c.Cfg.TrailingSlash) {
			dir += "/"
		}
		if !strings.HasSuffix(dir, "/") {
			dir = path.Dir(dir)
		}
		target = path.Join(dir, pathPart)
		if base := strings.TrimSuffix(c.Cfg.Site.BaseURL, "/"); base != "" {
			// The page's URL has the base URL before its route, so `..`
			// may climb into it and come back down (ionic's
			// `../../docs/theming/colors` from /docs/api/text under the base
			// URL /docs/ is /theming/colors), as the browser and
			// Docusaurus's link check resolve it.
			if t := path.Join(base+dir, pathPart); t == base || strings.HasPrefix(t, base+"/") {
				target = cmp.Or(strings.TrimPrefix(t, base), "/")
			}
		}
		if strings.HasSuffix(pathPart, "/") && target != "/" {
			target += "/"
		}
	}
	if lp := p.Version.Locale; lp != nil && lp.Prefix != "" {
		// Docusaurus copies the static files into every locale's build, so a
		// locale's page may write /fr/img/x.gif for static/img/x.gif (Gladys'
		// French pages): the one static file.
		if rest, ok := strings.CutPrefix(target, lp.Prefix); ok && strings.HasPrefix(rest, "/") && c.IsStatic(rest) {
			target = rest
		}
	}
	if _, ok := c.knownRoute(target); !ok {
		// A route written in other letter case (`../tuning/x` for
		// /docs/Tuning/x): that page, as Docusaurus's router matches routes
		// whatever their case (so its link check passes it); the href is the
		// route, which a case-sensitive host serves too.
		if r := c.FoldedRoute(target); r != "" {
			target = r
		}
	}
	if !l.Image {
		p.Links = append(p.Links, model.LinkUse{Target: target, Anchor: frag, File: l.File, Line: l.Line, Col: l.Column, Raw: dest})
	} else if !c.Static[target] {
		p.Links = append(p.Links, model.LinkUse{Target: target, File: l.File, Line: l.Line, Col: l.Column, Raw: dest})
	}
	href := strings.TrimSuffix(base, "/") + target + query
	if frag != "" {
		href += "#" + frag
	}
	return href
}

// servedAsFolder reports whether Docusaurus serves a doc at a URL ending in a
// slash, from which its relative links start: a category's index doc without
// a slug (docs/guide/index.md is at /docs/guide/), and a doc whose slug ends
// in one (`slug: /` is /docs/); with trailingSlash: true every doc is, with
// false none is.
func servedAsFolder(d *scan.Doc, trailingSlash *bool) bool {
	if trailingSlash != nil {
		return *trailingSlash
	}
	slug, ok := d.Front.Slug.Get()
	return (d.IsCategoryIndex && !ok) || (ok && strings.HasSuffix(slug, "/"))
}

type assetFile struct{ file, route, href string }

// assetHref records a link to an asset and returns its href.
func (c *compiler) assetHref(p *model.Page, l markdown.LinkRef, asset assetFile, dest, query, frag string) string {
	p.Links = append(p.Links, model.LinkUse{Target: asset.route, Asset: asset.file, File: l.File, Line: l.Line, Col: l.Column, Raw: dest})
	href := strings.TrimSuffix(c.Cfg.Site.BaseURL, "/") + asset.href + query
	if frag != "" {
		href += "#" + frag
	}
	return href
}

// rootsAsset finds the site folder's file that a require or import from the
// bundler's roots names (LinkRef.Roots: `/docs/guide/img/a.png`) when no
// static folder has it: webpack's roots are the static folders, then the site
// folder, and what it finds in the site folder it publishes as an asset.
func (c *compiler) rootsAsset(p *model.Page, l markdown.LinkRef, pathPart string) (assetFile, bool) {
	if !l.Roots || !strings.HasPrefix(pathPart, "/") {
		return assetFile{}, false
	}
	p.AssetLinks = true // which of the two it is is looked up each compile
	if c.Static[pathPart] {
		return assetFile{}, false
	}
	return c.asset(p, l, "@site"+pathPart)
}

// asset finds the file a relative link (not to Markdown) names next to the
// linking file: a regular file with an extension, inside the content root (or
// inside the docs folder when that is outside the root). Its route is
// /assets/<8 hex digits of its path's sum>/<its name>; href is the route with
// the name escaped. It sets p.AssetLinks for every candidate (a relative path
// with an extension), found or not: such a page resolves its links on every
// compile, since the file may come or go.
func (c *compiler) asset(p *model.Page, l markdown.LinkRef, pathPart string) (assetFile, bool) {
	if (path.Ext(pathPart) == "" && !l.Image) || strings.HasPrefix(pathPart, "/") {
		// (an image's file may have no extension: Docusaurus loads the file
		// an image names whatever its name, Conflux's `./img/Dapp-faucet-1`)
		return assetFile{}, false
	}
	p.AssetLinks = true // a candidate: whether it exists is looked up each compile
	name := pathPart
	if u, err := url.PathUnescape(pathPart); err == nil {
		name = u
	}
	from := l.File
	if from == "" {
		from = p.Doc.Source
	}
	if from == "" {
		return assetFile{}, false
	}
	if !strings.HasPrefix(name, "./") && !strings.HasPrefix(name, "../") && !strings.HasPrefix(name, "@site/") {
		name = "./" + name
	}
	// (a file of the repository outside the site folder too, as Docusaurus's
	// bundler reads it and as partials are read: mkeithx's
	// `../../public/img/banner.png` from website/docs)
	rel, ok := markdown.ResolvePartial(from, name)
	if !ok {
		return assetFile{}, false
	}
	abs := filepath.Join(c.Opts.Root, filepath.FromSlash(rel))
	boundary := c.Opts.Root
	if strings.HasPrefix(rel, "../") {
		boundary = filepath.Join(c.Opts.Root, filepath.FromSlash(p.Version.Tree.DocsDir))
	}
	fi, err := os.Lstat(abs)
	if err != nil || !fi.Mode().IsRegular() || source.CheckInside(boundary, abs) != nil && !c.inRepo(rel, abs) {
		return assetFile{}, false
	}
	sum := sha256.Sum256([]byte(rel))
	dir := "/assets/" + hex.EncodeToString(sum[:4]) + "/"
	base := path.Base(rel)
	return assetFile{file: rel, route: dir + base, href: dir + url.PathEscape(base)}, true
}

// inRepo reports whether a file above the content root (rel starts with
// "../") is inside the repository that holds a Docusaurus site
// (source.RepoRoot), whose bundler reads it; a site.yaml site's assets stay
// inside its folder.
func (c *compiler) inRepo(rel, abs string) bool {
	if !strings.HasPrefix(rel, "../") || !c.Cfg.Docusaurus {
		return false
	}
	repo, err := c.RepoRoot()
	return err == nil && source.CheckInside(repo, abs) == nil
}

// markdownTarget finds the doc a relative link to a Markdown file names, the
// way Docusaurus does: relative to the linking file (dir is its folder,
// content-root-relative), then relative to the docs folder of the page's
// version; a path that leads into another version's docs folder
// (../../versioned_docs/version-1.0/intro.md) names that version's doc; in a
// Docusaurus 2 site, last, the link from the version's docs folder.
func (c *compiler) markdownTarget(p *model.Page, tree *scan.Tree, dir, link string) *scan.Doc {
	found := func(d *scan.Doc) *scan.Doc {
		if d != nil && d.Route != "" {
			return d
		}
		return nil
	}
	siteRel := path.Join(dir, link)
	if rel, ok := docsRel(siteRel, tree.DocsDir); ok {
		if d := found(tree.BySource[rel]); d != nil {
			return d
		}
	}
	if rel := path.Clean(link); rel != ".." && !strings.HasPrefix(rel, "../") {
		if d := found(tree.BySource[rel]); d != nil {
			return d
		}
		// Last, from the site's folder, as Docusaurus tries it from
		// 2.0.0-beta.19 on (`docs/contributing/style.md` written in any doc),
		// into any version's folder (`versioned_docs/version-1.0/b.md`,
		// kubeslice's release notes), as its sourceToPermalink holds every
		// version's docs.
		for _, vs := range c.Vers {
			if c.Cfg.OldLinks || vs.Locale != p.Version.Locale {
				continue
			}
			if inDocs, ok := docsRel(rel, vs.Tree.DocsDir); ok {
				if d := found(vs.Tree.BySource[inDocs]); d != nil {
					return d
				}
			}
		}
	}
	for _, vs := range c.Vers {
		if vs.Locale != p.Version.Locale {
			continue // a page's links stay in its locale
		}
		if rel, ok := docsRel(siteRel, vs.Tree.DocsDir); ok {
			if d := found(vs.Tree.BySource[rel]); d != nil {
				return d
			}
		}
		if tr := vs.TR; tr != nil {
			// A translation's own file (/i18n/zh/docusaurus-plugin-content-docs/
			// current/b.md, from the site's folder): the locale's page, as
			// Docusaurus's sourceToPermalink of a locale's build has it.
			if rel, ok := docsRel(siteRel, tr.Folder); ok {
				if d := found(vs.Tree.BySource[rel]); d != nil && tr.Translated[d.ID] {
					return d
				}
			}
		}
	}
	if c.Cfg.MDX1 {
		// Docusaurus 2 also tries every link from the version's docs folder,
		// `../` ones too: ../../docs/install.md in versioned_docs/version-1.0/a/
		// is docs/install.md from there, the current version's doc (litmus-docs).
		fromDocs := path.Join(tree.DocsDir, link)
		for _, vs := range c.Vers {
			if vs.Locale != p.Version.Locale {
				continue
			}
			if rel, ok := docsRel(fromDocs, vs.Tree.DocsDir); ok {
				if d := found(vs.Tree.BySource[rel]); d != nil {
					return d
				}
			}
		}
	}
	return nil
}

// linkTree is the docs whose links a file's are (file: the partial that
// holds the link; "" for the page's own file): the page's version, or for a
// partial in another version's or plugin's docs folder that version, as the
// mdx-loader of the plugin whose folder holds a file compiles it (helm's
// docs/_v4-in-progress.mdx, imported by the community plugin's pages, links
// /overview.md, the default docs' overview).
func (c *compiler) linkTree(p *model.Page, file string) *scan.Tree {
	tree := p.Version.Tree
	if file == "" {
		return tree
	}
	if _, in := docsRel(file, tree.DocsDir); in {
		return tree
	}
	for _, vs := range c.Vers {
		if vs.Locale != p.Version.Locale || vs.Tree.DocsDir == "" || vs.Tree.DocsDir == "." {
			continue
		}
		if _, in := docsRel(file, vs.Tree.DocsDir); in {
			return vs.Tree
		}
	}
	return tree
}

// docsRel is a content-root-relative path relative to a docs folder, when it is in it.
func docsRel(siteRel, docsDir string) (string, bool) {
	if docsDir == "" || docsDir == "." {
		return siteRel, siteRel != ".." && !strings.HasPrefix(siteRel, "../")
	}
	return strings.CutPrefix(siteRel, docsDir+"/")
}

// knownRoute reports whether a site-relative path is a page or a static file.
func (c *compiler) knownRoute(target string) (*model.Page, bool) {
	if target == "/" || target == "/storybook" || c.IsStatic(target) { // (the web's gallery of live examples)
		return nil, true
	}
	if p, ok := c.Pages[target]; ok {
		return p, true
	}
	if _, ok := c.Routes[target]; ok {
		return nil, true
	}
	// Trailing-slash and legacy .html forms of a page are the same page.
	for _, alt := range []string{strings.TrimSuffix(target, "/"), target + "/", strings.TrimSuffix(target, ".html"), strings.TrimSuffix(target, "/index.html")} {
		if alt == "" {
			alt = "/"
		}
		if p, ok := c.Pages[alt]; ok {
			return p, true
		}
		if _, ok := c.Routes[alt]; ok || alt == "/" {
			return nil, true
		}
	}
	return nil, false
}

// localePrefixes are the route prefixes of the site's other locales ("/fr").
func (c *compiler) localePrefixes() []string {
	var prefixes []string
	for _, vs := range c.Vers {
		if vs.Locale == nil {
			continue
		}
		if p := strings.TrimSuffix(vs.Locale.Prefix, "/"); p != "" && !slices.Contains(prefixes, p) {
			prefixes = append(prefixes, p)
		}
	}
	return prefixes
}

// localeOf is the prefix of the locale a route is in, "" for the default
// locale's.
func localeOf(prefixes []string, route string) string {
	for _, pre := range prefixes {
		if route == pre || strings.HasPrefix(route, pre+"/") {
			return pre
		}
	}
	return ""
}

func (c *compiler) checkLinks() {
	c.redirects()
	// The routes a broken link's suggestion may be, by locale prefix ("" for the
	// default locale): a page's own locale's (a default page's link is not
	// told to go to /ko/…), sorted; made on the first broken link.
	routes := map[string][]string{}
	suggested := map[string]string{}
	prefixes := c.localePrefixes()
	localeOf := func(route string) string { return localeOf(prefixes, route) }
	sortedRoutes := func(locale string) []string {
		if routes[locale] == nil {
			list := []string{}
			for r := range c.Routes {
				if localeOf(r) == locale {
					list = append(list, r)
				}
			}
			sort.Strings(list)
			routes[locale] = list
		}
		return routes[locale]
	}
	var outside *outsidePages // routes of a Docusaurus site's other pages, on the first broken link
	for _, vs := range c.Vers {
		for _, p := range vs.Pages {
			if p.Fallback() {
				continue // the original's links, checked there
			}
			for _, l := range p.Links {
				if l.Asset != "" {
					continue // a file next to the doc, published with the page
				}
				file := p.Doc.SourceOr()
				if l.File != "" {
					file = l.File
				}
				if l.MissingDoc != "" {
					c.Diags.Warnf(diag.BrokenLink, file, l.Line, l.Col, "link %q points to %s, which is not a doc of this version; fix the path", l.Raw, l.MissingDoc)
					continue
				}
				target := p
				if l.Target != "" {
					tp, ok := c.knownRoute(l.Target)
					if !ok && c.Cfg.IgnoreBrokenLinks {
						continue // onBrokenLinks: 'ignore'
					}
					if !ok {
						if outside == nil {
							o := c.pagesOutsideDocs()
							outside = &o
						}
						t := l.Target
						if vs.Locale != nil {
							// A translation's link to /ru/contact: the page is src/pages/contact.
							if rest, ok := strings.CutPrefix(t, strings.TrimSuffix(vs.Locale.Prefix, "/")+"/"); ok {
								t = "/" + rest
							}
						}
						if what := outsideDocs(*outside, t); what != "" {
							// The Docusaurus site has it; the site contentc builds does not.
							c.Diags.Warnf(diag.BrokenLink, file, l.Line, l.Col, "link %q points to %s, %s, which contentc does not build (it builds the docs); the link is broken in this site", l.Raw, l.Target, what)
							continue
						}
						msg := fmt.Sprintf("link %q points to %s, which is not a page of this site", l.Raw, l.Target)
						s, ok := suggested[l.Target]
						if !ok {
							s = validate.Suggest(l.Target, sortedRoutes(localeOf(l.Target)))
							suggested[l.Target] = s
						}
						if s != "" {
							msg += fmt.Sprintf("; did you mean %s?", s)
						}
						c.Diags.Warnf(diag.BrokenLink, file, l.Line, l.Col, "%s", msg)
						continue
					}
					target = tp
				}
				if l.Anchor != "" && target != nil && !c.Cfg.IgnoreBrokenAnchors && !target.Anchors[l.Anchor] && !target.Anchors[unescapedAnchor(l.Anchor)] {
					where := "this page"
					if target != p {
						where = target.Doc.Route
					}
					c.Diags.Warnf(diag.BrokenAnchor, file, l.Line, l.Col, "link %q points to #%s, which is not a heading of %s", l.Raw, l.Anchor, where)
				}
			}
		}
	}
	c.checkSiteLinks(func() outsidePages {
		if outside == nil {
			o := c.pagesOutsideDocs()
			outside = &o
		}
		return *outside
	}, func(target string) string { return validate.Suggest(target, sortedRoutes(localeOf(target))) })
}

// unescapedAnchor is a fragment as a browser looks it up: percent-decoded
// (`#caf%C3%A9` finds the heading `café`); the fragment as written when it
// does not decode.
func unescapedAnchor(a string) string {
	if u, err := url.PathUnescape(a); err == nil {
		return u
	}
	return a
}

// outsidePages are the routes of a Docusaurus site's pages that are not docs,
// with what they are: pages by route, and sections by the route they start
// (the pages below it are theirs too).
type outsidePages struct{ pages, sections map[string]string }

// pagesOutsideDocs finds the routes of a Docusaurus site's pages that are not
// docs: each file of src/pages (its route as Docusaurus's pages plugin gives
// it: the path without extension, index as the folder), the routes of the
// config's plugins that contentc does not build (Config.PluginRoutes), and
// the blog's route when its folder exists (the classic preset's routeBasePath
// and path, Config.Blogs: arrow's community/blog; /blog and blog/ by
// default); none for other sites.
func (c *compiler) pagesOutsideDocs() outsidePages {
	out := outsidePages{map[string]string{}, map[string]string{}}
	if !c.Cfg.Docusaurus {
		return out
	}
	// the search page of the theme's search (Algolia's searchPagePath, the
	// local search plugins'), which a navbar or sidebar may link to
	out.pages["/search"] = "the search page of its search plugin"
	for route, name := range c.Cfg.PluginRoutes {
		out.sections[route] = fmt.Sprintf("a page of the plugin %q (at %s)", name, route)
	}
	blogs := c.Cfg.Blogs
	if blogs == nil {
		blogs = map[string]string{"/blog": "blog"} // the classic preset's default
	}
	for route, dir := range blogs {
		if st, err := os.Stat(filepath.Join(c.Opts.Root, filepath.FromSlash(dir))); err == nil && st.IsDir() {
			out.sections[route] = "a page of the blog (" + dir + "/)"
		}
	}
	pages := filepath.Join(c.Opts.Root, "src", "pages")
	filepath.WalkDir(pages, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		name := d.Name()
		if strings.HasPrefix(name, "_") || name == "__tests__" {
			if d.IsDir() {
				return filepath.SkipDir
			}
			return nil
		}
		ext := path.Ext(name)
		if d.IsDir() || strings.Contains(name, ".test.") || !slices.Contains([]string{".js", ".jsx", ".ts", ".tsx", ".md", ".mdx"}, ext) {
			return nil
		}
		rel, _ := filepath.Rel(pages, p)
		route := "/" + strings.TrimSuffix(filepath.ToSlash(rel), ext)
		if route == "/index" {
			route = "/"
		}
		route = strings.TrimSuffix(route, "/index")
		if slug := pageSlug(p, ext); slug != "" {
			// a Markdown page's front matter slug is its route
			// (`slug: /privacy` in src/pages/legal/privacy.md: hydra's footer)
			route = cmp.Or(strings.TrimSuffix(path.Join("/", slug), "/"), "/")
		}
		out.pages[route] = "a page of the site's src/pages (src/pages/" + filepath.ToSlash(rel) + ")"
		return nil
	})
	return out
}

// pageSlug is the front matter slug of a Markdown page of src/pages ("" for
// none), as Docusaurus's pages plugin reads it.
func pageSlug(file, ext string) string {
	if ext != ".md" && ext != ".mdx" {
		return ""
	}
	data, err := os.ReadFile(file)
	if err != nil {
		return ""
	}
	var fm struct{ Slug any }
	if yaml.Unmarshal(source.SplitFrontMatter(data).YAML, &fm) != nil {
		return ""
	}
	slug, _ := fm.Slug.(string)
	return slug
}

// outsideDocs says what a link target is among pagesOutsideDocs ("" if none):
// a page, or a page of the section whose route is the longest that starts it.
func outsideDocs(outside outsidePages, target string) string {
	t := strings.TrimSuffix(target, "/")
	if t == "" {
		t = "/"
	}
	if what, ok := outside.pages[t]; ok {
		return what
	}
	for r := t; r != "" && r != "/"; r = path.Dir(r) {
		if what, ok := outside.sections[r]; ok {
			return what
		}
	}
	return ""
}

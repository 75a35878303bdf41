// Package docusaurus takes a site over from its Docusaurus config file
// (docusaurus.config.ts/js/mjs…): configjs.Eval runs the file, Import maps its value to
// site.yaml's form with a warning for each part contentc does not take over,
// and Site.YAML writes that form out (contentc init --from-docusaurus). Package
// config validates and applies the result as it would a site.yaml.
package docusaurus

import (
	"cmp"
	"fmt"
	"maps"
	"path"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/contentc/contentc/compiler/internal/config/docusaurus/configjs"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/customcss"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/headtags"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/localroutes"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/mdplugins"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/mdx1compat"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/pluginname"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/prismtheme"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/jseval"
	"github.com/contentc/contentc/compiler/internal/jseval/nodemod"
	"github.com/contentc/contentc/compiler/internal/markdown/safehtml"
	"github.com/contentc/contentc/compiler/internal/markdown/safelink"
	"github.com/contentc/contentc/compiler/internal/source"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Site is a Docusaurus config taken over: the site.yaml document it maps to
// (positions point into the config file) and what goes with it.
type Site struct {
	Doc *yamlpos.Doc
	// Warnings are for the parts of the config contentc does not take over.
	Warnings []diag.Diagnostic
	// LeftOutNavLabels are the labels of the navbar items not taken over, whose
	// translations (navbar.json's item.label.X) are then not unknown.
	LeftOutNavLabels []string
	// EditURLFuncs are the JSON pointers of the docs plugins' editUrl
	// functions taken over, by the plugin's pointer in the site.yaml form
	// ("/docs", "/docsPlugins/0"): the config's engine calls each again for
	// each doc of its plugin (jseval's Result.Call).
	EditURLFuncs map[string]string
	// PreprocessorFunc is the JSON pointer of markdown.preprocessor ("" = none),
	// which the config's engine calls for each Markdown file.
	PreprocessorFunc string
	// CreateRedirectsFunc is the pointer of the client redirects plugin's
	// createRedirects function ("" = none).
	CreateRedirectsFunc string
	// ParseFrontMatterFunc is the JSON pointer of markdown.parseFrontMatter
	// ("" = none), called for each doc (config.Config.FrontMatterHook).
	ParseFrontMatterFunc string
	// ItemsGenerators are the JSON pointers of the docs plugins'
	// sidebarItemsGenerator functions, by the plugin's pointer in the site.yaml
	// form ("/docs", "/docsPlugins/0").
	ItemsGenerators map[string]string
	// YAMLWarnings are for the parts of the config that a compile takes over
	// but a site.yaml cannot hold (a function markdown.preprocessor):
	// `contentc init --from-docusaurus` reports them.
	YAMLWarnings []diag.Diagnostic
	// PluginRoutes are the routes that plugins contentc does not build serve
	// (`route`, `routePath` or `routeBasePath` of their options, redocusaurus'
	// specs), each with the pages below it: the plugin's name by route.
	PluginRoutes map[string]string
	// Blogs are the classic preset's blog's routeBasePath and path folder
	// (nil without a blog key: the default, /blog from blog/; empty for
	// blog: false).
	Blogs map[string]string
}

// importer maps an evaluated config to site.yaml's form.
type importer struct {
	js    *yamlpos.Doc
	res   *jseval.Result
	out   *yamlpos.Doc
	root  string // the site folder
	file  string
	warns []diag.Diagnostic
	// docsSidebar is themeConfig.docs.sidebar, which site.yaml keeps under docs.
	docsSidebar      *mapping
	docsSidebarSrc   string
	docsPersist      string // themeConfig.docs.versionPersistence's path ("" when unset)
	leftOut          []string
	editURLFuncs     map[string]string // Site.EditURLFuncs
	leftOutPlugins   []string          // the names of the plugins warned about as not taken over
	preprocessor     string
	createRedirects  string // Site.CreateRedirectsFunc
	parseFrontMatter string // Site.ParseFrontMatterFunc
	yamlWarns        []diag.Diagnostic
	itemsGens        map[string]string // Site.ItemsGenerators
	pluginRoutes     map[string]string
	blogs            map[string]string // Site.Blogs
	// md is what the docs' remark and rehype plugins give.
	md mdplugins.Taken
	// magicAt is the pointer of themeConfig.prism.magicComments ("" if none),
	// taken over as markdown.magicComments.
	magicAt string
	// codeLangAt is the pointer of themeConfig.prism.defaultLanguage ("" if none).
	codeLangAt string
	hidden     map[string]string // custom elements customCss hides (markdown.hiddenElements): where
}

// Import maps the value of an evaluated config file (Eval's result) of the site
// in root; it evaluates nothing.
func Import(root, file string, res *jseval.Result) *Site {
	im := &importer{js: res.Doc, res: res, root: root, file: file, editURLFuncs: map[string]string{}, out: &yamlpos.Doc{Values: map[string]yamlpos.Pos{}, Keys: map[string]yamlpos.Pos{}, Order: map[string][]string{}}}
	im.out.Value = im.site()
	im.out.Values[""] = yamlpos.Pos{Line: 1, Column: 1}
	for _, w := range nodemod.FSReadWarnings(res) {
		// (a plugin file reported as not taken over: what it reads or
		// fetches feeds a page contentc does not build, electron's /apps)
		if !slices.ContainsFunc(im.leftOutPlugins, func(name string) bool { return pluginname.IsModule(w.File, name) }) {
			im.warns = append(im.warns, w)
		}
	}
	if res.Unwrapped != "" && (!res.Merged || res.MergeSkipped != "") {
		// at the package's require (or import), where the helper comes from
		// (or where the merged object a package gave comes from)
		name, msg := res.Unwrapped, fmt.Sprintf("the config is what a function of %q returns; contentc runs no package code, so the object given to that function is read as the config (what the function adds to it is not taken over)", res.Unwrapped)
		if res.Merged {
			name, msg = res.MergeSkipped, fmt.Sprintf("the config merges (with %q) an object that %q gives; contentc runs no package code, so its keys are not taken over (the config's own objects are merged as %q merges them)", res.Unwrapped, res.MergeSkipped, res.Unwrapped)
		}
		line, col := 1, 1
		if src, err := source.ReadFile(root, file); err == nil {
			line, col = source.QuotedAt(src, name)
		}
		im.warns = append(im.warns, diag.Diagnostic{Severity: diag.Warning, ID: diag.DocusaurusConfig, File: file, Line: line, Column: col, Message: msg})
	}
	sort.SliceStable(im.warns, func(i, j int) bool {
		a, b := im.warns[i], im.warns[j]
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	return &Site{Doc: im.out, Warnings: im.warns, LeftOutNavLabels: im.leftOut, EditURLFuncs: im.editURLFuncs, PreprocessorFunc: im.preprocessor, CreateRedirectsFunc: im.createRedirects, ParseFrontMatterFunc: im.parseFrontMatter, YAMLWarnings: im.yamlWarns, PluginRoutes: im.pluginRoutes, Blogs: im.blogs, ItemsGenerators: im.itemsGens}
}

// laxOrigin matches the scheme of a web URL and the slashes after it.
var laxOrigin = regexp.MustCompile(`^(?i)(https?):([/\\]*)`)

func (im *importer) warn(ptr, format string, args ...any) {
	im.warns = append(im.warns, im.warning(ptr, format, args...))
}

// warning is a docusaurus-config warning at the config's key ptr.
func (im *importer) warning(ptr, format string, args ...any) diag.Diagnostic {
	file, p := im.js.KeyWhere(ptr) // in the config, or a file it required
	_, hasKey := im.js.Keys[ptr]
	if _, hasValue := im.js.Values[ptr]; !hasKey && !hasValue {
		// an array or object, which has no position of its own (a plugin's
		// ['name', {…}]): where its first value is
		if f, q, ok := im.js.FirstInside(ptr); ok {
			file, p = f, q
		}
	}
	if file == "" {
		file = im.file
	}
	return diag.Diagnostic{Severity: diag.Warning, ID: diag.DocusaurusConfig, File: file, Line: p.Line, Column: p.Column,
		Message: yamlpos.KeyPath(ptr) + ": " + fmt.Sprintf(format, args...)}
}

// get returns the value at a pointer of the config.
func (im *importer) get(ptr string) any {
	return yamlpos.Get(im.js.Value, ptr)
}

// keys are a mapping's keys in source order.
func (im *importer) keys(ptr string) []string {
	m, _ := im.get(ptr).(map[string]any)
	if order, ok := im.js.Order[ptr]; ok && len(order) == len(m) {
		return order
	}
	ks := make([]string, 0, len(m))
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// inertUnder is the first value at or under ptr that comes from a package
// or a file the config could not read ("" when none).
func (im *importer) inertUnder(ptr string) string {
	for _, f := range im.res.Inert {
		if f == ptr || strings.HasPrefix(f, ptr+"/") {
			return f
		}
	}
	return ""
}

// special reports a value the import cannot read (a function, a package
// stand-in) and warns about it.
func (im *importer) special(ptr string) bool {
	if taken, _ := im.res.Inspected["takenOver"].([]string); slices.Contains(taken, ptr) {
		return true // a plugin that only gives webpack aliases or text rules (markdown.aliases, markdown.rawImports)
	}
	for _, f := range im.res.Funcs {
		if f == ptr {
			im.warn(ptr, "is a function, which contentc cannot take over")
			return true
		}
	}
	if slices.Contains(im.res.Inert, ptr) {
		im.warn(ptr, "comes from a package or a file that contentc does not run or read; not taken over")
		return true
	}
	return false
}

// mapping is an output object being built at an output pointer.
type mapping struct {
	im  *importer
	ptr string
	m   map[string]any
}

func (im *importer) newMap(ptr string) *mapping {
	im.out.Order[ptr] = []string{}
	return &mapping{im: im, ptr: ptr, m: map[string]any{}}
}

// set puts a value under key, with the position of the config's src pointer.
func (o *mapping) set(key string, v any, src string) {
	if _, ok := o.m[key]; !ok {
		o.im.out.Order[o.ptr] = append(o.im.out.Order[o.ptr], key)
	}
	o.m[key] = v
	p := o.ptr + "/" + yamlpos.Escape(key)
	o.im.placeAt(p, src)
	o.im.out.Keys[p] = o.im.js.KeyAt(src)
}

// placeAt gives the site.yaml form's value at dst the position of the
// config's value at src, in the file that wrote it (a module the config
// required: buck2's redirects.ts), for diagnostics about it.
func (im *importer) placeAt(dst, src string) {
	f, p := im.js.Where(src)
	im.out.Values[dst] = p
	if f != "" {
		if im.out.Files == nil {
			im.out.Files = map[string]string{}
		}
		im.out.Files[dst] = f
	}
}

// copyKeys copies keys of the config object at src whose values are plain
// (strings, numbers, booleans) into o, warning about the rest of the object's
// keys not in skip.
func (im *importer) copyKeys(o *mapping, src string, plain []string, skip ...string) {
	for _, k := range im.keys(src) {
		p := src + "/" + yamlpos.Escape(k)
		v := im.get(p)
		switch {
		case slices.Contains(skip, k):
		case slices.Contains(plain, k):
			if im.special(p) {
				continue
			}
			if v != nil {
				o.set(k, v, p)
			}
		default:
			if v == nil && !im.isSpecial(p) {
				continue // undefined / null: nothing set
			}
			if !im.special(p) {
				im.warn(p, "is not taken over by contentc")
			}
		}
	}
}

// redirects takes @docusaurus/plugin-client-redirects' options at op over: its
// redirects, as site.yaml's (each from and to with its place in the config),
// and its createRedirects function (Site.CreateRedirectsFunc); the other
// options are warnings.
func (im *importer) redirects(top *mapping, op string) {
	var list []any
	for _, k := range im.keys(op) {
		kp := op + "/" + yamlpos.Escape(k)
		if exts, _ := im.get(kp).([]any); k == "fromExtensions" && len(exts) == 1 && exts[0] == "html" {
			continue // what the site does: a page is also served at its route with .html
		}
		if k == "createRedirects" && slices.Contains(im.res.Funcs, kp) {
			im.createRedirects = kp
			im.yamlWarns = append(im.yamlWarns, im.warning(kp, "is a function, which a site.yaml cannot hold: compiled from the site.yaml, the site has only the plugin's redirects (compile from the Docusaurus config to keep it)"))
			continue
		}
		if k != "redirects" {
			if !im.special(kp) {
				im.warn(kp, "is not taken over by contentc (only the plugin's redirects are)")
			}
			continue
		}
		if im.special(kp) {
			continue
		}
		items, _ := im.get(kp).([]any)
		for i := range items {
			ip := kp + "/" + strconv.Itoa(i)
			if im.special(ip) {
				continue
			}
			if f := im.inertUnder(ip); f != "" {
				// a path a package's function builds (ziti's docUrl(…)):
				// this redirect only, not the site's build
				im.warn(f, "comes from a package or a file that contentc does not run or read; the redirect is left out")
				continue
			}
			at := "/redirects/" + strconv.Itoa(len(list))
			list = append(list, im.get(ip))
			for _, f := range []string{"", "/from", "/to"} {
				im.placeAt(at+f, ip+f)
			}
		}
		top.set("redirects", list, kp)
	}
}

// plugins is the config as package mdplugins reads it.
func (im *importer) plugins() mdplugins.Config {
	return mdplugins.Config{Get: im.get, Keys: im.keys, Warn: im.warn, Special: im.special, IsSpecial: im.isSpecial, Names: im.res.InertNames}
}

func (im *importer) isSpecial(ptr string) bool {
	for _, f := range append(append([]string{}, im.res.Funcs...), im.res.Inert...) {
		if f == ptr {
			return true
		}
	}
	return false
}

func (im *importer) site() map[string]any {
	top := im.newMap("")
	im.copyKeys(top, "", []string{"title", "tagline", "titleDelimiter", "favicon", "noIndex", "trailingSlash", "staticDirectories", "customFields"},
		"url", "baseUrl", "i18n", "presets", "plugins", "themes", "headTags", "stylesheets", "themeConfig", "markdown", "future",
		// Build and deployment settings with no meaning for contentc's output.
		"organizationName", "projectName", "deploymentBranch", "githubHost", "githubPort",
		"onBrokenLinks", "onBrokenMarkdownLinks", "onBrokenAnchors", "onDuplicateRoutes")
	// Docusaurus warns about a duplicate route by default, and builds.
	dup := "warn"
	if v, ok := im.get("/onDuplicateRoutes").(string); ok && (v == "throw" || v == "warn" || v == "log" || v == "ignore") {
		dup = v
	}
	top.set("onDuplicateRoutes", dup, "/onDuplicateRoutes")
	for _, k := range []string{"onBrokenLinks", "onBrokenAnchors"} {
		if v, ok := im.get("/" + k).(string); ok && (v == "throw" || v == "warn" || v == "log" || v == "ignore") {
			top.set(k, v, "/"+k)
		}
	}
	if _, ok := top.m["title"]; !ok {
		top.set("title", "Documentation", "")
	}
	if u, ok := im.get("/url").(string); ok && !strings.Contains(u, ":") && (u == "" || strings.HasPrefix(u, "/")) {
		// url: "/" (gpms-docker-install-docs): Docusaurus 2's URISchema
		// allows a relative URL; 3 stops ("does not look like a valid URL").
		im.warn("/url", "%q is not an origin (https://host): it is left out and the site's url is the default, as Docusaurus 2 takes it (Docusaurus 3 stops on it); write the site's origin", u)
	} else if ok {
		if m := laxOrigin.FindStringSubmatch(u); m != nil && m[2] != "//" {
			// https:/example.com: Docusaurus takes it (a WHATWG URL parser skips
			// the slashes after a web scheme, however many).
			fixed := strings.ToLower(m[1]) + "://" + u[len(m[0]):]
			im.warn("/url", "%q is read as %q, as browsers read it; write the two slashes", u, fixed)
			u = fixed
		}
		u = strings.TrimRight(u, "/")
		if i := strings.Index(u, "://"); i > 0 {
			if j := strings.IndexByte(u[i+3:], '/'); j >= 0 {
				im.warn("/url", "has a path (%s); only the origin is kept, put the path in baseUrl", u[i+3+j:])
				u = u[:i+3+j]
			}
		}
		top.set("url", u, "/url")
	}
	if b, ok := im.get("/baseUrl").(string); ok {
		if !strings.HasPrefix(b, "/") {
			b = "/" + b
		}
		if !strings.HasSuffix(b, "/") {
			b += "/"
		}
		top.set("baseUrl", b, "/baseUrl")
	}
	if v := im.get("/themeConfig"); v != nil {
		im.themeConfig(top)
	}
	if v := im.get("/i18n"); v != nil {
		im.i18n(top)
	}
	im.docsPlugin(top)
	im.markdown(top)
	return top.m
}

// markdown takes over the markdown options contentc knows; the others are warnings.
func (im *importer) markdown(top *mapping) {
	const p = "/markdown"
	md := im.newMap(p)
	if im.get(p) == nil {
		im.special(p) // a function or a stand-in: a warning
	}
	for _, k := range im.keys(p) {
		kp := p + "/" + yamlpos.Escape(k)
		if kp == configjs.PreprocessorPtr && slices.Contains(im.res.Funcs, kp) {
			// Run for each Markdown file before it is parsed, as Docusaurus
			// does (config.Config.Preprocess).
			im.preprocessor = kp
			im.yamlWarns = append(im.yamlWarns, im.warning(kp, "is a function, which a site.yaml cannot hold: compiled from the site.yaml, the Markdown files are not preprocessed (compile from the Docusaurus config to keep it)"))
			continue
		}
		if kp == configjs.ParseFrontMatterPtr && slices.Contains(im.res.Funcs, kp) {
			// Called for each doc, as Docusaurus does (config.Config.FrontMatterHook).
			im.parseFrontMatter = kp
			im.yamlWarns = append(im.yamlWarns, im.warning(kp, "is a function, which a site.yaml cannot hold: compiled from the site.yaml, each doc's front matter is read as written (compile from the Docusaurus config to keep it)"))
			continue
		}
		if im.special(kp) {
			continue
		}
		switch v := im.get(kp); {
		case k == "format" && (v == "mdx" || v == "detect"):
			md.set("format", v, kp)
		case k == "format" && v == "md":
			im.warn(kp, "is \"md\"; taken over as \"detect\": .md files are CommonMark, and .mdx files stay MDX")
			md.set("format", "detect", kp)
		case k == "emoji":
			if b, ok := v.(bool); ok {
				md.set("emoji", b, kp)
			} else {
				im.warn(kp, "is not a boolean; emoji shortcodes are the emoji, as by default")
			}
		case k == "mermaid":
			// Diagrams, with @docusaurus/theme-mermaid (themes) and
			// themeConfig.mermaid (themeConfig).
			if b, ok := v.(bool); ok {
				md.set("mermaid", b, kp)
			} else {
				im.warn(kp, "is not a boolean; mermaid code blocks stay code blocks")
			}
		case k == "anchors": // {maintainCase} (3.3), checked by the schema as Docusaurus checks it
			md.set("anchors", im.get(kp), kp)
		case k == "mdx1Compat":
			// MDX 1's comments and {#id} heading ids (Docusaurus 3 reads
			// them by default): contentc reads them always; turned off,
			// Docusaurus fails on them, so a site that builds does not
			// write them. Admonition titles: below.
			if m, ok := v.(map[string]any); ok {
				for _, f := range im.keys(kp) {
					if b, isBool := m[f].(bool); isBool && !b && f != "admonitions" {
						im.warn(kp+"/"+f, "is false; contentc reads MDX 1's syntax all the same (a site that builds with it off does not write it)")
					}
				}
			}
		case k == "hooks" && brokenLinkHooks(im, kp):
			// What to do with a broken Markdown link or image (3.9): a build
			// setting, as onBrokenMarkdownLinks is; contentc warns.
		case v == nil:
		default:
			im.warn(kp, "is not taken over by contentc")
		}
	}
	if at, off := mdx1compat.Off(im.js.Value, "admonitions", im.root); off {
		// `:::warning Title` is text, as remark-directive reads it (gitea's
		// future: {v4: true})
		md.set("mdx1Compat", map[string]any{"admonitions": false}, at)
	}
	for _, st := range im.md.Settings(im.get) {
		if _, set := md.m[st.Key]; !set { // markdown.mermaid written in the config wins
			md.set(st.Key, st.Value, st.At)
		}
	}
	if im.magicAt != "" {
		md.set("magicComments", im.get(im.magicAt), im.magicAt)
	}
	if im.codeLangAt != "" {
		md.set("codeLanguage", im.get(im.codeLangAt), im.codeLangAt)
	}
	if names := slices.Sorted(maps.Keys(im.hidden)); len(names) > 0 {
		list := make([]any, len(names))
		for i, n := range names {
			list[i] = n
		}
		md.set("hiddenElements", list, im.hidden[names[0]])
	}
	if a, ok := im.res.Inspected["aliases"].(map[string]any); ok {
		// The import aliases of the config's own webpack plugins.
		md.set("aliases", a, "/plugins")
	}
	if r, ok := im.res.Inspected["rawImports"].([]any); ok {
		// The config's own webpack rules that load files as text.
		md.set("rawImports", r, "/plugins")
	}
	if _, set := md.m["iframeHosts"]; !set {
		// Docusaurus shows any iframe; contentc only those of markdown.iframeHosts:
		// the video hosts docs embed (chia's lessons, jitsi's tutorials), whose
		// pages show a video and nothing an attacker could write
		md.set("iframeHosts", slices.Clone(VideoHosts), p)
	}
	if len(md.m) > 0 {
		top.set("markdown", md.m, p)
	}
}

// VideoHosts are the iframe hosts a Docusaurus site's docs may show
// (markdown.iframeHosts): YouTube's, Vimeo's, Loom's and Bilibili's players.
var VideoHosts = []any{"www.youtube.com", "youtube.com", "www.youtube-nocookie.com", "player.vimeo.com", "www.loom.com", "player.bilibili.com"}

// brokenLinkHooks reports whether markdown.hooks at ptr holds only severities
// (onBrokenMarkdownLinks: 'warn'); a hook that is a function, which may return
// another URL, is not taken over.
func brokenLinkHooks(im *importer, ptr string) bool {
	for _, k := range im.keys(ptr) {
		if _, ok := im.get(ptr + "/" + yamlpos.Escape(k)).(string); !ok {
			return false
		}
	}
	return true
}

func (im *importer) themeConfig(top *mapping) {
	const tc = "/themeConfig"
	for _, k := range im.keys(tc) {
		p := tc + "/" + yamlpos.Escape(k)
		if im.special(p) {
			continue
		}
		switch k {
		case "navbar":
			im.navbar(top, p)
		case "footer":
			im.footer(top, p)
		case "colorMode":
			cm := im.newMap("/colorMode")
			im.copyKeys(cm, p, []string{"defaultMode", "disableSwitch", "respectPrefersColorScheme"})
			top.set("colorMode", cm.m, p)
		case "announcementBar":
			ab := im.newMap("/announcementBar")
			im.copyKeys(ab, p, []string{"id", "content", "backgroundColor", "textColor", "isCloseable"})
			if _, ok := ab.m["content"]; !ok {
				im.warn(p, "has no content: no announcement bar is shown") // (Docusaurus 2's alphas showed none: questdb.io)
				break
			}
			if _, ok := ab.m["id"]; !ok {
				ab.set("id", "announcement-bar", p) // Docusaurus's default id
			}
			top.set("announcementBar", ab.m, p)
		case "prism":
			im.prism(top, p)
		case "image":
			if v, ok := im.get(p).(string); ok && v != "" {
				top.set("image", v, p)
			} else if im.get(p) != nil {
				im.warn(p, "is not a string; no social card")
			}
		case "metadata":
			im.metadata(top, p)
		case "mermaid":
			im.mermaid(top, p)
		case "zoom": // with its plugin, imageZoom (plugins)
		case "tableOfContents":
			toc := im.newMap("/tableOfContents")
			im.copyKeys(toc, p, []string{"minHeadingLevel", "maxHeadingLevel"})
			top.set("tableOfContents", toc.m, p)
		case "docs":
			for _, dk := range im.keys(p) {
				dp := p + "/" + yamlpos.Escape(dk)
				if im.special(dp) {
					continue
				}
				if dk == "sidebar" {
					// hideable and autoCollapseCategories go to site.yaml's docs.sidebar.
					sb := im.newMap("/docs/sidebar")
					im.copyKeys(sb, dp, []string{"hideable", "autoCollapseCategories"})
					if len(sb.m) > 0 {
						im.docsSidebar, im.docsSidebarSrc = sb, dp
					}
					continue
				}
				if dk == "versionPersistence" {
					im.docsPersist = dp // site.yaml's docs.versionPersistence
				} else if im.get(dp) != nil {
					im.warn(dp, "is not taken over by contentc")
				}
			}
		default:
			if im.get(p) != nil {
				im.warn(p, "is not taken over by contentc%s", pluginname.SearchNote(k))
			}
		}
	}
}

// themes warns about each theme of the config's themes but
// @docusaurus/theme-mermaid, whose diagrams contentc draws (markdown.mermaid),
// and @docusaurus/theme-classic given on its own (without the preset), whose
// options are the preset's theme options (presetTheme).
func (im *importer) themes(top *mapping) {
	list, ok := im.get("/themes").([]any)
	if !ok {
		if im.get("/themes") != nil && !im.isSpecial("/themes") {
			im.warn("/themes", "is not taken over by contentc")
		}
		return
	}
	for i, t := range list {
		tp := "/themes/" + strconv.Itoa(i)
		if im.special(tp) {
			continue
		}
		name, opts := pluginname.Entry(t)
		if pluginname.IsMermaidTheme(name) || name == "mermaid" {
			continue
		}
		if pluginname.IsClassicTheme(name) || name == "classic" { // (a bare name is a theme's shorthand here)
			if opts != "" {
				im.presetTheme(top, tp+opts)
			}
			continue
		}
		if name == "docusaurus-theme-openapi-docs" {
			im.warn(tp, "is not taken over as a theme: the API pages docusaurus-plugin-openapi-docs generated show their endpoint, parameters, schemas, responses and samples as static content, without the theme's request explorer")
			continue
		}
		im.warn(tp, "is not taken over by contentc%s", pluginname.SearchNote(name))
		im.pluginRoute(name, tp+opts)
	}
}

// presetTheme takes over the brand colour of the classic preset's
// theme.customCss stylesheets (customcss.Take); the rest of it is a warning.
func (im *importer) presetTheme(top *mapping, p string) {
	for _, k := range im.keys(p) {
		kp := p + "/" + yamlpos.Escape(k)
		if k != "customCss" || im.special(kp) {
			if !im.special(kp) && im.get(kp) != nil {
				im.warn(kp, "is not taken over by contentc")
			}
			continue
		}
		c := im.newMap("/colors/primary")
		found, hidden := customcss.Take(im.root, kp, im.get, im.special, im.warn)
		for _, f := range found {
			c.set(f.Mode, f.Color, f.Ptr)
		}
		for _, h := range hidden {
			if im.hidden == nil {
				im.hidden = map[string]string{}
			}
			im.hidden[h.Name] = h.Ptr
		}
		if len(c.m) > 0 {
			colors := im.newMap("/colors")
			colors.set("primary", c.m, kp)
			top.set("colors", colors.m, kp)
		}
	}
}

// mermaidThemes are the themes Mermaid has (site.schema.json's mermaid.theme).
var mermaidThemes = []string{"default", "base", "dark", "forest", "neutral"}

// mermaid takes themeConfig.mermaid over: the theme of each colour mode and
// the options for mermaid.initialize, when they are plain values (a function
// in them is a warning, and the options are left out).
func (im *importer) mermaid(top *mapping, p string) {
	m := im.newMap("/mermaid")
	for _, k := range im.keys(p) {
		kp := p + "/" + yamlpos.Escape(k)
		if im.special(kp) {
			continue
		}
		switch v := im.get(kp); {
		case v == nil:
		case k == "theme":
			t := im.newMap("/mermaid/theme")
			for _, mode := range im.keys(kp) {
				mp := kp + "/" + yamlpos.Escape(mode)
				name, _ := im.get(mp).(string)
				switch {
				case im.special(mp):
				case mode != "light" && mode != "dark":
					im.warn(mp, "is not taken over by contentc (a theme is light or dark)")
				case !slices.Contains(mermaidThemes, name):
					im.warn(mp, "is not a Mermaid theme (%s); the default is kept", strings.Join(mermaidThemes, ", "))
				default:
					t.set(mode, name, mp)
				}
			}
			if len(t.m) > 0 {
				m.set("theme", t.m, kp)
			}
		case k == "options":
			if _, ok := v.(map[string]any); !ok || im.holdsSpecial(kp) {
				im.warn(kp, "is not an object of plain values (contentc runs no JavaScript in the reader's browser); Mermaid's defaults are kept")
				continue
			}
			m.set("options", v, kp)
		default:
			im.warn(kp, "is not taken over by contentc")
		}
	}
	if len(m.m) > 0 {
		top.set("mermaid", m.m, p)
	}
}

// holdsSpecial reports whether the value at ptr is or holds a function or a
// stand-in.
func (im *importer) holdsSpecial(ptr string) bool {
	for _, f := range append(append([]string{}, im.res.Funcs...), im.res.Inert...) {
		if f == ptr || strings.HasPrefix(f, ptr+"/") {
			return true
		}
	}
	return false
}

// metadata takes themeConfig.metadata over: meta tags of every page, each
// with a name or a property and its content; other attributes are warnings.
func (im *importer) metadata(top *mapping, p string) {
	list, ok := im.get(p).([]any)
	if !ok {
		im.warn(p, "is not a list of meta tags; not taken over")
		return
	}
	var tags []any
	for i := range list {
		ip := fmt.Sprintf("%s/%d", p, i)
		tag := map[string]any{}
		for _, k := range im.keys(ip) {
			if v, isStr := im.get(ip + "/" + yamlpos.Escape(k)).(string); isStr && (k == "content" || (k == "name" || k == "property") && v != "") {
				tag[k] = v
			} else {
				im.warn(ip+"/"+yamlpos.Escape(k), "is not taken over by contentc (a meta tag keeps its name, property and content)")
			}
		}
		if _, ok := tag["content"]; ok && (tag["name"] != nil || tag["property"] != nil) {
			tags = append(tags, tag)
		} else {
			im.warn(ip, "has no name or property with a content; left out")
		}
	}
	if len(tags) > 0 {
		top.set("metadata", tags, p)
	}
}

func (im *importer) prism(top *mapping, p string) {
	ct, custom := im.newMap("/codeThemes"), im.newMap("/codeThemes/custom")
	for _, k := range im.keys(p) {
		kp := p + "/" + yamlpos.Escape(k)
		switch k {
		case "theme", "darkTheme":
			if im.special(kp) {
				continue
			}
			// a theme of prism-react-renderer's, or the site's own (on one)
			key := map[string]string{"theme": "light", "darkTheme": "dark"}[k]
			name, own, warns := prismtheme.Read(im.get(kp))
			for _, w := range warns {
				im.warn(kp+w.Path, "%s", w.Message)
			}
			if name != "" {
				ct.set(key, name, kp)
			}
			if own != nil {
				custom.set(key, own, kp)
			}
		case "additionalLanguages":
			// chroma highlights every language it knows: nothing to add.
		case "magicComments":
			if !im.special(kp) {
				im.magicAt = kp
			}
		case "defaultLanguage":
			if l, ok := im.get(kp).(string); ok && l != "" && !im.special(kp) {
				im.codeLangAt = kp
			}
		default:
			if !im.special(kp) {
				im.warn(kp, "is not taken over by contentc")
			}
		}
	}
	if len(custom.m) > 0 {
		ct.set("custom", custom.m, p)
	}
	if len(ct.m) > 0 {
		top.set("codeThemes", ct.m, p)
	}
}

// future takes over Docusaurus's future flags: those that change how
// Docusaurus builds (faster, experimental_faster before 3.9: the bundler and
// minifiers; v4's build defaults, whose MDX 1 syntax off contentc reads all
// the same but admonition titles, which markdown takes over through
// mdx1compat; experimental_vcs, how it reads git for last-update dates, which
// contentc reads itself) mean nothing to the graph; any other
// (experimental_router: 'hash', experimental_storage's keys) is a warning.
func (im *importer) future(p string) {
	if im.get(p) == nil || im.isSpecial(p) {
		return
	}
	if _, ok := im.get(p).(map[string]any); !ok {
		im.warn(p, "is not taken over by contentc")
		return
	}
	for _, k := range im.keys(p) {
		switch k {
		case "faster", "experimental_faster", "v4", "experimental_vcs":
		default:
			im.warn(p+"/"+k, "is not taken over by contentc")
		}
	}
}

var navbarTypes = []string{"default", "link", "doc", "docSidebar", "docsVersion", "dropdown", "docsVersionDropdown", "localeDropdown", "search", "html"}

func (im *importer) navbar(top *mapping, p string) {
	nb := im.newMap("/navbar")
	// navbar.links is what Docusaurus called the items before 2.0.0-alpha.59
	// (later ones stop the build on it: "has been renamed as
	// themeConfig.navbar.items"): openapi-generator's seven links.
	itemsKey := "items"
	if _, has := im.get(p + "/items").([]any); !has {
		if _, old := im.get(p + "/links").([]any); old {
			itemsKey = "links"
		}
	}
	im.copyKeys(nb, p, []string{"title", "hideOnScroll", "style"}, "logo", "items", itemsKey)
	if im.logo(nb, p) {
		if _, titled := nb.m["title"]; !titled {
			nb.set("title", "", p+"/logo") // the logo alone, as Docusaurus shows it
		}
	}
	if items, ok := im.get(p + "/" + itemsKey).([]any); ok {
		nb.set("items", im.navItems(p+"/"+itemsKey, "/navbar/items", items), p+"/"+itemsKey)
	}
	top.set("navbar", nb.m, p)
}

func (im *importer) navItems(src, dst string, items []any) []any {
	out := []any{}
	for i := range items {
		ip := src + "/" + strconv.Itoa(i)
		if im.special(ip) {
			continue
		}
		if _, ok := items[i].(map[string]any); !ok {
			continue
		}
		typ, _ := im.get(ip + "/type").(string)
		if id, _ := im.get(ip + "/docsPluginId").(string); id != "" && id != "default" && id != im.siteDocsID() && (typ == "docsVersionDropdown" || !im.hasDocsPlugin(id)) {
			// The version dropdown of another docs plugin instance, or an item
			// of an instance that is not there.
			if typ == "docsVersionDropdown" {
				im.warn(ip+"/docsPluginId", "names the docs plugin %q: contentc's version dropdown is the default docs plugin's; the item is left out", id)
			} else {
				im.warn(ip+"/docsPluginId", "names the docs plugin %q, which the config does not have; the item is left out", id)
			}
			im.leaveOut(ip)
			continue
		}
		as := "" // the type a site's own item type is shown as
		if typ != "" && !slices.Contains(navbarTypes, typ) {
			// A site's own item type (Docusaurus names them custom-…) drawn by
			// its swizzled ComponentTypes: with a label and items it is shown
			// as a dropdown of them, with a label and a URL as a link (mlflow's
			// custom-docsDropdown holds the links to its two doc sections).
			_, hasItems := im.get(ip + "/items").([]any)
			hasURL := im.get(ip+"/to") != nil || im.get(ip+"/href") != nil
			if _, labelled := im.get(ip + "/label").(string); strings.HasPrefix(typ, "custom-") && labelled && (hasItems || hasURL) {
				as = "dropdown"
				if !hasItems {
					as = "default"
				}
				what := map[string]string{"dropdown": "a dropdown of its items", "default": "a link"}[as]
				im.warn(ip, "navbar item of type %q is the site's own component, which contentc does not run; it is shown as %s", typ, what)
			} else {
				im.warn(ip, "navbar item of type %q is not taken over by contentc", typ)
				im.leaveOut(ip)
				continue
			}
		}
		it := im.newMap(dst + "/" + strconv.Itoa(len(out)))
		skip := []string{"items", "aria-label", "docsPluginId", "dropdownItemsBefore", "dropdownItemsAfter"}
		if typ == "docsVersionDropdown" && im.get(ip+"/dropdownActiveClassDisabled") == true {
			skip = append(skip, "dropdownActiveClassDisabled") // contentc's toggle is never shown as current
		}
		// A link written with html instead of label (Docusaurus: "html XOR
		// label") is labelled by the text the HTML shows.
		if h, ok := im.get(ip + "/html").(string); ok && im.get(ip+"/label") == nil && safehtml.Text(h) != "" {
			it.set("label", safehtml.Text(h), ip+"/html")
			skip = append(skip, "html")
		}
		im.copyKeys(it, ip, []string{"type", "label", "position", "href", "to", "sidebarId", "docId", "target", "className", "ariaLabel", "title", "value", "activeBasePath", "activeBaseRegex"}, skip...)
		if as != "" {
			it.set("type", as, ip+"/type")
		}
		if id, _ := im.get(ip + "/docsPluginId").(string); id != "" && id != "default" {
			it.set("docsPluginId", id, ip+"/docsPluginId")
		}
		if v, ok := im.get(ip + "/aria-label").(string); ok {
			it.set("ariaLabel", v, ip+"/aria-label") // the attribute as written on the element
		}
		for _, k := range []string{"items", "dropdownItemsBefore", "dropdownItemsAfter"} {
			if sub, ok := im.get(ip + "/" + k).([]any); ok && (k == "items" || typ == "docsVersionDropdown" || typ == "localeDropdown") {
				it.set(k, im.navItems(ip+"/"+k, it.ptr+"/"+k, sub), ip+"/"+k)
			} else if k != "items" && !im.special(ip+"/"+k) && im.get(ip+"/"+k) != nil {
				im.warn(ip+"/"+k, "is not taken over by contentc (it is a version or locale dropdown's)")
			}
		}
		if lostURL(im, ip, it.m) {
			im.leaveOut(ip)
			continue // its URL came from a stand-in (warned): no item rather than a broken one
		}
		out = append(out, it.m)
		im.placeAt(dst+"/"+strconv.Itoa(len(out)-1), ip)
	}
	return out
}

// leaveOut notes the label of the navbar item at ptr, and of the items under
// it, as left out.
func (im *importer) leaveOut(ptr string) {
	if l, ok := im.get(ptr + "/label").(string); ok {
		im.leftOut = append(im.leftOut, l)
	}
	if sub, ok := im.get(ptr + "/items").([]any); ok {
		for i := range sub {
			im.leaveOut(ptr + "/items/" + strconv.Itoa(i))
		}
	}
}

// lostURL reports whether the item at ptr had an href or to that was not taken
// over (a function, or a value built from a package stand-in).
func lostURL(im *importer, ptr string, taken map[string]any) bool {
	for _, k := range []string{"href", "to"} {
		if _, ok := taken[k]; ok {
			return false
		}
	}
	return im.isSpecial(ptr+"/href") || im.isSpecial(ptr+"/to")
}

// logo takes the navbar's or the footer's logo (at p+"/logo") over into o,
// reporting whether it has one (a src).
func (im *importer) logo(o *mapping, p string) bool {
	lp := p + "/logo"
	if im.special(lp) || im.get(lp) == nil {
		return false
	}
	logo := im.newMap(o.ptr + "/logo")
	im.copyKeys(logo, lp, []string{"alt", "src", "srcDark", "href", "target"}, "width", "height")
	for _, k := range []string{"width", "height"} {
		switch v := im.get(lp + "/" + k).(type) {
		case float64:
			logo.set(k, v, lp+"/"+k)
		case string:
			if n, err := strconv.Atoi(strings.TrimSuffix(v, "px")); err == nil && n > 0 {
				logo.set(k, float64(n), lp+"/"+k)
			} else {
				im.warn(lp+"/"+k, "%q is not a number of pixels; not taken over", v)
			}
		}
	}
	if _, ok := logo.m["src"]; ok {
		o.set("logo", logo.m, lp)
		return true
	}
	return false
}

func (im *importer) footer(top *mapping, p string) {
	ft := im.newMap("/footer")
	im.copyKeys(ft, p, []string{"style", "copyright"}, "links", "logo")
	im.logo(ft, p)
	if links, ok := im.get(p + "/links").([]any); ok {
		var out []any
		link := func(lp, at string, into *[]any) {
			if im.special(lp) {
				return
			}
			l := im.newMap(at)
			im.copyKeys(l, lp, []string{"label", "href", "to", "html", "target", "rel", "className"})
			_, labelled := l.m["label"]
			if _, html := l.m["html"]; html && !labelled || labelled && !lostURL(im, lp, l.m) {
				*into = append(*into, l.m) // a link, or HTML in its place (a footer html item)
			}
		}
		for i, col := range links {
			cp := p + "/links/" + strconv.Itoa(i)
			at := fmt.Sprintf("/footer/links/%d", len(out))
			if cm, ok := col.(map[string]any); ok && cm["items"] != nil {
				// A column: its title and its links.
				c := im.newMap(at)
				im.copyKeys(c, cp, []string{"title"}, "items")
				var items []any
				n, _ := cm["items"].([]any)
				for j := range n {
					link(cp+"/items/"+strconv.Itoa(j), fmt.Sprintf("%s/items/%d", at, len(items)), &items)
				}
				if items == nil {
					items = []any{}
				}
				c.set("items", items, cp+"/items")
				out = append(out, c.m)
				continue
			}
			link(cp, at, &out)
		}
		if out != nil {
			ft.set("links", out, p+"/links")
		}
	}
	top.set("footer", ft.m, p)
}

func (im *importer) i18n(top *mapping) {
	const p = "/i18n"
	in := im.newMap("/i18n")
	im.copyKeys(in, p, []string{"defaultLocale"}, "locales", "localeConfigs", "path")
	if locs, ok := im.get(p + "/locales").([]any); ok {
		var out []any
		def, _ := im.get(p + "/defaultLocale").(string)
		hasDef := false
		for _, l := range locs {
			hasDef = hasDef || l == def
		}
		if def != "" && !hasDef {
			// Docusaurus warns and builds the default locale anyway, after
			// the others (loadI18n: locales.concat(currentLocale)):
			// paratextman30's 43 locales without "en".
			im.warn(p+"/defaultLocale", "%q is not one of i18n.locales; it is added after them, as Docusaurus does (add it to the list)", def)
			locs = append(append([]any(nil), locs...), def)
		}
		for i, l := range locs {
			code, _ := l.(string)
			if code == "" {
				continue
			}
			lp := p + "/locales/" + strconv.Itoa(i)
			if i >= len(im.get(p+"/locales").([]any)) {
				lp = p + "/defaultLocale"
			}
			loc := im.newMap(fmt.Sprintf("/i18n/locales/%d", len(out)))
			loc.set("code", code, lp)
			cp := p + "/localeConfigs/" + yamlpos.Escape(code)
			if im.get(cp) != nil {
				im.copyKeys(loc, cp, []string{"label", "direction", "htmlLang"}, "calendar", "baseUrl", "path")
				if f, ok := im.get(cp + "/path").(string); ok && f != "" {
					// Docusaurus's path names the translations' folder
					// (i18n/zh-CN/ for ton-docs' "mandarin"); the locale's
					// URL stays /<code>/.
					loc.set("folder", f, cp+"/path")
				}
				if b, ok := im.get(cp + "/baseUrl").(string); ok {
					// The URL contentc gives the locale anyway (pnpm.io pins it so)
					// is silently fine; another is not taken over.
					base, _ := im.get("/baseUrl").(string)
					base = "/" + strings.Trim(base, "/") + "/"
					if base == "//" {
						base = "/"
					}
					want := base + code + "/"
					if def, _ := im.get(p + "/defaultLocale").(string); def == code {
						want = base
					}
					if b != want {
						im.warn(cp+"/baseUrl", "is not taken over by contentc (the locale is served at %s)", want)
					}
				}
			}
			out = append(out, loc.m)
		}
		if out != nil {
			in.set("locales", out, p+"/locales")
		}
	}
	top.set("i18n", in.m, p)
}

// docsPlugin finds the docs options (the classic preset's docs, or the default
// docs plugin) and warns about every other preset part and plugin.
func (im *importer) docsPlugin(top *mapping) {
	docsSrc := im.siteDocs()
	presets, _ := im.get("/presets").([]any)
	for i, pr := range presets {
		pp := "/presets/" + strconv.Itoa(i)
		name, opts := pluginname.Entry(pr)
		// Presets that wrap the classic one (docusaurus-plugin-internaldocs-fb's,
		// a company's own) take the same options: one with a docs, blog or theme
		// key is read as the classic preset.
		classicLike := false
		if opts != "" {
			for _, k := range im.keys(pp + opts) {
				classicLike = classicLike || k == "docs" || k == "blog" || k == "theme"
			}
		}
		if !pluginname.ClassicPreset(name, classicLike) {
			if !im.special(pp) {
				im.warn(pp, "preset %q is not taken over by contentc", name)
			}
			im.pluginRoute(name, pp+opts)
			continue
		}
		if opts == "" {
			continue
		}
		op := pp + opts
		for _, k := range im.keys(op) {
			kp := op + "/" + yamlpos.Escape(k)
			switch {
			case k == "docs":
				// The site's docs (siteDocs), or docs: false, which leaves the
				// site's docs to a plugin if there is one.
				if v, ok := im.get(kp).(bool); ok && !v && docsSrc == "" {
					im.warn(kp, "docs: false is not taken over (contentc always builds the docs)")
				}
			case k == "blog" || k == "pages":
				if v, ok := im.get(kp).(bool); ok && !v {
					if k == "blog" {
						im.blogs = map[string]string{} // no blog
					}
					continue
				}
				if k == "blog" {
					r, _ := im.get(kp + "/routeBasePath").(string)
					dir, _ := im.get(kp + "/path").(string)
					im.blogs = map[string]string{"/" + strings.Trim(cmp.Or(r, "blog"), "/"): path.Clean(cmp.Or(dir, "blog"))}
				}
				im.warn(kp, "is not taken over by contentc (only docs are built)")
			case k == "theme" && !im.special(kp):
				im.presetTheme(top, kp)
			case k == "remark-code-snippets":
				// docusaurus-plugin-internaldocs-fb's option: the plugin,
				// with these options, in every content plugin (litho, vrs)
				im.md.CodeSnippets(im.plugins(), kp, kp)
			case im.get(kp) == nil && !im.isSpecial(kp):
			default:
				if !im.special(kp) {
					im.warn(kp, "is not taken over by contentc")
				}
			}
		}
	}
	plugins, _ := im.get("/plugins").([]any)
	var others []any
	for i, pl := range plugins {
		pp := "/plugins/" + strconv.Itoa(i)
		name, opts := pluginname.Entry(pl)
		if opts != "" && pp+opts == docsSrc {
			continue
		}
		if im.special(pp) {
			continue
		}
		if name == "" {
			im.warn(pp, "is not taken over by contentc")
		} else if im.isDocsPlugin(name) && opts != "" {
			// Another docs plugin instance: docsPlugins.
			id, _ := im.get(pp + opts + "/id").(string)
			if id == "" || id == "default" {
				im.warn(pp+opts, "is a second default docs plugin (no id); give it an id: it is not built")
				continue
			}
			o := im.newMap("/docsPlugins/" + strconv.Itoa(len(others)))
			o.set("id", id, pp+opts+"/id")
			im.docsOptions(o, pp+opts, false)
			im.placeAt(o.ptr, pp+opts)
			others = append(others, o.m)
		} else if name == "@docusaurus/plugin-client-redirects" || name == "client-redirects" {
			im.redirects(top, pp+opts)
		} else if pluginname.IsClassicTheme(name) {
			// a theme given as a plugin: as in themes
			if opts != "" {
				im.presetTheme(top, pp+opts)
			}
		} else if name == "docusaurus-plugin-image-zoom" || name == "image-zoom" {
			z := im.newMap("/imageZoom") // with themeConfig.zoom's selector and background
			im.copyKeys(z, "/themeConfig/zoom", []string{"selector", "background"}, "config")
			if len(im.keys("/themeConfig/zoom/config")) > 0 { // (the plugin's README writes an empty one)
				im.warn("/themeConfig/zoom/config", "is not taken over by contentc (medium-zoom's own options)")
			}
			top.set("imageZoom", z.m, pp)
		} else if pluginname.IsMermaidTheme(name) {
			// as in themes (druid lists it in plugins): markdown.mermaid's
		} else if taken, _ := im.res.Inspected["takenOver"].([]string); slices.Contains(taken, pp) || slices.Contains(taken, pp+"/0") {
			// a plugin file of the site that only gives webpack aliases or
			// text rules (webpackalias.Read)
		} else if name != "@docusaurus/plugin-ideal-image" && name != "ideal-image" {
			// (the ideal-image plugin's <IdealImage> is a built-in)
			im.warn(pp, "plugin %q is not taken over by contentc%s", name, pluginname.SearchNote(name))
			im.pluginRoute(name, pp+opts)
			im.leftOutPlugins = append(im.leftOutPlugins, name)
		}
	}
	im.themes(top)
	tags := headtags.Take("/headTags", im.get, im.keys, im.special, im.warn)
	d := im.newMap("/docs")
	if docsSrc != "" {
		im.docsOptions(d, docsSrc, true)
	}
	// (after the docs options: KaTeX's stylesheet is the site's own where the docs use math)
	tags = append(tags, headtags.Stylesheets("/stylesheets", im.md.MathAt != "", im.get, im.keys, im.special, im.warn)...)
	if len(tags) > 0 {
		top.set("headTags", tags, "/headTags")
	}
	for _, k := range []string{"scripts", "clientModules", "webpack"} {
		if im.get("/"+k) != nil && !im.isSpecial("/"+k) {
			im.warn("/"+k, "is not taken over by contentc")
		}
	}
	im.future("/future")
	if _, ok := d.m["routeBasePath"]; !ok {
		d.set("routeBasePath", "docs", docsSrc)
	}
	if _, ok := d.m["sidebarPath"]; !ok {
		d.set("sidebarPath", nil, docsSrc) // Docusaurus: no sidebarPath = one autogenerated sidebar
	}
	if im.docsSidebar != nil {
		d.set("sidebar", im.docsSidebar.m, im.docsSidebarSrc)
	}
	if im.docsPersist != "" && im.get(im.docsPersist) != nil {
		d.set("versionPersistence", im.get(im.docsPersist), im.docsPersist)
	}
	top.set("docs", d.m, docsSrc)
	if len(others) > 0 {
		top.set("docsPlugins", others, "/plugins")
	}
}

// pluginRoute records the routes a plugin that contentc does not build serves:
// its options' route, routePath or routeBasePath (an API reference's
// `route: '/api-reference'`, a second blog's routeBasePath), and each of
// redocusaurus' specs' (ptr is the options' pointer, or the entry's), and
// those a plugin of the site's own adds with a literal path (localroutes:
// woodpecker's /plugins). A link there is broken in the site contentc builds,
// but works in Docusaurus: the link check says so.
func (im *importer) pluginRoute(name, ptr string) {
	if name == "" {
		return
	}
	opts := []string{ptr}
	if specs, ok := im.get(ptr + "/specs").([]any); ok {
		for i := range specs {
			opts = append(opts, ptr+"/specs/"+strconv.Itoa(i))
		}
	}
	var routes []string
	add := func(r string) {
		if r = "/" + strings.Trim(r, "/"); r != "/" && !strings.ContainsAny(r, "*:?#") {
			routes = append(routes, r) // (not none, the site's root (the pages plugin's), or a pattern)
		}
	}
	for _, o := range opts {
		for _, k := range []string{"route", "routePath", "routeBasePath"} {
			r, _ := im.get(o + "/" + k).(string)
			add(r)
		}
	}
	if r, ok := defaultPluginRoutes[path.Base(mdplugins.PackageName(name))]; ok && len(routes) == 0 {
		routes = append(routes, r)
	}
	base, _ := im.get("/baseUrl").(string)
	for _, r := range localroutes.Added(im.root, name, base) {
		add(r)
	}
	for _, r := range routes {
		if im.pluginRoutes == nil {
			im.pluginRoutes = map[string]string{}
		}
		if _, ok := im.pluginRoutes[r]; !ok {
			im.pluginRoutes[r] = name
		}
	}
}

// defaultPluginRoutes are the routes plugins serve when their options name
// none: docusaurus-plugin-typedoc-api's /api/* pages (mikro-orm's 276 links to
// its classes), a blog plugin's /blog.
var defaultPluginRoutes = map[string]string{"docusaurus-plugin-typedoc-api": "/api", "plugin-content-blog": "/blog", "content-blog": "/blog"}

// siteDocs is the pointer of the options of the site's docs (site.yaml's docs),
// "" for the defaults: the classic preset's docs, else the first docs plugin
// without an id (or with "default"). With the preset's docs: false, or no
// preset at all (only the classic preset brings a default docs plugin), and
// no such plugin, the first docs plugin with an id is the site's docs, under
// its own id: contentc builds one plugin's docs as the site's, with the
// version dropdown, where Docusaurus would build no default plugin
// (kusionstack's five plugins; chiselstrike's four, without a preset), and
// ./docs is then nobody's folder.
func (im *importer) siteDocs() string {
	off, classic := false, false
	presets, _ := im.get("/presets").([]any)
	for i, pr := range presets {
		pp := "/presets/" + strconv.Itoa(i)
		name, opts := pluginname.Entry(pr)
		if opts == "" {
			classic = classic || pluginname.ClassicPreset(name, false)
			continue
		}
		docs := pp + opts + "/docs"
		classicLike := false
		for _, k := range im.keys(pp + opts) {
			classicLike = classicLike || k == "docs" || k == "blog" || k == "theme"
		}
		if !pluginname.ClassicPreset(name, classicLike) {
			continue
		}
		classic = true
		switch v := im.get(docs).(type) {
		case bool:
			off = off || !v
		case map[string]any:
			return docs
		}
	}
	plugins, _ := im.get("/plugins").([]any)
	first := ""
	for i, pl := range plugins {
		name, opts := pluginname.Entry(pl)
		if !im.isDocsPlugin(name) || opts == "" {
			continue
		}
		src := "/plugins/" + strconv.Itoa(i) + opts
		if id, _ := im.get(src + "/id").(string); id == "" || id == "default" {
			return src
		}
		if first == "" && (off || !classic && len(presets) == 0) {
			first = src
		}
	}
	return first
}

// siteDocsID is the id of the site's docs plugin ("default" unless its options
// give another).
func (im *importer) siteDocsID() string {
	if src := im.siteDocs(); src != "" {
		if id, _ := im.get(src + "/id").(string); id != "" {
			return id
		}
	}
	return "default"
}

// YAML writes a site.yaml equivalent to an imported Docusaurus config: the
// document in source order, with what was not taken over as comments on top.
func (s *Site) YAML(from string) ([]byte, error) {
	doc, warns := s.Doc, s.Warnings
	var b strings.Builder
	b.WriteString("# yaml-language-server: $schema=https://contentc.dev/schema/site.schema.json\n")
	fmt.Fprintf(&b, "# Written by `contentc init --from-docusaurus` from %s.\n", from)
	if len(warns) == 0 {
		b.WriteString("# Everything in it was taken over.\n")
	} else {
		b.WriteString("# Not taken over (each was a docusaurus-config warning):\n")
		for _, w := range warns {
			fmt.Fprintf(&b, "#   %s:%d:%d: %s\n", w.File, w.Line, w.Column, strings.ReplaceAll(w.Message, "\n", " "))
		}
	}
	return doc.Encode(b.String())
}

// editURLWorks reports whether the editUrl function at ep gives a URL for a
// doc's path (index.md of the current version's docs folder).
func (im *importer) editURLWorks(ep string) bool {
	u, err := im.res.Call(ep, map[string]any{"version": "current", "versionDocsDirPath": "docs", "docPath": "index.md",
		"permalink": "/docs/", "locale": "en"}, 100*time.Millisecond)
	return err == nil && u != "" && !safelink.IsDangerous(u)
}

// docsOptions maps a docs plugin's options (the preset's docs, or a
// @docusaurus/plugin-content-docs entry's) at src into d.
func (im *importer) docsOptions(d *mapping, src string, isDefault bool) {
	ep := src + "/editUrl"
	editFn := false
	if u, ok := im.res.Calls[ep]; ok && !safelink.IsDangerous(u) && u != "" {
		// A function editUrl: the URL it gives for any doc, as a template,
		// where a call for a doc throws; each doc's is what it gives for
		// that doc (one URL for every doc, a function that returns the
		// repository's URL, is that URL).
		d.set("editUrl", u, ep)
		editFn = true
		im.editURLFuncs[d.ptr] = ep
		if !strings.Contains(u, "{docPath}") {
			im.yamlWarns = append(im.yamlWarns, im.warning(ep, "is a function that gives %s for every doc: compiled from the site.yaml, edit links add the doc's path to it (compile from the Docusaurus config to keep it)", u))
		}
	} else if _, ok := im.res.Calls[ep]; !ok && im.editURLWorks(ep) {
		// A function that threw on the placeholders but gives a URL for a
		// doc's path (paper's `params.docPath.match(/([^/]+)\.mdx?$/)[1]`):
		// it is called for each doc, as Docusaurus calls it; an empty
		// template gives no edit link where it throws for a doc too.
		d.set("editUrl", "", ep)
		editFn = true
		im.editURLFuncs[d.ptr] = ep
		im.yamlWarns = append(im.yamlWarns, im.warning(ep, "is a function, which a site.yaml cannot hold: compiled from the site.yaml, docs have no edit link (compile from the Docusaurus config to keep it)"))
	}
	plain := []string{"path", "lastVersion", "onlyIncludeVersions", "includeCurrentVersion", "sidebarCollapsible", "sidebarCollapsed", "breadcrumbs", "showLastUpdateTime", "showLastUpdateAuthor", "editLocalizedFiles", "editCurrentVersion", "include", "exclude", "numberPrefixParser", "tagsBasePath", "tags", "onInlineTags"}
	skip := []string{"routeBasePath", "sidebarPath", "versions", "id", "remarkPlugins", "rehypePlugins", "beforeDefaultRemarkPlugins", "beforeDefaultRehypePlugins", "admonitions", "disableVersioning"}
	if v, _ := im.get(src + "/disableVersioning").(bool); v {
		// Only the docs folder, as the site's last version (at the docs
		// root): what Docusaurus builds with versions.json ignored.
		dp := src + "/disableVersioning"
		d.set("onlyIncludeVersions", []any{"current"}, dp)
		d.set("lastVersion", "current", dp)
		plain = slices.DeleteFunc(plain, func(k string) bool { return k == "onlyIncludeVersions" || k == "lastVersion" })
	}
	if ap := src + "/admonitions"; !im.special(ap) && im.get(ap) != nil {
		a := im.newMap(d.ptr + "/admonitions")
		im.copyKeys(a, ap, []string{"keywords", "extendDefaults"})
		d.set("admonitions", a.m, ap)
	}
	im.md.Read(im.plugins(), src)
	if gp := src + "/sidebarItemsGenerator"; slices.Contains(im.res.Funcs, gp) {
		if im.itemsGens == nil {
			im.itemsGens = map[string]string{}
		}
		im.itemsGens[d.ptr] = gp
		skip = append(skip, "sidebarItemsGenerator")
		im.yamlWarns = append(im.yamlWarns, im.warning(gp, "is a function, which a site.yaml cannot hold: compiled from the site.yaml, autogenerated sidebars are the default ones (compile from the Docusaurus config to keep it)"))
	}
	if v, _ := im.get(src + "/docItemComponent").(string); v == "@theme/ApiItem" {
		skip = append(skip, "docItemComponent") // docusaurus-theme-openapi-docs' page: its elements are rendered
	}
	if editFn {
		skip = append(skip, "editUrl")
	} else {
		plain = append(plain, "editUrl")
	}
	im.copyKeys(d, src, plain, skip...)
	if id, ok := im.get(src + "/id").(string); ok && isDefault && id != "" && id != "default" {
		// The site's docs under another id (kusionstack's preset docs, id
		// "docs"): its versions are docs_versions.json and so on.
		d.set("pluginId", id, src+"/id")
	}
	if v, ok := im.get(src + "/routeBasePath").(string); ok {
		d.set("routeBasePath", strings.Trim(v, "/"), src+"/routeBasePath")
	}
	sp := src + "/sidebarPath"
	switch v := im.get(sp).(type) {
	case string:
		d.set("sidebarPath", strings.TrimPrefix(strings.TrimPrefix(v, "/"), "./"), sp)
	case bool:
		if !v {
			d.set("sidebarPath", nil, sp)
		}
	default:
		im.special(sp)
	}
	if vp := src + "/versions"; !im.special(vp) && im.get(vp) != nil {
		vs := im.newMap(d.ptr + "/versions")
		for _, name := range im.keys(vp) {
			np := vp + "/" + yamlpos.Escape(name)
			if strings.Contains(name, jseval.InertMark) {
				// {[v]: {…}} with v read from a file (gravitino's
				// CURRENT_VERSION): no version contentc can name.
				im.warn(np, "names its version with a value that comes from a package or a file that contentc does not run or read; not taken over")
				continue
			}
			one := im.newMap(d.ptr + "/versions/" + yamlpos.Escape(name))
			im.copyKeys(one, np, []string{"label", "path", "banner", "badge", "noIndex"})
			vs.set(name, one.m, np)
		}
		d.set("versions", vs.m, vp)
	}
}

// isDocsPlugin reports whether a plugin entry's name is the docs plugin's, or
// that of a site's own plugin that wraps it: a local module that imports
// @docusaurus/plugin-content-docs (pantsbuild's docsPluginWithTopLevel404.js
// calls it and changes its 404 route), which takes the docs plugin's options.
func (im *importer) isDocsPlugin(name string) bool {
	if name == "@docusaurus/plugin-content-docs" || name == "content-docs" {
		return true
	}
	if !strings.HasPrefix(name, "./") && !strings.HasPrefix(name, "../") && !strings.HasPrefix(name, "/") {
		return false
	}
	rel := path.Clean(strings.TrimLeft(name, "/"))
	for _, c := range []string{rel, rel + ".js", rel + ".ts", rel + ".mjs", rel + ".cjs", rel + "/index.js", rel + "/index.ts"} {
		if src, err := source.ReadFile(im.root, c); err == nil {
			return importsDocsPlugin.Match(src)
		}
	}
	return false
}

// importsDocsPlugin matches an import or require of the docs plugin itself.
var importsDocsPlugin = regexp.MustCompile(`(?:\bfrom\s*|\brequire\(\s*|\bimport\(\s*)["']@docusaurus/plugin-content-docs["']`)

// hasDocsPlugin reports whether the config's plugins have a docs plugin
// instance of that id.
func (im *importer) hasDocsPlugin(id string) bool {
	plugins, _ := im.get("/plugins").([]any)
	for i, pl := range plugins {
		name, opts := pluginname.Entry(pl)
		if im.isDocsPlugin(name) && opts != "" {
			if v, _ := im.get("/plugins/" + strconv.Itoa(i) + opts + "/id").(string); v == id {
				return true
			}
		}
	}
	return false
}

package tabblocks_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/tabblocks"
)

func render(t *testing.T, opts markdown.Options, file, src string) (string, []string) {
	t.Helper()
	res := markdown.New(opts).Render(markdown.Input{File: file, Source: []byte(src), MDX: strings.HasSuffix(file, ".mdx")})
	var ds []string
	for _, d := range res.Diagnostics {
		ds = append(ds, d.String())
	}
	return string(res.HTML), ds
}

var (
	tabRe    = regexp.MustCompile(`role="tab" [^>]*data-value="([^"]*)">([^<]*)</button>`)
	markRe   = regexp.MustCompile(`tabs-container|role="tabpanel"|code-block-title">[^<]*`)
	defaults = (&tabblocks.Site{}).Options()
)

// outline is the rendering's groups, panels and code block titles, in order:
// "tabs [js:JavaScript ts:TypeScript] | panel a.js | panel a.ts b.ts".
func outline(html string) string {
	var b strings.Builder
	for _, m := range markRe.FindAllStringIndex(html, -1) {
		s := html[m[0]:m[1]]
		switch {
		case s == "tabs-container":
			end := strings.Index(html[m[0]:], `</div><div class="tab-panels">`)
			var tabs []string
			for _, t := range tabRe.FindAllStringSubmatch(html[m[0]:m[0]+end], -1) {
				tabs = append(tabs, t[1]+":"+t[2])
			}
			b.WriteString("| tabs [" + strings.Join(tabs, " ") + "] ")
		case s == `role="tabpanel"`:
			b.WriteString("| panel ")
		default:
			b.WriteString(strings.TrimPrefix(s, `code-block-title">`) + " ")
		}
	}
	return strings.TrimSpace(strings.TrimPrefix(b.String(), "| "))
}

func fence(info, title string) string {
	if title != "" {
		info += ` title="` + title + `"`
	}
	return "```" + info + "\nx\n```\n\n"
}

// Code blocks side by side whose meta has tab are one <Tabs>, a tab per block
// (or per span), as docusaurus-remark-plugin-tab-blocks 4 makes them (its
// README's and its test fixtures' cases, jest's docs).
func TestTabBlocks(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"two blocks, each keeps its title", fence("js tab", "a.js") + fence("ts tab", "a.ts"),
			"tabs [js:JavaScript ts:TypeScript] | panel a.js | panel a.ts"},
		{"a block without tab ends the group; one tab is a group", fence("js tab", "a.js") + fence("ts tab", "a.ts") + fence("ts", "b.ts") + fence("bash tab", "c.sh"),
			"tabs [js:JavaScript ts:TypeScript] | panel a.js | panel a.ts b.ts | tabs [bash:bash] | panel c.sh"},
		{"a paragraph between ends the group", fence("js tab", "a.js") + "Or:\n\n" + fence("ts tab", "a.ts"),
			"tabs [js:JavaScript] | panel a.js | tabs [ts:TypeScript] | panel a.ts"},
		{"label: the value is the label in lower case, its first space a hyphen", fence(`bash tab={"label":"npm"}`, "") + fence(`bash tab={"label":"Yarn Classic Two"}`, "y.sh"),
			"tabs [npm:npm yarn-classic two:Yarn Classic Two] | panel | panel y.sh"},
		{"span: the next code blocks, with or without meta, are in the tab", fence(`js tab={"span":2}`, "S.js") + fence("js", "S.test.js") + fence(`ts tab={"span":2}`, "S.ts") + fence("ts", "S.test.ts"),
			"tabs [js:JavaScript ts:TypeScript] | panel S.js S.test.js | panel S.ts S.test.ts"},
		{"a span may have fewer blocks than it says", fence(`js tab={"span":3}`, "a.js") + fence("js", "b.js") + "End.\n",
			"tabs [js:JavaScript] | panel a.js b.js"},
		{"tab is found anywhere in the meta, as the plugin's /tab(={.+})?/", fence("js", "a.js") + fence("jsx title=\"stable.jsx\"", "") + fence("js tabs", "c.js"),
			"a.js | tabs [jsx:jsx js:JavaScript] | panel stable.jsx | panel c.js"},
		{"a language alone is no meta", fence("tab", "") + fence("js tab", "a.js"),
			"tabs [js:JavaScript] | panel a.js"},
		{"inside a list item and an admonition", "- item\n\n  " + strings.ReplaceAll(fence("js tab", "a.js")+fence("ts tab", "a.ts"), "\n", "\n  ") + "\n:::note\n\n" + fence("js tab", "b.js") + fence("ts tab", "b.ts") + ":::\n",
			"tabs [js:JavaScript ts:TypeScript] | panel a.js | panel a.ts | tabs [js:JavaScript ts:TypeScript] | panel b.js | panel b.ts"},
	} {
		html, ds := render(t, markdown.Options{TabBlocks: defaults}, "a.mdx", c.src)
		if got := outline(html); got != c.want || len(ds) > 0 {
			t.Errorf("%s:\n got %s\nwant %s\n%v\n%s", c.name, got, c.want, ds, html)
		}
	}
	src := fence("js tab", "a.js") + fence("json tab", "a.json")
	html, _ := render(t, markdown.Options{TabBlocks: defaults}, "a.mdx", src)
	if !strings.Contains(html, `<div class="tabs-container" data-tabs="0" data-group-id="code-examples">`) {
		t.Errorf("synced under code-examples:\n%s", html)
	}
	// the plugin's options: groupId, sync and labels over the defaults
	opts := (&tabblocks.Site{GroupID: "langs", Labels: map[string]string{"json": "JSON", "js": "JS"}}).Options()
	html, _ = render(t, markdown.Options{TabBlocks: opts}, "a.mdx", src)
	if got := outline(html); got != "tabs [js:JS json:JSON] | panel a.js | panel a.json" || !strings.Contains(html, `data-group-id="langs"`) {
		t.Errorf("labels and groupId: %s\n%s", got, html)
	}
	off := false
	html, _ = render(t, markdown.Options{TabBlocks: (&tabblocks.Site{Sync: &off, GroupID: "langs"}).Options()}, "a.mdx", src)
	if got := outline(html); got != "tabs [js:JavaScript json:json] | panel a.js | panel a.json" || strings.Contains(html, "data-group-id") {
		t.Errorf("sync false: %s\n%s", got, html)
	}
	// npm2yarn runs first, as jest lists the two: a span ends at its tabs
	html, _ = render(t, markdown.Options{TabBlocks: defaults, Npm2Yarn: &markdown.Npm2Yarn{Converters: []string{"yarn"}}}, "a.mdx",
		fence(`sh tab={"span":2}`, "a.sh")+"```sh npm2yarn\nnpm install\n```\n")
	if got := outline(html); got != "tabs [sh:sh] | panel a.sh | tabs [npm:npm yarn:Yarn] | panel | panel" {
		t.Errorf("with npm2yarn: %s", got)
	}
	// without the plugin, and in a file read as CommonMark, code blocks
	for _, r := range []struct {
		opts markdown.Options
		file string
	}{{markdown.Options{}, "a.mdx"}, {markdown.Options{TabBlocks: defaults}, "a.md"}} {
		if html, _ := render(t, r.opts, r.file, src); strings.Contains(html, "tablist") || outline(html) != "a.js a.json" {
			t.Errorf("%s %v: code blocks wanted:\n%s", r.file, r.opts.TabBlocks, html)
		}
	}
	if a, b := markdown.New(markdown.Options{TabBlocks: defaults}).Settings(), markdown.New(markdown.Options{TabBlocks: opts}).Settings(); a == b || a == markdown.New(markdown.Options{}).Settings() {
		t.Errorf("the plugin's options are part of the render settings")
	}
}

// A Docusaurus 2 site's plugin (1.x, for MDX 1) makes no group of one tab, and
// ends a group at a span whose code blocks are not all there.
func TestTabBlocksDocusaurus2(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{fence("js tab", "a.js") + fence("ts tab", "a.ts"), "tabs [js:JavaScript ts:TypeScript] | panel a.js | panel a.ts"},
		{fence("js tab", "a.js") + "Or:\n\n" + fence("ts tab", "a.ts"), "a.js a.ts"},
		{fence("js tab", "a.js") + fence(`ts tab={"span":2}`, "a.ts") + "End.\n", "a.js a.ts"},
		{fence(`js tab={"span":2}`, "a.js") + fence("js", "b.js") + fence("ts tab", "a.ts") + fence(`ts tab={"span":3}`, "c.ts"),
			"tabs [js:JavaScript ts:TypeScript] | panel a.js b.js | panel a.ts c.ts"},
	} {
		html, ds := render(t, markdown.Options{TabBlocks: defaults, MDX1: true}, "a.mdx", c.src)
		if got := outline(html); got != c.want || len(ds) > 0 {
			t.Errorf("%q:\n got %s\nwant %s\n%v", c.src, got, c.want, ds)
		}
	}
}

// A tab meta the plugin cannot use, where Docusaurus stops the build (JSON
// that JSON.parse rejects, a label that is no string) or never finishes the
// page (a span of no code block: the plugin loops), is a tab-block warning at
// its place, and the block a tab of its own labelled by its language.
func TestTabBlocksBadMeta(t *testing.T) {
	src := "# T\n\n" + strings.Join([]string{
		"```js tab={label:'a'} title=\"a.js\"\nx\n```\n",
		"```js  tab={\"span\":0}\nx\n```\n",
		"```ts tab={\"span\":\"2\"}\nx\n```\n",
		"```sh tab={\"label\":5}\nx\n```\n",
		"```sh title=\"a=b\" tab={\"label\":\"x=y\"}\nx\n```\n",
		"```sh tab={\"span\":null,\"label\":null}\nx\n```\n",
	}, "\nNext:\n\n")
	html, ds := render(t, markdown.Options{TabBlocks: defaults}, "docs/a.mdx", src)
	want := []string{
		`docs/a.mdx:3:7: warning[tab-block]: tab={label:'a'}: {label:'a'} is not JSON, where Docusaurus stops the build (docusaurus-remark-plugin-tab-blocks reads up to the next = and the last }); the block is a tab of its own: write tab={"label":"…"} or tab={"span":2}, without = in the label`,
		`docs/a.mdx:9:8: warning[tab-block]: tab={"span":0}: the span 0 is not a positive number, where Docusaurus never finishes the page (the plugin takes no code block into the tab and loops); the tab holds this code block only: write the number of code blocks, "span":2`,
		`docs/a.mdx:15:7: warning[tab-block]: tab={"span":"2"}: the span "2" is not a positive number, where Docusaurus never finishes the page (the plugin takes no code block into the tab and loops); the tab holds this code block only: write the number of code blocks, "span":2`,
		`docs/a.mdx:21:7: warning[tab-block]: tab={"label":5}: the label 5 is not a string, where Docusaurus stops the build (the plugin lower-cases it for the tab's value); the tab is valued and labelled by its language: write a string, "label":"npm"`,
		`docs/a.mdx:27:19: warning[tab-block]: tab={"label":"x=y"}: {"label":"x is not JSON, where Docusaurus stops the build (docusaurus-remark-plugin-tab-blocks reads up to the next = and the last }); the block is a tab of its own: write tab={"label":"…"} or tab={"span":2}, without = in the label`,
		`docs/a.mdx:33:7: warning[tab-block]: tab={"span":null,"label":null}: the span null is not a positive number, where Docusaurus never finishes the page (the plugin takes no code block into the tab and loops); the tab holds this code block only: write the number of code blocks, "span":2`,
	}
	if strings.Join(ds, "\n") != strings.Join(want, "\n") {
		t.Errorf("diagnostics:\n%s\nwant:\n%s", strings.Join(ds, "\n"), strings.Join(want, "\n"))
	}
	if got := outline(html); got != "tabs [js:JavaScript] | panel a.js | tabs [js:JavaScript] | panel | tabs [ts:TypeScript] | panel | tabs [sh:sh] | panel | tabs [sh:sh] | panel a=b | tabs [sh:sh] | panel" {
		t.Errorf("tabs: %s", got)
	}
}

// Package tabblocks is docusaurus-remark-plugin-tab-blocks for MDX documents:
// code blocks side by side whose meta has `tab` (```` ```js tab ````) become
// one <Tabs>, a <TabItem> per block, valued by the block's language and
// labelled by the plugin's labels (js JavaScript, ts TypeScript, and the
// site's), with groupId code-examples (the plugin's groupId option) unless
// its sync option is off. A block's `tab={"label":"npm"}` labels its tab (the
// value is the label in lower case, its first space a hyphen), and
// `tab={"span":2}` puts the code blocks after it in its tab too. The code
// blocks go into the tabs as they are (their titles too). As npm2yarn's, the
// tabs are built as MDX elements before components' transformer reads every
// <Tabs>. A Docusaurus 2 site's plugin (1.x) makes tabs of two blocks or more
// only, and ends a group at a span whose code blocks are not all there.
package tabblocks

import (
	"cmp"
	"encoding/json"
	"fmt"
	"maps"
	"regexp"
	"strings"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown/codeblock"
	"github.com/contentc/contentc/compiler/internal/markdown/internal/mdstate"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// Options is the plugin's options as they apply (see mdstate.TabBlocks).
type Options = mdstate.TabBlocks

// Site is markdown.tabBlocks as site.yaml writes it: the plugin's options,
// its labels a mapping from a language to its tab's label.
type Site struct {
	Sync    *bool             `json:"sync"`
	GroupID string            `json:"groupId"`
	Labels  map[string]string `json:"labels"`
}

// Options are the plugin's defaults (groupId code-examples, synced; js
// JavaScript, ts TypeScript) with the site's over them.
func (s *Site) Options() *Options {
	o := &Options{GroupID: cmp.Or(s.GroupID, "code-examples"), Labels: map[string]string{"js": "JavaScript", "ts": "TypeScript"}}
	maps.Copy(o.Labels, s.Labels)
	if s.Sync != nil && !*s.Sync {
		o.GroupID = ""
	}
	return o
}

// New returns the extension; it does nothing unless the document's
// mdstate.State has TabBlocks.
func New() goldmark.Extender { return extender{} }

type extender struct{}

func (extender) Extend(m goldmark.Markdown) {
	// After npm2yarn's (51), as jest lists the two plugins (a span ends at
	// npm2yarn's tabs), and before components' (53), which reads every <Tabs>.
	m.Parser().AddOptions(parser.WithASTTransformers(util.Prioritized(transformer{}, 52)))
}

type transformer struct{}

func (transformer) Transform(doc *ast.Document, reader text.Reader, pc parser.Context) {
	st := mdstate.Get(pc)
	if st.TabBlocks == nil {
		return
	}
	g := &grouper{st: st, source: reader.Source(), tabs: map[ast.Node]*tab{}}
	var parents []ast.Node
	seen := map[ast.Node]bool{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if _, ok := n.(*ast.FencedCodeBlock); ok && entering {
			if p := n.Parent(); !seen[p] {
				seen[p] = true
				parents = append(parents, p)
			}
			return ast.WalkSkipChildren, nil
		}
		return ast.WalkContinue, nil
	})
	// A group is of code blocks side by side, so each parent's children are
	// read in turn; the tabs made are not read again, as the plugin's visit
	// goes on after them.
	for _, p := range parents {
		for n := p.FirstChild(); n != nil; {
			n = g.group(n)
		}
	}
}

type grouper struct {
	st     *mdstate.State
	source []byte
	tabs   map[ast.Node]*tab // each code block's tab meta, read once (nil: none)
}

// tab is what a code block's tab meta says.
type tab struct {
	span     float64
	label    string
	hasLabel bool
}

// group makes the <Tabs> of the code blocks from n on when n starts a group,
// and returns the node to read next.
func (g *grouper) group(n ast.Node) ast.Node {
	var items [][]ast.Node
	next := n
	for {
		t := g.tab(next)
		if t == nil {
			break
		}
		var nodes []ast.Node
		k := next
		for ; float64(len(nodes)) < t.span && isCode(k); k = k.NextSibling() {
			nodes = append(nodes, k)
		}
		if g.st.Docusaurus2 && float64(len(nodes)) < t.span {
			break // 1.x: a span whose blocks are not all there ends the group
		}
		items = append(items, nodes)
		next = k
	}
	if len(items) == 0 || g.st.Docusaurus2 && len(items) < 2 {
		return n.NextSibling()
	}
	p := n.Parent()
	tabs := mdxast.NewTabs(g.st.TabBlocks.GroupID, codeblock.FenceOffset(n, g.source))
	tabs.SetBlankPreviousLines(n.HasBlankPreviousLines())
	p.InsertBefore(p, n, tabs)
	for _, nodes := range items {
		t := g.tabs[nodes[0]]
		lang, _, _ := codeblock.SplitInfo(string(nodes[0].(*ast.FencedCodeBlock).Info.Segment.Value(g.source)))
		value, label := lang, g.st.TabBlocks.Labels[lang]
		if t.hasLabel {
			value, label = strings.Replace(strings.ToLower(t.label), " ", "-", 1), t.label
		}
		item := mdxast.NewTabItem(value, label, codeblock.FenceOffset(nodes[0], g.source))
		for _, c := range nodes {
			p.RemoveChild(p, c)
			item.AppendChild(item, c)
		}
		tabs.AppendChild(tabs, item)
	}
	return tabs.NextSibling()
}

// isCode reports whether n is a code block (an indented one too, which a
// Docusaurus 2 site's MDX has), as a span takes any.
func isCode(n ast.Node) bool {
	switch n.(type) {
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		return true
	}
	return false
}

// tabMeta is the plugin's /tab(={.+})?/: its first match in the meta makes a
// code block a tab (`tab` anywhere in it, as the plugin reads it).
var tabMeta = regexp.MustCompile(`tab(=\{[^\n\r\x{2028}\x{2029}]+\})?`)

// tab reads n's tab meta (nil if n is no code block with one), warning about
// options the plugin cannot use where Docusaurus stops or never ends.
func (g *grouper) tab(n ast.Node) *tab {
	if t, ok := g.tabs[n]; ok {
		return t
	}
	g.tabs[n] = nil
	f, ok := n.(*ast.FencedCodeBlock)
	if !ok || f.Info == nil {
		return nil
	}
	_, meta, metaAt := codeblock.SplitInfo(string(f.Info.Segment.Value(g.source)))
	loc := tabMeta.FindStringIndex(meta)
	if meta == "" || loc == nil {
		return nil
	}
	t := &tab{span: 1}
	g.tabs[n] = t
	m := meta[loc[0]:loc[1]]
	parts := strings.Split(m, "=")
	if len(parts) < 2 {
		return t
	}
	at := f.Info.Segment.Start + metaAt + loc[0]
	var o map[string]any
	if err := json.Unmarshal([]byte(parts[1]), &o); err != nil {
		// the plugin reads the text between the first two = as JSON
		g.st.Warn(diag.TabBlock, at, fmt.Sprintf("%s: %s is not JSON, where Docusaurus stops the build (docusaurus-remark-plugin-tab-blocks reads up to the next = and the last }); the block is a tab of its own: write tab={\"label\":\"…\"} or tab={\"span\":2}, without = in the label", m, parts[1]))
		return t
	}
	if v, ok := o["span"]; ok {
		if s, ok := v.(float64); ok && s > 0 {
			t.span = s
		} else {
			g.st.Warn(diag.TabBlock, at, fmt.Sprintf("%s: the span %s is not a positive number, where Docusaurus never finishes the page (the plugin takes no code block into the tab and loops); the tab holds this code block only: write the number of code blocks, \"span\":2", m, jsonText(v)))
		}
	}
	switch v := o["label"].(type) {
	case nil:
	case string:
		t.label, t.hasLabel = v, true
	default:
		g.st.Warn(diag.TabBlock, at, fmt.Sprintf("%s: the label %s is not a string, where Docusaurus stops the build (the plugin lower-cases it for the tab's value); the tab is valued and labelled by its language: write a string, \"label\":\"npm\"", m, jsonText(v)))
	}
	return t
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Package mdplugins takes over the remark and rehype plugins of a Docusaurus
// site's docs (remarkPlugins, rehypePlugins and the lists that run before
// Docusaurus's own) as site.yaml's markdown options: remark-math,
// remark-github-admonitions-to-directives, mdx-mermaid,
// @docusaurus/remark-plugin-npm2yarn, docusaurus-remark-plugin-tab-blocks,
// remark-code-import and remark-code-snippets; any other plugin is a warning.
package mdplugins

import (
	"cmp"
	"path"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Config is what the takeover reads of an evaluated config, by pointer, and
// how it warns.
type Config struct {
	Get       func(ptr string) any
	Keys      func(ptr string) []string // a mapping's keys in source order
	Warn      func(ptr, format string, args ...any)
	Special   func(ptr string) bool // a function or a stand-in at ptr (warned about)
	IsSpecial func(ptr string) bool // the same, without a warning
	Names     map[string]string     // the module each stand-in comes from, by pointer
}

// Taken is what the plugins give: the pointer of each plugin taken over (""
// if none) and the markdown options made of their options.
type Taken struct {
	// MathAt is remark-math's pointer, AlertsAt
	// remark-github-admonitions-to-directives' (markdown.githubAlerts),
	// MermaidAt mdx-mermaid's.
	MathAt, AlertsAt, MermaidAt string
	// CodeImportAt is remark-code-import's or remark-code-snippets', its
	// options the markdown option CodeImportKey ("codeImport" or
	// "codeSnippets").
	CodeImportAt, CodeImportKey string
	CodeImportOpts              map[string]any
	// Npm2YarnAt is @docusaurus/remark-plugin-npm2yarn's, its options
	// markdown.npm2yarn.
	Npm2YarnAt   string
	Npm2YarnOpts map[string]any
	// TabBlocksAt is docusaurus-remark-plugin-tab-blocks', its options
	// markdown.tabBlocks.
	TabBlocksAt   string
	TabBlocksOpts map[string]any
}

// Setting is a markdown option the plugins give, at the pointer it comes from.
type Setting struct {
	Key   string
	Value any
	At    string
}

// Settings are the markdown options of the plugins taken over, in a fixed
// order; get reads the config.
func (t *Taken) Settings(get func(ptr string) any) []Setting {
	var out []Setting
	add := func(at, key string, v any) {
		if at != "" {
			out = append(out, Setting{key, v, at})
		}
	}
	add(t.MathAt, "math", true)
	if sp := t.MathAt + "/1/singleDollarTextMath"; t.MathAt != "" && get(sp) == false {
		// [remarkMath, {singleDollarTextMath: false}]: only $$…$$ is inline math
		add(sp, "mathSingleDollar", false)
	}
	add(t.AlertsAt, "githubAlerts", true)
	add(t.MermaidAt, "mermaid", true)
	add(t.Npm2YarnAt, "npm2yarn", t.Npm2YarnOpts)
	add(t.TabBlocksAt, "tabBlocks", t.TabBlocksOpts)
	add(t.CodeImportAt, t.CodeImportKey, t.CodeImportOpts)
	return out
}

// Read reads the docs' remark and rehype plugins (those that run before
// Docusaurus's own too, beforeDefaultRemarkPlugins): remark-math is
// markdown.math (and rehype-katex or rehype-mathjax, which draw its formulas,
// go with it: contentc's site draws them with KaTeX); remark-emoji without
// options is what every document gets anyway; any other is a warning.
func (t *Taken) Read(im Config, docs string) {
	for _, k := range []string{"beforeDefaultRemarkPlugins", "remarkPlugins", "beforeDefaultRehypePlugins", "rehypePlugins"} {
		p := docs + "/" + k
		list, ok := im.Get(p).([]any)
		if !ok {
			if (im.Get(p) != nil || im.IsSpecial(p)) && !im.Special(p) {
				im.Warn(p, "is not taken over by contentc")
			}
			continue
		}
		for i := range list {
			ep := p + "/" + strconv.Itoa(i)
			name, ok := im.Names[ep]
			if !ok {
				name = im.Names[ep+"/0"] // [plugin, options]
			}
			switch PackageName(name) {
			case "remark-math":
				t.MathAt = ep
			case "remark-github-admonitions-to-directives":
				t.AlertsAt = ep // markdown.githubAlerts
			case "mdx-mermaid":
				// its ```mermaid blocks are diagrams, as markdown.mermaid's
				// (its options, and its <Mermaid> component, are not taken over)
				t.MermaidAt = ep
				if _, list := im.Get(ep).([]any); list && im.Get(ep+"/1") != nil {
					im.Warn(ep+"/1", "is not taken over by contentc: diagrams are drawn with markdown.mermaid's themes")
				}
			case "@docusaurus/remark-plugin-npm2yarn":
				t.npm2yarn(im, ep)
			case "docusaurus-remark-plugin-tab-blocks":
				t.tabBlocks(im, ep)
			case "remark-code-import":
				t.codeImport(im, ep)
			case "remark-code-snippets":
				t.CodeSnippets(im, ep, ep+"/1")
			case "rehype-katex", "rehype-mathjax":
			case "remark-emoji":
				// Docusaurus runs it on every document already (markdown.emoji);
				// its options (emoticon, padSpaceAfter, accessible) are not taken over.
				if o, ok := im.Get(ep + "/1").(map[string]any); ok && len(o) > 0 || im.IsSpecial(ep+"/1") {
					im.Warn(ep, "has options contentc does not take over; shortcodes are the emoji, as remark-emoji makes them by default")
				}
			default:
				if !im.Special(ep) {
					im.Warn(ep, "is not taken over by contentc")
				}
			}
		}
	}
}

// codeImport takes over remark-code-import at ep (the plugin, or [plugin, options]) as
// markdown.codeImport: rootDir (a site path: __dirname is "/") and the two booleans.
func (t *Taken) codeImport(im Config, ep string) {
	if t.CodeImportAt != "" {
		im.Warn(ep, "is not taken over together with remark-code-snippets (one of the two is)")
		return
	}
	t.CodeImportAt, t.CodeImportOpts, t.CodeImportKey = ep, map[string]any{}, "codeImport"
	o, ok := im.Get(ep + "/1").(map[string]any)
	if _, list := im.Get(ep).([]any); !list || !ok {
		return
	}
	for k, v := range o {
		kp := ep + "/1/" + yamlpos.Escape(k)
		switch b, isBool := v.(bool); {
		case k == "rootDir":
			if s, ok := v.(string); ok && strings.HasPrefix(s, "/") {
				t.CodeImportOpts["rootDir"] = cmp.Or(strings.Trim(path.Clean(s), "/"), ".")
			} else {
				im.Warn(kp, "is not a path in the site's folder; the site's folder is used")
			}
		case (k == "preserveTrailingNewline" || k == "removeRedundantIndentations") && isBool:
			t.CodeImportOpts[k] = b
		default:
			im.Warn(kp, "is not taken over by contentc")
		}
	}
}

// codeSnippets takes over remark-code-snippets at ep (the plugin, or [plugin,
// options], its options at op) as markdown.codeSnippets: baseDir, from the
// site's folder as the plugin resolves it from the working directory (`..`,
// `../example/src/`; an absolute path is a site path: __dirname is "/").
func (t *Taken) CodeSnippets(im Config, ep, op string) {
	if t.CodeImportAt != "" {
		im.Warn(ep, "is not taken over together with remark-code-import (one of the two is)")
		return
	}
	t.CodeImportAt, t.CodeImportOpts, t.CodeImportKey = ep, map[string]any{}, "codeSnippets"
	o, _ := im.Get(op).(map[string]any)
	for k, v := range o {
		kp := op + "/" + yamlpos.Escape(k)
		if s, ok := v.(string); k == "baseDir" && ok && s != "" {
			if strings.HasPrefix(s, "/") {
				s = cmp.Or(strings.Trim(path.Clean(s), "/"), ".")
			}
			t.CodeImportOpts["baseDir"] = path.Clean(s)
		} else if k != "async" && k != "silent" { // (how it reads and logs)
			im.Warn(kp, "is not taken over by contentc")
		}
	}
}

// npm2yarn takes over @docusaurus/remark-plugin-npm2yarn at ep (the plugin,
// or [plugin, options]) as markdown.npm2yarn: its sync option, and the
// converters contentc converts to (yarn, pnpm, bun, also for a custom [name,
// function] pair of those names); any other (deno, nub) is left out, warned.
func (t *Taken) npm2yarn(im Config, ep string) {
	t.Npm2YarnAt = ep
	opts := map[string]any{}
	t.Npm2YarnOpts = opts
	op := ep + "/1"
	if _, ok := im.Get(ep).([]any); !ok {
		return
	}
	o, ok := im.Get(op).(map[string]any)
	if !ok {
		if im.Get(op) != nil || im.IsSpecial(op) {
			im.Special(op)
		}
		return
	}
	for _, k := range im.Keys(op) {
		kp := op + "/" + yamlpos.Escape(k)
		if im.Special(kp) {
			continue
		}
		switch v := o[k]; {
		case k == "sync":
			if b, ok := v.(bool); ok {
				opts["sync"] = b
			}
		case k == "converters":
			list, ok := v.([]any)
			if !ok {
				im.Warn(kp, "is not a list; the plugin's default converters stay")
				continue
			}
			names := []any{}
			for i, c := range list {
				cp := kp + "/" + strconv.Itoa(i)
				name, ok := c.(string)
				pair, _ := c.([]any)
				switch {
				case im.Special(cp):
				case !ok && len(pair) == 2 && (pair[0] == "yarn" || pair[0] == "pnpm" || pair[0] == "bun"):
					im.Warn(cp, "is a custom converter (a function), which contentc does not run; its %s tab has contentc's own conversion (OpenAPI-Qraft's wrap npm-to-yarn's)", pair[0])
					names = append(names, pair[0])
				case !ok:
					im.Warn(cp, "is a custom converter (a function), which contentc does not run; its tab is left out")
				case name != "yarn" && name != "pnpm" && name != "bun":
					im.Warn(cp, "is a converter contentc does not convert to (it converts to yarn, pnpm and bun); its tab is left out")
				default:
					names = append(names, name)
				}
			}
			opts["converters"] = names
		default:
			im.Warn(kp, "is not an option of @docusaurus/remark-plugin-npm2yarn")
		}
	}
}

// tabBlocks takes over docusaurus-remark-plugin-tab-blocks at ep (the plugin,
// or [plugin, options]) as markdown.tabBlocks: groupId, sync and labels (its
// [language, label] pairs a mapping, a later pair winning as in the plugin's
// Map).
func (t *Taken) tabBlocks(im Config, ep string) {
	t.TabBlocksAt, t.TabBlocksOpts = ep, map[string]any{}
	op := ep + "/1"
	if _, list := im.Get(ep).([]any); !list {
		return
	}
	o, ok := im.Get(op).(map[string]any)
	if !ok {
		if !im.Special(op) && im.Get(op) != nil {
			im.Warn(op, "is not an object of options; the plugin's defaults apply")
		}
		return
	}
	for _, k := range im.Keys(op) {
		kp := op + "/" + yamlpos.Escape(k)
		if im.Special(kp) {
			continue
		}
		switch v := o[k]; k {
		case "groupId":
			if s, ok := v.(string); ok {
				t.TabBlocksOpts[k] = s
			} else if v != nil {
				im.Warn(kp, "is not a string; the groupId stays code-examples")
			}
		case "sync":
			if b, ok := v.(bool); ok {
				t.TabBlocksOpts[k] = b
			} else if v != nil {
				im.Warn(kp, "is not true or false; the tabs stay synced")
			}
		case "labels":
			t.tabLabels(im, kp, v)
		default:
			im.Warn(kp, "is not an option of docusaurus-remark-plugin-tab-blocks")
		}
	}
}

// tabLabels reads the plugin's labels option at kp: [language, label] pairs.
func (t *Taken) tabLabels(im Config, kp string, v any) {
	list, ok := v.([]any)
	if !ok {
		if v != nil {
			im.Warn(kp, "is not a list of [language, label] pairs; the labels stay JavaScript for js and TypeScript for ts")
		}
		return
	}
	labels := map[string]any{}
	for i, e := range list {
		lp := kp + "/" + strconv.Itoa(i)
		pair, _ := e.([]any)
		if im.Special(lp) {
			continue
		}
		if len(pair) >= 2 { // (a Map takes an entry's first two)
			lang, ok1 := pair[0].(string)
			label, ok2 := pair[1].(string)
			if ok1 && ok2 {
				labels[lang] = label
				continue
			}
		}
		im.Warn(lp, "is not a [language, label] pair of strings, such as ['json', 'JSON']; it is left out")
	}
	t.TabBlocksOpts["labels"] = labels
}

// PackageName is the npm package a module specifier names: "remark-math" of
// "remark-math/index.js", "@scope/pkg" of "@scope/pkg/x".
func PackageName(spec string) string {
	parts := strings.SplitN(spec, "/", 3)
	if strings.HasPrefix(spec, "@") && len(parts) > 1 {
		return parts[0] + "/" + parts[1]
	}
	return parts[0]
}

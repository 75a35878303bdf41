package render

import (
	"sync"

	"github.com/contentc/contentc/compiler/internal/jseval"

	"github.com/dop251/goja"
)

// moduleEval is one evaluation of a site module: its exports, and the files
// it read (every rendering that uses the module depends on them).
type moduleEval struct {
	once    sync.Once
	exports map[string]any
	ok      bool
	files   []string
}

// module gives the exports of a module of the content root that a doc's MDX
// attribute values use (`values={constants.platforms}` with constants imported
// from @site/core/TabsConstants), evaluated once per compile in the same
// sandbox as sidebars and configs (no file system beyond the site's own
// modules, no network, bounded time). Packages it imports are stand-ins, except
// @docusaurus/ExecutionEnvironment, which says what it says during a build
// (no DOM). read records the files the evaluation read as dependencies of the
// rendering, as partials are. False when the module cannot be evaluated: the
// value stays an expression kept as source text (an mdx-expression warning).
func (c *compiler) module(rel string, read func(string) ([]byte, error)) (map[string]any, bool) {
	v, _ := c.Modules.LoadOrStore(rel, &moduleEval{})
	m := v.(*moduleEval)
	m.once.Do(func() {
		// One goroutine runs an evaluation: its reads need no lock.
		res, d := jseval.Eval(jseval.Options{Root: c.Opts.Root, File: rel, Exports: true, SiteAlias: true,
			Read: func(r string) ([]byte, error) {
				m.files = append(m.files, r)
				return c.readPartial(r)
			},
			Missing: func(rt *goja.Runtime, spec string) (goja.Value, bool) { return jseval.StandIn(rt, spec), true },
			Package: func(rt *goja.Runtime, name string) (goja.Value, bool) {
				if name == "@docusaurus/ExecutionEnvironment" {
					o := rt.NewObject()
					for _, k := range []string{"canUseDOM", "canUseEventListeners", "canUseIntersectionObserver", "canUseViewport"} {
						o.Set(k, false)
					}
					o.Set("default", o)
					return o, true
				}
				return jseval.StandIn(rt, name), true
			}})
		if d != nil || res == nil {
			return
		}
		if m.exports, m.ok = res.Doc.Value.(map[string]any); !m.ok && res.Doc.Value != nil {
			// module.exports that is not an object (a JSON file's array,
			// aws-observability's events list): its default import
			m.exports, m.ok = map[string]any{"default": res.Doc.Value}, true
		}
	})
	for _, f := range m.files {
		read(f) // a dependency of this rendering too
	}
	return m.exports, m.ok
}

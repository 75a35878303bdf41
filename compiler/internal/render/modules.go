package render

import (
	"strconv"
	"sync"
	"time"

	"github.com/contentc/contentc/compiler/internal/config/docusaurus/jshooks"
	"github.com/contentc/contentc/compiler/internal/jseval"
	"github.com/contentc/contentc/compiler/internal/model"

	"github.com/dop251/goja"
)

// moduleEval is one evaluation of a site module: its exports, and the files
// it read (every rendering that uses the module depends on them); its
// functions are kept to be called (callModule).
type moduleEval struct {
	once    sync.Once
	exports map[string]any
	ok      bool
	files   []string
	res     *jseval.Result
	// calls serialises the calls of its functions; active is the version
	// of the page whose expression calls one (the docs plugin's hooks read
	// it), failed the functions that ran out of time.
	calls  sync.Mutex
	active *hookVersion
	failed map[string]bool
}

// callLimit bounds one call of a site module's function.
const callLimit = time.Second

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
	m := c.evalModule(rel, read)
	return m.exports, m.ok
}

// evalModule is module's evaluation of rel, made once per compile; the files
// it read are read as dependencies of this rendering.
func (c *compiler) evalModule(rel string, read func(string) ([]byte, error)) *moduleEval {
	v, _ := c.Modules.LoadOrStore(rel, &moduleEval{})
	m := v.(*moduleEval)
	m.once.Do(func() {
		// One goroutine runs an evaluation: its reads need no lock.
		res, d := jseval.Eval(jseval.Options{Root: c.Opts.Root, File: rel, Exports: true, SiteAlias: true,
			Keep: func(string) bool { return true },
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
				if v, ok := serverHooks(rt, name, m); ok {
					return v, true
				}
				return jseval.StandIn(rt, name), true
			}})
		if d != nil || res == nil {
			return
		}
		m.res = res
		if m.exports, m.ok = res.Doc.Value.(map[string]any); !m.ok && res.Doc.Value != nil {
			// module.exports that is not an object (a JSON file's array,
			// aws-observability's events list): its default import
			m.exports, m.ok = map[string]any{"default": res.Doc.Value}, true
		}
	})
	for _, f := range m.files {
		read(f) // a dependency of this rendering too
	}
	return m
}

// callModule calls the function at ptr of a site module's exports with args,
// as the server render of a page of version v runs it: React's hooks give
// their initial state (useState), run nothing (useEffect) or compute at once
// (useMemo), and the docs plugin's useActiveVersion and useDocsVersion give
// the page's version. False when the call throws, runs out of time (the
// function is not called again), or gives something built from a package
// contentc does not run: the expression is then not evaluated (an
// mdx-expression warning).
func (c *compiler) callModule(rel, ptr string, args []any, read func(string) ([]byte, error), v *hookVersion) (any, bool) {
	m := c.evalModule(rel, read)
	m.calls.Lock()
	defer m.calls.Unlock()
	if m.res == nil || m.failed[ptr] {
		return nil, false
	}
	m.active = v
	defer func() { m.active = nil }()
	start := time.Now()
	out, err := jshooks.Call(m.res, ptr, callLimit, args...)
	if err != nil {
		if time.Since(start) >= callLimit { // (as config.go tells a hook that ran out of time)
			if m.failed == nil {
				m.failed = map[string]bool{}
			}
			m.failed[ptr] = true
		}
		return nil, false
	}
	return out, true
}

// hookVersion is what the docs plugin's hooks tell of a page's version.
type hookVersion struct {
	PluginID, Name, Label string
	IsLast                bool
	Banner                *string
}

// activeVersion is v as the hooks tell it (a locale's version as the version
// it translates: its pages share the original's renderings). Its path is
// left standing in: with the base URL in it, a rendering would depend on the
// base URL, which renderings never do (links are filled in after).
func (c *compiler) activeVersion(v *model.Version) *hookVersion {
	if v == nil {
		return nil
	}
	if v.Base != nil {
		v = v.Base
	}
	h := &hookVersion{Name: v.Release, Label: v.Label, IsLast: v.IsLast, Banner: v.Banner, PluginID: "default"}
	if v.Plugin != nil {
		h.PluginID = v.Plugin.PluginID
	}
	return h
}

// key is what a rendering depends on of the version (renderKey).
func (h *hookVersion) key() string {
	if h == nil {
		return ""
	}
	banner := ""
	if h.Banner != nil {
		banner = "\x01" + *h.Banner
	}
	return h.PluginID + "\x00" + h.Name + "\x00" + h.Label + "\x00" + strconv.FormatBool(h.IsLast) + banner
}

// serverHooks are the packages whose hooks a site module's function may
// call during a server render: React's (the rest of React stands in), and
// the docs plugin's client API's useActiveVersion and useDocsVersion.
func serverHooks(rt *goja.Runtime, name string, m *moduleEval) (goja.Value, bool) {
	switch name {
	case "react":
		v, err := rt.RunString(reactHooks)
		if err != nil {
			return nil, false
		}
		return jseval.Partly(rt, name, v.ToObject(rt)), true
	case "@docusaurus/plugin-content-docs/client":
		o := rt.NewObject()
		version := func(wantID goja.Value, docs bool) goja.Value {
			a := m.active
			if a == nil {
				return jseval.StandIn(rt, name) // not in a call for a page
			}
			if !goja.IsUndefined(wantID) && !goja.IsNull(wantID) && wantID.String() != a.PluginID {
				return goja.Undefined() // another plugin: not active on the page
			}
			if docs {
				return rt.ToValue(map[string]any{"pluginId": a.PluginID, "version": a.Name, "label": a.Label, "isLast": a.IsLast, "banner": a.Banner})
			}
			return rt.ToValue(map[string]any{"name": a.Name, "label": a.Label, "path": jseval.StandIn(rt, name), "isLast": a.IsLast})
		}
		_ = o.Set("useActiveVersion", func(call goja.FunctionCall) goja.Value { return version(call.Argument(0), false) })
		_ = o.Set("useDocsVersion", func(goja.FunctionCall) goja.Value { return version(goja.Undefined(), true) })
		return jseval.Partly(rt, name, o), true
	}
	return nil, false
}

// reactHooks are React's hooks as a server render runs them.
const reactHooks = `(function () {
  var noop = function () {};
  return {
    useState: function (s) { return [typeof s === 'function' ? s() : s, noop]; },
    useReducer: function (r, a, init) { return [init ? init(a) : a, noop]; },
    useEffect: noop, useLayoutEffect: noop, useInsertionEffect: noop, useImperativeHandle: noop, useDebugValue: noop,
    useMemo: function (f) { return f(); },
    useCallback: function (f) { return f; },
    useRef: function (v) { return {current: v}; },
    useId: function () { return ':R1:'; },
    useDeferredValue: function (v) { return v; },
    useTransition: function () { return [false, function (f) { f(); }]; },
    useSyncExternalStore: function (s, get, getServer) { return (getServer || get)(); }
  };
})()`

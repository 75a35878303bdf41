package resolve

import (
	"encoding/binary"
	"math"
	"reflect"
	"sort"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/locale"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/sidebar"
)

func (c *compiler) resolveSidebars() {
	for _, vs := range c.Vers {
		in := sidebar.Input{
			Tree: vs.Tree, File: vs.SidebarFile, Doc: vs.SidebarDoc, RoutePrefix: vs.Prefix,
			NotCollapsible: !c.Cfg.SidebarCollapsible, Expanded: !c.Cfg.SidebarCollapsed,
			Label: func(d *scan.Doc) string {
				if p := vs.ByID[d.ID]; p != nil {
					return p.Label
				}
				return d.ID
			},
			Description: func(d *scan.Doc) string {
				if p := vs.ByID[d.ID]; p != nil {
					return p.Desc
				}
				return ""
			},
		}
		memo := c.Opts.Memo
		if vs.Locale != nil {
			// A locale's sidebars are translated after resolving: made anew,
			// and their diagnostics are the default locale's.
			vs.SB = sidebar.Resolve(in, &diag.List{})
			locale.TranslateSidebars(c.State, vs)
			c.registerCategoryRoutes(vs)
			continue
		}
		var inputs *model.SidebarInputs
		same := false
		prev := memo.Sidebar(vs.Name)
		if memo != nil {
			var last *model.SidebarInputs
			if prev != nil {
				last = prev.In
			}
			inputs, same = c.SidebarInputs(vs, in, last)
		}
		if same {
			// The same sidebars as in the last compile (watch mode).
			vs.SB = prev.Res
			if model.CheckReuse {
				if fresh := sidebar.Resolve(in, &diag.List{}); !reflect.DeepEqual(fresh, prev.Res) {
					panic("sidebars of version " + vs.Name + " reused from the memo, but their inputs changed")
				}
			}
			memo.KeepSidebar(vs.Name, &model.SidebarMemo{Res: prev.Res, In: inputs})
		} else {
			local := &diag.List{}
			vs.SB = sidebar.Resolve(in, local)
			ds := local.Sorted()
			c.Diags.Add(ds...)
			if memo != nil {
				if len(ds) > 0 {
					memo.KeepSidebar(vs.Name, nil) // resolved again next time, to report again
				} else {
					memo.KeepSidebar(vs.Name, &model.SidebarMemo{Res: vs.SB, In: inputs})
				}
			}
		}
		c.registerCategoryRoutes(vs)
	}
}

func (c *compiler) registerCategoryRoutes(vs *model.Version) {
	for _, cp := range vs.SB.Categories {
		if prev, dup := c.Routes[cp.Route]; dup {
			c.Diags.Errorf(diag.DuplicateRoute, prev, 0, 0, "route %s is taken twice: by this page and by the generated index of category %q", cp.Route, cp.Title)
			continue
		}
		c.Routes[cp.Route] = "category " + cp.Title
	}
}

// fieldWriter lays values out in a string, each one delimited.
type fieldWriter struct{ b []byte }

func (w *fieldWriter) str(s string) {
	w.b = binary.AppendUvarint(w.b, uint64(len(s)))
	w.b = append(w.b, s...)
}

func (w *fieldWriter) flag(v bool) {
	if v {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
}

func (w *fieldWriter) num(f *float64) {
	w.flag(f != nil)
	if f != nil {
		w.b = binary.LittleEndian.AppendUint64(w.b, math.Float64bits(*f))
	}
}

func (w *fieldWriter) optBool(v *bool) {
	w.flag(v != nil)
	if v != nil {
		w.flag(*v)
	}
}

// docFields is what a doc says about its place in a sidebar.
func docFields(d *scan.Doc) string {
	var w fieldWriter
	for _, s := range []string{d.ID, d.Route, d.RelPath, d.Dir, d.FileName, d.GeneratedCategory} {
		w.str(s)
	}
	w.flag(d.Unlisted)
	w.flag(d.Draft)
	w.flag(d.IsCategoryIndex)
	w.flag(d.Generated)
	w.num(d.Position)
	cn, ok := d.FMString("sidebar_class_name")
	w.flag(ok)
	w.str(cn)
	return string(w.b)
}

// SidebarInputs collects what Resolve reads, comparing with prev (the last
// compile's, or nil) as it goes: a doc that is the same scanned doc as then
// (and not generated) says the same, so only its label and description are
// compared. It reports whether everything is as in prev.
func (c *compiler) SidebarInputs(vs *model.Version, in sidebar.Input, prev *model.SidebarInputs) (*model.SidebarInputs, bool) {
	var w fieldWriter
	w.str(in.File)
	w.b = append(w.b, vs.SidebarSum[:]...)
	w.str(in.RoutePrefix)
	w.flag(in.Doc == nil)
	w.flag(in.NotCollapsible)
	w.flag(in.Expanded)
	t := in.Tree
	dirs := make([]string, 0, len(t.Dirs))
	for dir := range t.Dirs {
		dirs = append(dirs, dir)
	}
	sort.Strings(dirs)
	for _, dir := range dirs {
		w.str(dir)
		w.b = binary.AppendUvarint(w.b, uint64(len(t.Dirs[dir])))
		for _, sub := range t.Dirs[dir] {
			w.str(sub)
		}
	}
	cats := make([]string, 0, len(t.Categories))
	for dir := range t.Categories {
		cats = append(cats, dir)
	}
	sort.Strings(cats)
	for _, dir := range cats {
		cat := t.Categories[dir]
		for _, s := range []string{dir, cat.Dir, cat.File, cat.Label, cat.ClassName, cat.Description} {
			w.str(s)
		}
		w.num(cat.Position)
		w.optBool(cat.Collapsible)
		w.optBool(cat.Collapsed)
		w.flag(cat.LinkNull)
		w.flag(cat.Link != nil)
		if l := cat.Link; l != nil {
			for _, s := range []string{l.Type, l.Slug, l.Title, l.Description, l.DocID} {
				w.str(s)
			}
			w.b = binary.AppendUvarint(w.b, uint64(len(l.Keywords)))
			for _, k := range l.Keywords {
				w.str(k)
			}
		}
	}
	out := &model.SidebarInputs{Head: string(w.b), Docs: make([]model.SidebarDoc, len(t.Docs))}
	same := prev != nil && prev.Head == out.Head && len(prev.Docs) == len(t.Docs)
	for i, d := range t.Docs {
		sd := model.SidebarDoc{Doc: d, Label: in.Label(d), Desc: in.Description(d)}
		if prev != nil && i < len(prev.Docs) && prev.Docs[i].Doc == d && !d.Generated {
			sd.Fields = prev.Docs[i].Fields
		} else {
			sd.Fields = docFields(d)
		}
		if same {
			p := &prev.Docs[i]
			same = p.Fields == sd.Fields && p.Label == sd.Label && p.Desc == sd.Desc
		}
		out.Docs[i] = sd
	}
	return out, same
}

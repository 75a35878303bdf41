package assemble

import (
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/jsdate"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
)

// lastUpdate is a doc's last update as its docs plugin shows it
// (showLastUpdateTime, showLastUpdateAuthor): front matter last_update's date
// and author, else those of its file's last git commit, as Docusaurus does.
func (c *compiler) lastUpdate(vs *model.Version, d *scan.Doc, diags *diag.List) *graph.LastUpdate {
	show := vs.Plugin.LastUpdate
	var at int64
	var by string
	if d.Source != "" && (show.Time && d.Front.LastUpdateDate == "" || show.Author && d.Front.LastUpdateAuthor == "") {
		opt := "/showLastUpdateTime"
		if !show.Time {
			opt = "/showLastUpdateAuthor"
		}
		if log, err := c.GitLog(); err == nil {
			last := log.Files[d.Source]
			at, by = last.Time*1000, last.Author
		} else {
			c.GitWarning.Do(func() {
				line, col := 0, 0
				if c.Cfg.Doc != nil {
					pos := c.Cfg.Doc.At(vs.Plugin.Ptr + opt)
					line, col = pos.Line, pos.Column
				}
				c.Diags.Warnf(diag.LastUpdate, c.Cfg.File, line, col, "%s is on, but the site's git history cannot be read (%v): pages show only their front matter's last_update", opt[1:], err)
			})
		}
	}
	if s := d.Front.LastUpdateDate; s != "" {
		// Docusaurus reads it with new Date(…): any form Date.parse reads.
		if t, ok := jsdate.Parse(s); ok {
			at = t.UnixMilli()
		} else {
			line, col := d.FMPos("last_update")
			diags.Warnf(diag.LastUpdate, d.SourceOr(), line, col, "last_update.date %q is not a date; write 2024-01-31 or 2024-01-31T10:00:00Z", s)
		}
	}
	if s := d.Front.LastUpdateAuthor; s != "" {
		by = s
	}
	lu := &graph.LastUpdate{}
	if show.Time && at != 0 {
		lu.At = &at
	}
	if show.Author && by != "" {
		lu.By = &by
	}
	if lu.At == nil && lu.By == nil {
		return nil
	}
	return lu
}

package initsite

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/contentc/contentc/compiler/internal/config"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus"
	"github.com/contentc/contentc/compiler/internal/config/docusaurus/configjs"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/validate"
)

// UsageError is a request FromDocusaurus refuses before reading anything: no
// folder, no Docusaurus config, or a site.yaml already there.
type UsageError struct{ Err error }

func (e UsageError) Error() string { return e.Err.Error() }

// Imported is what FromDocusaurus did.
type Imported struct {
	Target, From string // the site.yaml written (or not), the config it came from
	Written      bool
	// Diagnostics are the warnings for each part not taken over, and when
	// nothing was written, the errors that kept it from being written.
	Diagnostics []diag.Diagnostic
	LeftOut     int // parts not taken over
}

// FromDocusaurus writes dir/site.yaml equivalent to dir's Docusaurus config
// (what cannot be taken over as comments at its top); it never overwrites.
func FromDocusaurus(dir string) (*Imported, error) {
	if st, err := os.Stat(dir); err != nil || !st.IsDir() {
		return nil, UsageError{fmt.Errorf("%s is not a folder", dir)}
	}
	target := filepath.Join(dir, config.FileName)
	if _, err := os.Lstat(target); err == nil {
		return nil, UsageError{fmt.Errorf("%s already exists; init --from-docusaurus never overwrites it (move it away to write a new one)", target)}
	}
	file := configjs.Find(dir)
	if file == "" {
		return nil, UsageError{fmt.Errorf("%s has no Docusaurus config (%s)", dir, strings.Join(configjs.Files, ", "))}
	}
	out := &Imported{Target: target, From: file}
	res, d := configjs.Eval(dir, file, nil)
	if d != nil {
		out.Diagnostics = []diag.Diagnostic{*d}
		return out, nil
	}
	site := docusaurus.Import(dir, file, res)
	out.Diagnostics = append(site.Warnings, site.YAMLWarnings...)
	out.LeftOut = len(out.Diagnostics)
	v, err := validate.Default()
	if err != nil {
		return nil, err
	}
	if ds := v.Check("site.schema.json", file, site.Doc, 0); len(ds) > 0 {
		out.Diagnostics = append(out.Diagnostics, ds...)
		return out, nil
	}
	data, err := site.YAML(file)
	if err != nil {
		return nil, err
	}
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return nil, err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		os.Remove(target)
		return nil, err
	}
	if err := f.Close(); err != nil {
		return nil, err
	}
	out.Written = true
	return out, nil
}

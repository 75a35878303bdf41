// Package initsite creates a new content tree: a small working site (site.yaml,
// a sidebars file, docs in categories with a code block and admonitions, a logo)
// that compiles with no warning, plus copies of the JSON Schemas under .schema/
// that the yaml-language-server hints of its YAML files point at.
package initsite

import (
	"embed"
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"

	"github.com/contentc/contentc/schema"
)

//go:embed all:template
var template embed.FS

// ErrNotEmpty is returned when the folder exists and holds something.
var ErrNotEmpty = errors.New("folder is not empty")

// schemas are the schemas copied into .schema/ (the ones authors' files use).
var schemas = []string{"site.schema.json", "sidebars.schema.json", "category.schema.json", "frontmatter.schema.json", "versions.schema.json", "tags.schema.json"}

// Create writes the site into dir, which must not exist or be empty. It returns
// the files written, relative to dir, sorted.
func Create(dir string) ([]string, error) {
	if entries, err := os.ReadDir(dir); err == nil && len(entries) > 0 {
		return nil, ErrNotEmpty
	} else if err != nil && !os.IsNotExist(err) {
		if st, serr := os.Stat(dir); serr == nil && !st.IsDir() {
			return nil, ErrNotEmpty
		}
		return nil, err
	}
	files := map[string][]byte{}
	err := fs.WalkDir(template, "template", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := template.ReadFile(p)
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(p, "template/")
		if rel == "gitignore" { // a file named .gitignore would be ignored by go:embed's module packing
			rel = ".gitignore"
		}
		files[rel] = data
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, n := range schemas {
		data, err := schema.FS.ReadFile(n)
		if err != nil {
			return nil, err
		}
		files[path.Join(".schema", n)] = data
	}
	var names []string
	for n := range files {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		p := filepath.Join(dir, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(p, files[n], 0o644); err != nil {
			return nil, err
		}
	}
	return names, nil
}

package render

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/esm"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/source"
)

// format is how a doc is parsed: "mdx", or "md" (CommonMark), as Docusaurus
// chooses: the doc's mdx.format front matter, else the site's markdown.format;
// "detect" is "md" for a file that is not .mdx.
func (c *compiler) format(d *scan.Doc) string {
	if d.Generated {
		return "md"
	}
	f := d.Front.MDXFormat
	if f == "" {
		f = c.Cfg.MarkdownFormat
	}
	if f == "md" || f == "detect" && path.Ext(d.SourceOr()) != ".mdx" {
		return "md"
	}
	return "mdx"
}

// partialMDX says whether a partial is parsed as MDX.
func (c *compiler) partialMDX(rel string) bool {
	return c.Cfg.MarkdownFormat != "detect" || path.Ext(rel) == ".mdx"
}

// readPartial reads a partial file of the content tree (symlinks, size and text
// checked as for docs).
func (c *compiler) readPartial(rel string) ([]byte, error) {
	root, asked := c.Opts.Root, rel
	if strings.HasPrefix(rel, "../") {
		// under a docs folder outside the content root (docs.path: ../docs)
		for _, vs := range c.Vers {
			if dir := c.DocsDir(vs); strings.HasPrefix(rel, dir+"/") {
				root, rel = filepath.Join(c.Opts.Root, filepath.FromSlash(dir)), strings.TrimPrefix(rel, dir+"/")
				break
			}
		}
	}
	if strings.HasPrefix(rel, "../") && root == c.Opts.Root {
		// A file of the repository outside the site folder (`@site/../
		// CONTRIBUTING.md`), as Docusaurus reads it; never beyond the
		// repository. An input to watch, like the TypeDoc JSON.
		repo, err := c.RepoRoot()
		if err != nil {
			return nil, err
		}
		abs, _ := filepath.Abs(filepath.Join(c.Opts.Root, filepath.FromSlash(rel)))
		r, err := filepath.Rel(repo, abs)
		if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
			return nil, markdown.ErrOutside
		}
		c.NoteInput(abs)
		root, rel = repo, filepath.ToSlash(r)
	}
	data, err := source.ReadFile(root, rel)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("no such file%w", errNotExist{})
	}
	var se *source.Error
	if errors.As(err, &se) {
		return nil, errors.New(se.Msg)
	}
	if ext := path.Ext(asked); err == nil && c.Cfg.Preprocess != nil && (ext == ".md" || ext == ".mdx") {
		// A partial is a Markdown file Docusaurus loads as it loads a doc:
		// through the config's markdown.preprocessor. (Its sum, which keeps
		// a page's rendering, is then of what the function returned.)
		out, perr := c.Cfg.Preprocess(path.Join("/", asked), data)
		if perr != nil {
			return nil, fmt.Errorf("the Docusaurus config's markdown.preprocessor, given it, %v", perr)
		}
		data = out
	}
	return data, err
}

// errNotExist marks a missing partial (fs.ErrNotExist) without adding to its
// message.
type errNotExist struct{}

func (errNotExist) Error() string        { return "" }
func (errNotExist) Is(target error) bool { return target == fs.ErrNotExist }

// partialSet sorts and deduplicates the partials a rendering read.
func partialSet(ps []model.PartialSum) []model.PartialSum {
	if len(ps) == 0 {
		return nil
	}
	sort.Slice(ps, func(i, j int) bool { return ps[i].Path < ps[j].Path })
	out := ps[:1]
	for _, p := range ps[1:] {
		if p.Path != out[len(out)-1].Path {
			out = append(out, p)
		}
	}
	return out
}

// partialsSame reports whether every partial still has the bytes a rendering
// was made from.
func (c *compiler) partialsSame(ps []model.PartialSum) bool {
	for _, p := range ps {
		data, err := c.readPartial(p.Path)
		if err != nil {
			if !p.Sum.IsZero() {
				return false
			}
			continue
		}
		if cache.NewHasher("partial").Bytes(data).Sum() != p.Sum {
			return false
		}
	}
	return true
}

// withPartials is a page's render key with the sums of its partials: what a
// doc page built from the rendering depends on.
func withPartials(k cache.Key, ps []model.PartialSum) cache.Key {
	if len(ps) == 0 {
		return k
	}
	h := cache.NewHasher("render+partials").Key(k)
	for _, p := range ps {
		h.Str(p.Path).Key(p.Sum)
	}
	return h.Sum()
}

func componentsJSON(cs []markdown.Component) string {
	if len(cs) == 0 {
		return ""
	}
	data, err := json.Marshal(cs)
	if err != nil {
		return ""
	}
	return string(data)
}

var (
	partialImportRe = regexp.MustCompile(`^import\s+(` + jsx.Ident + `)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$`)
	selfClosingRe   = regexp.MustCompile(`^\s*<(` + jsx.Ident + `)\s*/>\s*$`)
)

// expandPartials is a body for the Markdown copy with its partials written out:
// their import lines go, and each line that is only <Partial /> becomes the
// partial's body (front matter left out), partials of partials too.
func (c *compiler) expandPartials(file string, body []byte, depth int) []byte {
	if depth > 8 {
		return body
	}
	lines := strings.SplitAfter(string(body), "\n")
	names := map[string]string{}
	for i, l := range lines {
		if m := partialImportRe.FindStringSubmatch(strings.TrimRight(l, "\r\n")); m != nil {
			if rel, ok := markdown.ResolvePartial(file, esm.UnescapeSpec(m[2])); ok {
				names[m[1]] = rel
				lines[i] = ""
			}
		}
	}
	if len(names) == 0 {
		return body
	}
	for i, l := range lines {
		m := selfClosingRe.FindStringSubmatch(strings.TrimRight(l, "\r\n"))
		if m == nil || names[m[1]] == "" {
			continue
		}
		data, err := c.readPartial(names[m[1]])
		if err != nil {
			continue
		}
		fm := source.SplitFrontMatter(data)
		part := c.expandPartials(names[m[1]], fm.Body, depth+1)
		text := strings.TrimRight(string(part), "\n") + "\n"
		lines[i] = text
	}
	return []byte(strings.Join(lines, ""))
}

// fmTitle is a doc's front matter title ("" when none).
func fmTitle(d *scan.Doc) string {
	t, _ := d.Front.Title.Get()
	return t
}

package compile

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// Images and other files next to a doc, linked relatively, are published
// under /assets/<sum of the path>/<name> as Docusaurus's bundler publishes
// them, with the same bytes; a link to a file that is not there is a broken
// link until the file is added. In compile and in watch, the output equals a
// compile without cache or memo at every step (s.compile checks).
func TestAssetsNextToDocs(t *testing.T) {
	for _, mode := range []string{"cache", "cache+memo"} {
		t.Run(mode, func(t *testing.T) {
			s := newIncSite(t, "assets.txtar", mode != "cache")
			res := s.compile()
			var diags []string
			for _, d := range res.Diagnostics {
				diags = append(diags, d.String())
			}
			if len(diags) != 1 || !strings.HasPrefix(diags[0], `docs/guide/intro.md:5:44: warning[broken-link]: link "./img/later.png"`) {
				t.Errorf("diagnostics %q", diags)
			}
			var p graph.DocPage
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/guide/intro.json"), &p)
			img := regexp.MustCompile(`<img src="(/assets/[0-9a-f]{8}/diagram\.svg)" alt="A diagram" title="The flow">`).FindStringSubmatch(p.HTML)
			pdf := regexp.MustCompile(`<a href="(/assets/[0-9a-f]{8}/manual%20v2\.pdf)">the PDF</a>`).FindStringSubmatch(p.HTML)
			if img == nil || pdf == nil {
				t.Fatalf("html: %s", p.HTML)
			}
			same := func(route, file string) {
				t.Helper()
				got, err := os.ReadFile(filepath.Join(s.dir, "out", "static", filepath.FromSlash(route)))
				want, _ := os.ReadFile(s.src(file))
				if err != nil || string(got) != string(want) {
					t.Errorf("%s: %v %q, want the bytes of %s", route, err, got, file)
				}
			}
			same(img[1], "docs/guide/img/diagram.svg")
			same(strings.ReplaceAll(pdf[1], "%20", " "), "docs/files/manual v2.pdf")
			var g graph.Graph
			readJSON(t, filepath.Join(s.dir, "out", "graph.json"), &g)
			if strings.Join(g.Static, " ") != strings.ReplaceAll(pdf[1], "%20", " ")+" "+img[1] && strings.Join(g.Static, " ") != img[1]+" "+strings.ReplaceAll(pdf[1], "%20", " ") {
				t.Errorf("graph static %q", g.Static)
			}

			// The image changes: its published bytes follow.
			s.edit("docs/guide/img/diagram.svg", `width="10"`, `width="20"`)
			s.compile()
			same(img[1], "docs/guide/img/diagram.svg")
			// The missing file is added: the link resolves, with no warning.
			os.WriteFile(s.src("docs/guide/img/later.png"), []byte("png bytes"), 0o644)
			if res := s.compile(); len(res.Diagnostics) != 0 {
				t.Errorf("diagnostics after adding the file: %v", res.Diagnostics)
			}
			readJSON(t, filepath.Join(s.dir, "out", "docs/current/guide/intro.json"), &p)
			if !regexp.MustCompile(`<a href="/assets/[0-9a-f]{8}/later\.png">a later one</a>`).MatchString(p.HTML) {
				t.Errorf("html after adding the file: %s", p.HTML)
			}
		})
	}
}

// A link may not reach a file outside the content root (a symlink that leads
// out is an outside-root error of the scan already).
func TestAssetsStayInside(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, filepath.Join(dir, "src"), parseArchive("-- docs/a.md --\n# A\n\n![x](../../secret.png) ![y](..\\..\\secret.png)\n"))
	os.WriteFile(filepath.Join(dir, "secret.png"), []byte("secret"), 0o644)
	if res, err := Run(Options{Root: filepath.Join(dir, "src"), Out: filepath.Join(dir, "out")}); err != nil || res.Errors() > 0 {
		t.Fatal(err, res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &p)
	if strings.Contains(p.HTML, "/assets/") {
		t.Errorf("html: %s", p.HTML)
	}
	if _, err := os.Stat(filepath.Join(dir, "out", "static")); err == nil {
		t.Errorf("out/static should not exist")
	}
}

// A relative path written with backslashes (on Windows) is a path of slashes, as
// URL parsers read it (ThingsPanel's plugin guide: 11 broken images).
func TestAssetPathWithBackslashes(t *testing.T) {
	dir, res := compileSource(t, "-- docs/guide/a.md --\n# A\n\n![one](images\\step1.png) ![two](images/step1.png)\n-- docs/guide/images/step1.png --\npng\n")
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/guide/a.json"), &p)
	imgs := regexp.MustCompile(`<img src="(/assets/[0-9a-f]{8}/step1\.png)"`).FindAllStringSubmatch(p.HTML, -1)
	if len(imgs) != 2 || imgs[0][1] != imgs[1][1] {
		t.Errorf("html: %s", p.HTML)
	}
}

// A URL written over two lines in HTML is the URL without its newline, as
// browsers read it (pact's docs: `<img src="/img/help-…-ex⏎ample.png">`, a
// false broken link); so is one with a tab, in MDX too.
func TestURLOverTwoLines(t *testing.T) {
	for _, name := range []string{"a.md", "a.mdx"} {
		dir, res := compileSource(t, "-- docs/"+name+" --\n# A\n\n<img src=\"./img/sh\not.png\" /> <a href=\"./b\tc\">b</a>\n-- docs/img/shot.png --\npng\n-- docs/bc.md --\n# B\n")
		if len(res.Diagnostics) != 0 {
			t.Errorf("%s: diagnostics %v", name, res.Diagnostics)
		}
		var p graph.DocPage
		readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &p)
		if !regexp.MustCompile(`<img src="/assets/[0-9a-f]{8}/shot\.png"`).MatchString(p.HTML) || !strings.Contains(p.HTML, `<a href="/docs/bc">b</a>`) {
			t.Errorf("%s: html: %s", name, p.HTML)
		}
	}
}

// An image whose file has no extension is published as any image (Conflux's
// `![Dapp-faucet](./img/Dapp-faucet-1)`: 30 broken images), as Docusaurus
// loads the file an image names; a link to such a file stays a relative URL
// (a broken link, as before), and so does an image of no file.
func TestImageWithoutExtension(t *testing.T) {
	dir, res := compileSource(t, "-- docs/a.md --\n# A\n\n![shot](./img/shot) [file](./img/shot) ![gone](./img/gone)\n-- docs/img/shot --\npng\n")
	var got []string
	for _, d := range res.Diagnostics {
		got = append(got, d.String())
	}
	if len(got) != 2 || !strings.HasPrefix(got[0], `docs/a.md:3:21: warning[broken-link]: link "./img/shot"`) || !strings.HasPrefix(got[1], `docs/a.md:3:40: warning[broken-link]: link "./img/gone"`) {
		t.Errorf("diagnostics %q", got)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &p)
	if !regexp.MustCompile(`<img src="/assets/[0-9a-f]{8}/shot" alt="shot">`).MatchString(p.HTML) || !strings.Contains(p.HTML, `<a href="/docs/img/shot">file</a>`) {
		t.Errorf("html: %s", p.HTML)
	}
}

// In a Docusaurus site an image of the repository outside the site folder is
// published as an asset, as Docusaurus's bundler reads it (mkeithx's
// `../../public/img/banner.png` from website/docs: a broken image); nothing
// beyond the repository.
func TestAssetsFromTheRepository(t *testing.T) {
	dir := t.TempDir()
	repo := filepath.Join(dir, "repo")
	os.MkdirAll(filepath.Join(repo, ".git"), 0o755)
	writeTree(t, repo, parseArchive(`
-- public/img/banner.png --
banner
-- website/docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- website/docs/page.md --
# Page

![banner](../../public/img/banner.png) ![secret](../../../secret.png)
`))
	os.WriteFile(filepath.Join(dir, "secret.png"), []byte("secret"), 0o644)
	res, err := Run(Options{Root: filepath.Join(repo, "website"), Out: filepath.Join(dir, "out")})
	if err != nil || res.Errors() > 0 {
		t.Fatal(err, res.Diagnostics)
	}
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Message, "../../../secret.png") {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/page.json"), &p)
	m := regexp.MustCompile(`<img src="(/assets/[0-9a-f]{8}/banner\.png)" alt="banner">`).FindStringSubmatch(p.HTML)
	if m == nil || strings.Count(p.HTML, "/assets/") != 1 {
		t.Fatalf("html %s", p.HTML)
	}
	if b, err := os.ReadFile(filepath.Join(dir, "out", "static", m[1])); err != nil || string(b) != "banner\n" {
		t.Errorf("published %q %v", b, err)
	}
}

package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// Many Docusaurus sites keep the site in website/ and the docs next to it
// (docs.path: '../docs'), find files with path.resolve(__dirname, …) and
// require.resolve, read other files with fs in their config, extend a
// prism-react-renderer theme, and use a company preset that wraps the classic
// one. Pointed at website/, contentc compiles such a site with the routes
// Docusaurus gives it.
func TestSiteBesideItsDocs(t *testing.T) {
	dir := tree(t, map[string]string{
		"website/docusaurus.config.mjs": `import * as path from 'node:path';
import * as fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as yaml from 'js-yaml';
import { themes } from 'prism-react-renderer';

const here = path.dirname(fileURLToPath(import.meta.url));
const extra = yaml.load(fs.readFileSync(path.resolve(here, '../crowdin.yaml'), 'utf8'));
const light = { plain: Object.assign(themes.github.plain, { backgroundColor: '#fff' }), styles: [...themes.github.styles] };

export default {
  title: 'Beside',
  url: 'https://example.com',
  baseUrl: '/',
  presets: [
    [
      require.resolve('acme-docs/docusaurus-preset'),
      {
        docs: {
          path: '../docs',
          routeBasePath: '/',
          sidebarPath: require.resolve('./sidebars.js'),
        },
        blog: false,
      },
    ],
  ],
  themeConfig: { prism: { theme: light, darkTheme: themes.dracula } },
};
`,
		"website/sidebars.ts": `import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';
const sidebars: SidebarsConfig = { docs: { Guide: ['intro', 'guide/setup'] } };
export default sidebars;
`,
		"docs/intro.md":        "---\ntitle: Intro\n---\n\nSee [setup](guide/setup.mdx).\n\n<TOCInline toc={toc.slice(1)} />\n\n## One\n\n## Two\n",
		"docs/guide/setup.mdx": "---\ntitle: Setup\n---\n\nimport Note from './_note.md';\n\n<Note />\n\n<iframe\n  src=\"https://example.com/embed\"\n  style={{ width: '100%' }}\n></iframe>\n\nBack to [intro](../intro.md).\n",
		"docs/guide/_note.md":  "A partial beside the docs.\n",
	})
	out := filepath.Join(t.TempDir(), "graph")
	code, _, stderr := runCLI(t, "compile", filepath.Join(dir, "website"), "--out", out)
	if code != 0 {
		t.Fatalf("exit %d:\n%s", code, stderr)
	}
	for _, bad := range []string{"error[", "outside-root", "broken-link", "mdx-expression", "mdx-syntax"} {
		if strings.Contains(stderr, bad) {
			t.Errorf("unexpected %s:\n%s", bad, stderr)
		}
	}
	var g struct {
		Routes []struct{ Route string }
		Site   struct{ CodeThemes struct{ Light, Dark string } }
	}
	data, err := os.ReadFile(filepath.Join(out, "graph.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatal(err)
	}
	var routes []string
	for _, r := range g.Routes {
		routes = append(routes, r.Route)
	}
	sort.Strings(routes)
	// routeBasePath '/': docs at the site root, ids from the docs folder.
	if strings.Join(routes, " ") != "/guide/setup /intro" {
		t.Errorf("routes %v, want [/guide/setup /intro]", routes)
	}
	if g.Site.CodeThemes.Dark != "dracula" {
		t.Errorf("dark code theme %q, want dracula (from prism-react-renderer's themes.dracula)", g.Site.CodeThemes.Dark)
	}
	page, err := os.ReadFile(filepath.Join(out, "docs", "current", "intro.json"))
	if err != nil {
		t.Fatal(err)
	}
	toc := regexp.MustCompile(`toc-inline\\"[^}]*?</ul>`).FindString(string(page))
	if !strings.Contains(toc, `#two`) || strings.Contains(toc, `#one`) {
		t.Errorf("TOCInline toc.slice(1) should list Two only: %q", toc)
	}
}

package npm2yarn_test

import (
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown"
	"github.com/contentc/contentc/compiler/internal/markdown/npm2yarn"
)

// The expectations are npm-to-yarn 3.2's output for the same commands (the
// package @docusaurus/remark-plugin-npm2yarn 3 converts with).
func TestConvert(t *testing.T) {
	for _, c := range []struct{ npm, yarn, pnpm, bun string }{
		{"npm install", "yarn install", "pnpm install", "bun install"},
		{"npm install --save-dev typescript", "yarn add --dev typescript", "pnpm add --save-dev typescript", "bun add --dev typescript"},
		{"npm i -g create-react-app", "yarn global add create-react-app", "pnpm add -g create-react-app", "bun add --global create-react-app"},
		{"npm install --save react react-dom", "yarn add react react-dom", "pnpm add react react-dom", "bun add react react-dom"},
		{"npm uninstall react", "yarn remove react", "pnpm remove react", "bun remove react"},
		{"npm run build", "yarn build", "pnpm run build", "bun run build"},
		{"npm run test", "yarn run test", "pnpm run test", "bun run test"},
		{"npm run dev -- --port 3000", "yarn dev --port 3000", "pnpm run dev --port 3000", "bun run dev --port 3000"},
		{"npm test", "yarn test", "pnpm test", "bun run test"},
		{"npm ls react lodash --depth=0", `yarn list --pattern "react|lodash" --depth=0`, "pnpm ls react lodash --depth 0", "bun pm ls react lodash --depth 0"},
		{"npm init docusaurus@latest my-site classic", "yarn create docusaurus my-site classic", "pnpm create docusaurus my-site classic", "bunx create-docusaurus my-site classic"},
		{"npm create vite@latest my-app -- --template react", "yarn create vite my-app --template react", "pnpm create vite my-app --template react", "bunx create-vite my-app --template react"},
		{"npm rebuild", "yarn add --force", "pnpm rebuild", "bun add --force"},
		{"npm ci", "npm ci\n# couldn't auto-convert command", "npm ci\n# couldn't auto-convert command", "npm ci\n# couldn't auto-convert command"},
		{"npx create-react-app my-app", "yarn dlx create-react-app my-app", "pnpm dlx create-react-app my-app", "bun x create-react-app my-app"},
		// a command ends at &, whose space goes with it
		{"cd site && npm install && npm run build", "cd site && yarn install&& yarn build", "cd site && pnpm install&& pnpm run build", "cd site && bun install&& bun run build"},
		{`npm install "foo bar" 'baz qux'`, `yarn add "foo bar" 'baz qux'`, `pnpm add "foo bar" 'baz qux'`, `bun add "foo bar" 'baz qux'`},
		// every "npm" is converted, in comments and words too, as npm-to-yarn does
		{"# install with npm\nnpm install foo\nnpm start", "# install with npm undefined\n# couldn't auto-convert command\nyarn add foo\nyarn start", "# install with npm undefined\n# couldn't auto-convert command\npnpm add foo\npnpm start", "# install with npm \n# couldn't auto-convert command\nbun add foo\nbun start"},
		{"see npmjs.com", "see npm undefined\n# couldn't auto-convert commandjs.com", "see npm undefined\n# couldn't auto-convert commandjs.com", "see npm \n# couldn't auto-convert commandjs.com"},
	} {
		for _, to := range [][2]string{{"yarn", c.yarn}, {"pnpm", c.pnpm}, {"bun", c.bun}} {
			if got := npm2yarn.Convert(c.npm, to[0]); got != to[1] {
				t.Errorf("Convert(%q, %s) = %q, want %q", c.npm, to[0], got, to[1])
			}
		}
	}
}

// A code block whose meta is npm2yarn is a <Tabs> of npm and each converter,
// labelled as the plugin labels them, with groupId npm2yarn when synced; any
// other meta, or no plugin, leaves a code block.
func TestTabs(t *testing.T) {
	src := "```bash npm2yarn\nnpm install --save-dev widget\n```\n\n```bash npm2yarn title=\"x\"\nnpm run build\n```\n"
	r := markdown.New(markdown.Options{Npm2Yarn: &markdown.Npm2Yarn{Sync: true, Converters: []string{"yarn", "pnpm", "bun"}}})
	html := string(r.Render(markdown.Input{File: "a.mdx", Source: []byte(src), MDX: true}).HTML)
	for _, want := range []string{
		`data-group-id="npm2yarn"`,
		`data-value="npm">npm</button>`, `data-value="yarn">Yarn</button>`, `data-value="pnpm">pnpm</button>`, `data-value="bun">Bun</button>`,
		"npm install --save-dev widget", "yarn add --dev widget", "pnpm add --save-dev widget", "bun add --dev widget",
	} {
		if !strings.Contains(html, want) {
			t.Errorf("missing %q in\n%s", want, html)
		}
	}
	if strings.Count(html, `role="tablist"`) != 1 || !strings.Contains(html, "npm run build") || strings.Contains(html, "yarn build") {
		t.Errorf("only a meta of exactly npm2yarn makes tabs:\n%s", html)
	}
	plain := string(markdown.New(markdown.Options{}).Render(markdown.Input{File: "a.mdx", Source: []byte(src), MDX: true}).HTML)
	if strings.Contains(plain, "tablist") || strings.Contains(plain, "yarn add") {
		t.Errorf("without the plugin, code blocks:\n%s", plain)
	}
	r = markdown.New(markdown.Options{Npm2Yarn: &markdown.Npm2Yarn{Converters: []string{"yarn", "pnpm"}}})
	if html := string(r.Render(markdown.Input{File: "a.mdx", Source: []byte(src), MDX: true}).HTML); strings.Contains(html, "data-group-id") || !strings.Contains(html, "yarn add --dev widget") {
		t.Errorf("not synced:\n%s", html)
	}
	if a, b := markdown.New(markdown.Options{}).Settings(), r.Settings(); a == b {
		t.Errorf("the plugin's options are part of the render settings")
	}
}

package compile

import (
	"encoding/json"
	"html"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
)

// An MDX expression that calls a function of a site module is evaluated as the
// page's server render runs it (react-native-website's
// `${getCurrentVersion()}` in <CodeBlock> and `values={constants.getTabs([…])}`,
// ory's `${useLatestRelease('kratos')}`): React's useState gives its initial
// state, the docs plugin's useActiveVersion the page's own version. Before,
// each was an mdx-expression warning and the whole code block was lost. A
// function that throws, or gives what a package contentc does not run made,
// is still that warning.
func TestCallsOfSiteModuleFunctions(t *testing.T) {
	dir, res := compileSource(t, strings.ReplaceAll(`
-- package.json --
{"dependencies": {"@docusaurus/core": "3.9.2"}}
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- versions.json --
["1.5"]
-- src/version.ts --
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
export function currentVersion() {
  const v = useActiveVersion(undefined);
  return v.label === 'Next' ? 'latest' : v.label;
}
-- src/hooks.js --
import {useState, useEffect} from 'react';
export function useRelease(repo, fallback = '<version>') {
  const [release, setRelease] = useState(fallback);
  useEffect(() => { fetch('https://example.com/' + repo).then(setRelease); }, []);
  return release;
}
export const broken = () => { throw new Error('no'); };
export const sizeOf = (x) => require('left-pad')(x, 4);
-- src/tabs.js --
export default {
  tabs: (only) => [{label: 'Android', value: 'android'}, {label: 'iOS', value: 'ios'}, {label: 'Web', value: 'web'}]
    .filter((t) => only.includes(t.value)),
};
-- docs/a.mdx --
import CodeBlock from '@theme/CodeBlock';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import c from '@site/src/tabs';
import {currentVersion} from '@site/src/version';
import {useRelease, broken, sizeOf} from '@site/src/hooks';

<CodeBlock language="bash">{~BT~npx init App --version ${currentVersion()}~BT~}</CodeBlock>

<CodeBlock language="bash">{~BT~docker pull app:${useRelease('app')}~BT~}</CodeBlock>

Release {useRelease('x', 'v2')}, broken {broken()}, size {sizeOf(1)}.

<Tabs values={c.tabs(["web", "android"])}>
<TabItem value="android">android text</TabItem>
<TabItem value="web">web text</TabItem>
</Tabs>
-- versioned_docs/version-1.5/a.mdx --
import CodeBlock from '@theme/CodeBlock';
import {currentVersion} from '@site/src/version';

<CodeBlock language="bash">{~BT~npx init App --version ${currentVersion()}~BT~}</CodeBlock>
`, "~BT~", "`"))
	var warnings []string
	for _, d := range res.Diagnostics {
		if d.ID == diag.MDXExpression {
			warnings = append(warnings, d.Message)
		} else {
			t.Errorf("unexpected %s", d)
		}
	}
	if len(warnings) != 2 || !strings.Contains(warnings[0]+warnings[1], "broken()") || !strings.Contains(warnings[0]+warnings[1], "sizeOf(1)") {
		t.Errorf("mdx-expression warnings %q, want broken() and sizeOf(1)", warnings)
	}
	var next, old graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &next)
	readJSON(t, filepath.Join(dir, "out", "docs/1.5/a.json"), &old)
	for _, want := range []string{"npx init App --version latest", "docker pull app:&lt;version&gt;", "<p>Release v2, broken , size .</p>"} {
		if !strings.Contains(next.HTML, want) {
			t.Errorf("current version's page lacks %q:\n%s", want, next.HTML)
		}
	}
	// the tabs are the function's, in the order of its list
	android, web := strings.Index(next.HTML, `data-value="android">Android</button>`), strings.Index(next.HTML, `data-value="web">Web</button>`)
	if android < 0 || web < android || strings.Contains(next.HTML, ">iOS<") {
		t.Errorf("tabs not Android then Web:\n%s", next.HTML)
	}
	if !strings.Contains(old.HTML, "npx init App --version 1.5") {
		t.Errorf("version 1.5's page:\n%s", old.HTML)
	}
}

// {JSON.stringify(sample, null, 2)} of an imported JSON file is the text
// JavaScript writes, the file's keys in its order (integer keys first, as
// JSON.parse orders them), numbers and strings as JavaScript writes them
// (ory's sample responses in <CodeBlock>s: 28 were lost on one page). The
// expected text is node's.
func TestJSONStringifyOfAnImport(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/sample.json --
{"id": "flow-1", "ui": {"nodes": [], "action": "https://x/y?a=1&b=<2>", "b": 1.0, "a": 1e21, "10": true, "2": null}, "list": [1, "x\ty"], "empty": {}}
-- docs/a.mdx --
import CodeBlock from '@theme/CodeBlock';
import sample from './sample.json';

<CodeBlock language="text">{JSON.stringify(sample, null, 2)}</CodeBlock>

Inline {JSON.stringify(sample.list)}, {JSON.stringify({a: 1, b: 2})}.
`)
	if len(res.Diagnostics) != 1 || !strings.Contains(res.Diagnostics[0].Message, "{JSON.stringify({a: 1, b: 2})}") {
		t.Errorf("diagnostics %v, want one for the object literal, whose order is not known", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	text := html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(a.HTML, ""))
	want := `{
  "id": "flow-1",
  "ui": {
    "2": null,
    "10": true,
    "nodes": [],
    "action": "https://x/y?a=1&b=<2>",
    "b": 1,
    "a": 1e+21
  },
  "list": [
    1,
    "x\ty"
  ],
  "empty": {}
}`
	if !strings.Contains(text, want) || !strings.Contains(text, `Inline [1,"x\ty"], .`) {
		t.Errorf("got\n%s\nwant\n%s", text, want)
	}
}

// In a site module, `require('raw-loader!./out.txt').default` (and the
// `!!raw-loader!` import) is the file's text, as webpack gives it there too
// (ory's sample outputs, given to its <CodeTabs> as {code: …}, were null with
// no warning), and with the loader's esModule=false the module is the text
// itself (repack's `!!raw-loader?esModule=false!…`); a file outside the site
// is not read.
func TestRawLoaderInSiteModules(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/code/out.txt --
Error: no session
-- docs/code/index.js --
import sample from '!!raw-loader!./out.txt';
import cjs from '!!raw-loader?esModule=false!./out.txt';
export const items = {out: {code: require('raw-loader!./out.txt').default}, again: sample, cjs, plain: require('raw-loader?esModule=false!./out.txt')};
-- docs/code/outside.js --
export const secret = require('raw-loader!../../../../etc/passwd').default;
-- docs/a.mdx --
import CodeBlock from '@theme/CodeBlock';
import {items} from './code';
import {secret} from './code/outside';

<CodeBlock language="text">{items.out.code}</CodeBlock>

Again: {items.again}. Without an ES module: {items.cjs} and {items.plain}. Secret: {secret}.
`)
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	if strings.Count(a.HTML, "Error: no session") != 4 || strings.Contains(a.HTML, "root:") {
		t.Errorf("html %s", a.HTML)
	}
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].ID != diag.MDXExpression || !strings.Contains(res.Diagnostics[0].Message, "{secret}") {
		t.Errorf("diagnostics %v, want one for {secret}", res.Diagnostics)
	}
}

// A list's join, `{['a', 'b'].join('\n')}` as a <CodeBlock>'s code (Detox's
// config pages build their example so: the block was lost with an
// mdx-expression warning) or `{names.join(', ')}` of an exported list, is the
// text JavaScript's join makes.
func TestListJoin(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- docs/a.mdx --
import CodeBlock from '@theme/CodeBlock';
export const names = ['one', 2, null, true, [3, 4]];

<CodeBlock language="js">
{[
  '/** @type {Detox.DetoxConfig} */',
  'module.exports = {',
  "  testRunner: 'jest',",
  '};',
].join('\n')}
</CodeBlock>

Names: {names.join(', ')}; {names.join()}.
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	text := html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(a.HTML, ""))
	for _, want := range []string{"/** @type {Detox.DetoxConfig} */\nmodule.exports = {\n  testRunner: 'jest',\n};", "Names: one, 2, , true, 3,4; one,2,,true,3,4."} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
}

// A component's list prop built with a spread, optional chaining, includes, !
// and && (MetaMask's embedded-wallets example pages, `exampleMap={[...webExamples].filter(obj
// => !obj.tags?.includes('react') && …)}`: the island got the source text and
// threw) is the list JavaScript gives; a string's split then map renders its
// items (frigate's object labels, `{labels.split("\n").map(…)}`).
func TestFilterWithOptionalChainingAndIncludes(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/components/Cards.js --
export default function Cards({exampleMap}) { return exampleMap.map((e) => e.title).join(','); }
-- src/example-maps.js --
export const webExamples = [
  {title: 'A', tags: ['react']},
  {title: 'B', tags: ['vue']},
  {title: 'C'},
];
export const labels = "person\nbicycle\n car ";
-- docs/a.mdx --
import Cards from '@site/src/components/Cards';
import {webExamples, labels} from '@site/src/example-maps';

<Cards exampleMap={[...webExamples].filter(obj => obj.tags?.includes('vue'))} />

<Cards exampleMap={webExamples.filter(obj => !obj.tags?.includes('react') && !obj.tags?.includes('vue'))} />

<ul>
  {labels.split("\n").map((label) => (
    <li>{label.trim().toUpperCase()}</li>
  ))}
</ul>
`)
	if len(res.Diagnostics) != 0 {
		t.Errorf("diagnostics %v", res.Diagnostics)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	var islands []struct {
		Props struct {
			ExampleMap []struct{ Title string } `json:"exampleMap"`
		} `json:"props"`
	}
	if err := json.Unmarshal(a.Components, &islands); err != nil || len(islands) != 2 {
		t.Fatalf("components %s: %v", a.Components, err)
	}
	for i, want := range []string{"B", "C"} {
		if got := islands[i].Props.ExampleMap; len(got) != 1 || got[0].Title != want {
			t.Errorf("island %d's exampleMap %+v, want %s", i, got, want)
		}
	}
	if !strings.Contains(a.HTML, "<li>PERSON</li>") || !strings.Contains(a.HTML, "<li>BICYCLE</li>") || !strings.Contains(a.HTML, "<li>CAR</li>") {
		t.Errorf("labels list:\n%s", a.HTML)
	}
}

// An expression evaluated to undefined, a member its object lacks (fleet's
// `{versions.next.fleetCRD}`), renders nothing, as React renders it, and its
// warning says so and names the member, not that it was not evaluated.
func TestUndefinedMemberWarning(t *testing.T) {
	dir, res := compileSource(t, `
-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://example.com', baseUrl: '/', presets: [['classic', {docs: {}}]]};
-- src/fleetVersions.js --
export const versions = {next: {kubernetes: '1.30'}};
-- docs/a.mdx --
import {versions} from '@site/src/fleetVersions';

K8s {versions.next.kubernetes}, CRD [{versions.next.fleetCRD}].
`)
	want := `docs/a.mdx:3:38: warning[mdx-expression]: the expression {versions.next.fleetCRD} is undefined (versions.next has no member "fleetCRD"), so it renders nothing, as React renders undefined; check the name`
	if len(res.Diagnostics) != 1 || res.Diagnostics[0].String() != want {
		t.Errorf("diagnostics %v, want\n%s", res.Diagnostics, want)
	}
	var a graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs/current/a.json"), &a)
	if !strings.Contains(a.HTML, "<p>K8s 1.30, CRD [].</p>") {
		t.Errorf("html %s", a.HTML)
	}
}

package jsx

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx/jsstd"
)

func TestParseTag(t *testing.T) {
	src := []byte(`<Tabs groupId="os" lazy values={[{label: 'A', value: "a"}]} n={x} />rest`)
	tag, err := ParseTag(src, 0, map[string]any{"x": 2.0})
	if err != nil {
		t.Fatal(err)
	}
	if tag.Name != "Tabs" || !tag.SelfClosing || tag.Closing || string(src[tag.End:]) != "rest" {
		t.Fatalf("tag %+v", tag)
	}
	got := map[string]any{}
	for _, a := range tag.Attrs {
		got[a.Name] = a.Value
	}
	want := map[string]any{"groupId": "os", "lazy": true, "values": []any{map[string]any{"label": "A", "value": "a"}}, "n": 2.0}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("attributes %#v, want %#v", got, want)
	}
	if _, err := ParseTag([]byte(`<div class="x`), 0, nil); err == nil {
		t.Error("an unterminated attribute is not an error")
	}
	if c, err := ParseTag([]byte(`</div>`), 0, nil); err != nil || !c.Closing || c.Name != "div" {
		t.Errorf("closing tag %+v %v", c, err)
	}
}

// Unicode white space between a tag's parts is white space, as MDX 3 and
// Babel read it: a no-break space before `/>` or after the name (kubefirst's
// partial stopped a 1,103-doc site), an ideographic space between attributes.
func TestParseTagUnicodeSpace(t *testing.T) {
	for _, src := range []string{
		"<img src=\"/x.png\" alt=\"Shot\"\u00a0/>rest",
		"<img\u00a0src=\"/x.png\" alt=\"Shot\"/>rest",
		"<img src=\"/x.png\"\u3000alt=\"Shot\" />rest",
		"<img\u2009src=\"/x.png\"\ufeffalt=\"Shot\"\u00a0\u00a0/>rest",
	} {
		tag, err := ParseTag([]byte(src), 0, nil)
		if err != nil {
			t.Errorf("%q: %v", src, err)
			continue
		}
		if tag.Name != "img" || !tag.SelfClosing || len(tag.Attrs) != 2 || tag.Attrs[1].Value != "Shot" || src[tag.End:] != "rest" {
			t.Errorf("%q: tag %+v", src, tag)
		}
	}
	// Other characters are still mistakes.
	if _, err := ParseTag([]byte("<img alt=\"a\"\u00b7/>"), 0, nil); err == nil {
		t.Error("a middle dot after an attribute is not an error")
	}
}

func TestLooksLikeTag(t *testing.T) {
	for src, want := range map[string]bool{"<a>": true, "</a>": true, "<>": true, "</>": true, "a < b": false, "<3": false, "< a": false} {
		i := 0
		for i < len(src) && src[i] != '<' {
			i++
		}
		if got := LooksLikeTag([]byte(src), i); got != want {
			t.Errorf("LooksLikeTag(%q) = %v", src, got)
		}
	}
}

func TestScanExpression(t *testing.T) {
	src := []byte("{a ? '}' : {b: `x${'}'}`}} tail")
	end, err := ScanExpression(src, 0)
	if err != nil || string(src[end:]) != " tail" {
		t.Errorf("end %d (%q), %v", end, src[end:], err)
	}
	if _, err := ScanExpression([]byte("{never closed"), 0); err == nil {
		t.Error("an unclosed expression is not an error")
	}
	// Regular expression literals hold slashes, quotes and braces that are
	// not code (grafast's docs); a '/' after a value divides.
	for _, src := range []string{
		"{path.replace(/\\//g, '-')} tail",
		"{src.replace(/^[\\s\\S]*?\\/\\*{10,}\\//, '').trim()} tail",
		"{/[/'}]/.test(x)} tail",
		"{a / b / c} tail",
		"{(n) / 2 + x[1] / 3} tail",
	} {
		end, err := ScanExpression([]byte(src), 0)
		if err != nil || src[end:] != " tail" {
			t.Errorf("%s: end %d, %v", src, end, err)
		}
	}
}

func TestValues(t *testing.T) {
	v, ok := ParseValue(`{a: [1, -2.5, true, null], "b": 'c', d: k}`, map[string]any{"k": "K"})
	want := map[string]any{"a": []any{1.0, -2.5, true, nil}, "b": "c", "d": "K"}
	if !ok || !reflect.DeepEqual(v, want) {
		t.Errorf("ParseValue = %#v, %v", v, ok)
	}
	// an object's values are expressions: a conditional, a comparison, a sum
	// (a style object's flex: img ? 'none' : 1, ToolJet's cards)
	v, ok = ParseValue(`{flex: k ? 'none' : 1, pad: n + 'px', on: k === 'K' && 'yes', off: nope ?? 0}`, map[string]any{"k": "K", "n": 4.0, "nope": nil})
	if want := map[string]any{"flex": "none", "pad": "4px", "on": "yes", "off": 0.0}; !ok || !reflect.DeepEqual(v, want) {
		t.Errorf("ParseValue of an object of expressions = %#v, %v", v, ok)
	}
	if _, ok := ParseValue(`f(x)`, nil); ok {
		t.Error("a call parsed as a literal")
	}
	if _, ok := ParseValue(`1 * 2`, nil); ok {
		t.Error("an expression with trailing text parsed as a literal")
	}
	// encodeURIComponent and encodeURI, JavaScript's pure functions, as URLs are built with them.
	for src, want := range map[string]string{
		"`https://math.now.sh?from=${encodeURIComponent(k)}`": "https://math.now.sh?from=%5C(%20A*B%20%5C)%20%C3%A9",
		"encodeURI('/a b?x=1&y=é#top')":                       "/a%20b?x=1&y=%C3%A9#top",
	} {
		if v, ok := ParseValue(src, map[string]any{"k": `\( A*B \) é`}); !ok || v != want {
			t.Errorf("ParseValue(%s) = %v, %v; want %s", src, v, ok, want)
		}
	}
	// String.raw keeps a template's escapes as written; its ${} are filled in.
	for src, want := range map[string]string{
		"String.raw`\n  A\\B\\n ${k}\\${x}\\``": "\n  A\\B\\n K\\${x}\\`",
		"String.raw `C:\\dir`":                  "C:\\dir",
	} {
		if v, ok := ParseValue(src, map[string]any{"k": "K"}); !ok || v != want {
			t.Errorf("ParseValue(%s) = %q, %v; want %q", src, v, ok, want)
		}
	}
	if _, ok := ParseValue("String(x)", nil); ok {
		t.Error("a String call parsed as a literal")
	}
	if _, ok := ParseValue("encodeURIComponent(f())", nil); ok {
		t.Error("encodeURIComponent of a call parsed as a literal")
	}
	// + joins strings and adds numbers, as JavaScript's does.
	for src, want := range map[string]any{`1 + 2`: 3.0, `'by ' + k`: "by K", `'v' + 2 + 1`: "v21", `k + {}`: nil} {
		if v, ok := ParseValue(src, map[string]any{"k": "K"}); ok != (want != nil) || ok && v != want {
			t.Errorf("ParseValue(%s) = %v, %v; want %v", src, v, ok, want)
		}
	}
	if v, ok := ParseValue(`'core_course', 'courses'`, nil); !ok || v != "courses" {
		t.Errorf("a comma expression is %v, %v", v, ok)
	}
	if _, ok := ParseValue(`'a', f(x)`, nil); ok {
		t.Error("a comma expression with a call parsed as a literal")
	}
	// Template literals: ${…} of a literal or a known constant is its text.
	consts := map[string]any{"version": "1.2.3", "n": 2.0, "list": []any{"a"}}
	for src, want := range map[string]string{
		"`VERSION=${version} sh`":   "VERSION=1.2.3 sh",
		"`${ n } of ${'x'}${true}`": "2 of xtrue",
		"`a\\\\${version}`":         "a\\1.2.3",
		"`nested ${`v${version}`}`": "nested v1.2.3",
		"`\\${not} interpolated`":   "${not} interpolated",
	} {
		if v, ok := ParseValue(src, consts); !ok || v != want {
			t.Errorf("ParseValue(%s) = %#v, %v; want %q", src, v, ok, want)
		}
	}
	for _, src := range []string{"`${unknown}`", "`${list}`", "`${f(x)}`", "`${version`"} {
		if v, ok := ParseValue(src, consts); ok {
			t.Errorf("ParseValue(%s) = %#v, evaluated", src, v)
		}
	}
	// Member access by name, by a string and by an index (fleet's docs:
	// versions["v0.5"].fleetCRD).
	vs := map[string]any{"versions": map[string]any{"v0.5": map[string]any{"crd": "https://x/crd-0.5.tgz"}, "next": map[string]any{"k8s": "1.20"}}, "list": []any{"a", "b"}}
	for src, want := range map[string]any{`versions["v0.5"].crd`: "https://x/crd-0.5.tgz", "versions.next.k8s": "1.20", "versions [ 'next' ] [\"k8s\"]": "1.20", "list[1]": "b"} {
		if v, ok := ParseValue(src, vs); !ok || v != want {
			t.Errorf("ParseValue(%s) = %#v, %v", src, v, ok)
		}
	}
	for _, src := range []string{`versions["v9"]`, "list[2]", "list[0.5]", "list['0']", `versions["v0.5"`, "versions[x]"} {
		if v, ok := ParseValue(src, vs); ok {
			t.Errorf("ParseValue(%s) = %#v, evaluated", src, v)
		}
	}
	// ||, ?? and &&, as JavaScript reads them; a member the object does not have
	// is undefined there (hasura's `${props.revision || "v4"}`), and only there.
	props := map[string]any{"props": map[string]any{"revision": "v3", "empty": "", "zero": 0.0, "none": nil}}
	for src, want := range map[string]any{
		"`/${props.revision || \"v4\"}/get.sh`": "/v3/get.sh",
		"`/${props.missing || \"v4\"}/get.sh`":  "/v4/get.sh",
		`props.empty || "x"`:                    "x",
		`props.empty ?? "x"`:                    "",
		`props.none ?? props.missing ?? "y"`:    "y",
		`props.zero || props.revision`:          "v3",
		`props.revision && "shown"`:             "shown",
		`props.empty && "shown"`:                "",
	} {
		if v, ok := ParseValue(src, props); !ok || v != want {
			t.Errorf("ParseValue(%s) = %#v, %v; want %q", src, v, ok, want)
		}
	}
	for _, src := range []string{"props.missing", "`${props.missing}`", "[props.missing]", "{a: props.missing}", "props.missing.x || 'a'", "props.revision || f(x)"} {
		if v, ok := ParseValue(src, props); ok {
			t.Errorf("ParseValue(%s) = %#v, evaluated", src, v)
		}
	}
	if v, n, ok := ParseValuePrefix(`42; export const y = 1`, nil); !ok || v != 42.0 || n != 2 {
		t.Errorf("ParseValuePrefix = %v, %d, %v", v, n, ok)
	}
	if !jsstd.IsComment(" /* a */ // b\n") || jsstd.IsComment("/* a */ x") {
		t.Error("IsComment")
	}
	if !jsstd.IsIdentifier("$x_1") || jsstd.IsIdentifier("1x") || jsstd.IsIdentifier("a-b") {
		t.Error("IsIdentifier")
	}
}

// JSX inside an expression is skipped as JSX: an apostrophe in its text opens
// no string (ionic-docs: text={<>the item's purpose … <a href={useBaseUrl('x')}>Note</a></>}).
func TestScanExpressionWithJSX(t *testing.T) {
	for _, src := range []string{
		"{<>It's the item's <a href={f('a')}>note</a>.</>} rest",
		"{cond && <b>don't</b>} rest",
		"{x ? <i>it's</i> : null} rest",
		"{() => <Tag a=\"1\">'</Tag>} rest",
		"{a < b ? 'x' : 'y'} rest",
		"{[<br />, <span key=\"k\">it's</span>]} rest",
		// a code span in the text (Markdown, as MDX 1 reads a fragment): its
		// '<' opens no tag (riverpod: `Future<Activity>`, you'll)
		"{<>\n\nUse `a<b>`, you'll see ``x`<y`` too.\n\n</>} rest",
		"{<>an `unclosed <i>it's</i></>} rest",
	} {
		end, err := ScanExpression([]byte(src), 0)
		if err != nil || src[end:] != " rest" {
			t.Errorf("%s: end %d, err %v", src, end, err)
		}
	}
	// an apostrophe that is JavaScript still opens a string
	if _, err := ScanExpression([]byte("{a ? it's : b}"), 0); err == nil {
		t.Error("no error for an unclosed string")
	}
}

func TestText(t *testing.T) {
	for in, want := range map[string]string{
		"one line  ":              "one line  ",
		"  a\n   b  \n\n c\n":     "  a b c",
		"\n  only\n":              "only",
		"x\t\ny":                  "x y",
		"first \r\n  second end ": "first second end ",
		"\n&nbsp;\n":              "\u00a0",
		"L1&lt;&gt;L2 &copy;":     "L1<>L2 ©",
	} {
		if got := Text(in); got != want {
			t.Errorf("Text(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestMDX1Name(t *testing.T) {
	for name, want := range map[string]bool{"": true, "Tabs.Item": true, "my-el2": true, "APP_HOME": false, "2x": false, "access_id": false} {
		if MDX1Name(name) != want {
			t.Errorf("MDX1Name(%q) = %v", name, !want)
		}
	}
}

func TestTextContent(t *testing.T) {
	for src, want := range map[string]string{
		"<>Use the <code>--fast</code> flag</>":       "Use the --fast flag",
		`<><img src="ts.svg" alt="" /> TypeScript</>`: "TypeScript",
		"<span>\n  Why {'not'} <b>{n}</b>?\n</span>":  "Why not 2?",
		"<>Caf&eacute;</>":                            "Café",
	} {
		if got, ok := TextContent(src, map[string]any{"n": 2.0}); !ok || got != want {
			t.Errorf("TextContent(%q) = %q, %v; want %q", src, got, ok, want)
		}
	}
	// (a < that starts no tag is no JSX text: `</0>` looped for ever, found by FuzzRender)
	for _, src := range []string{"'text'", "<b>one</b><b>two</b>", "<b>unclosed", "<b>step 1) it's</0>"} {
		if got, ok := TextContent(src, nil); ok {
			t.Errorf("TextContent(%q) = %q, want not ok", src, got)
		}
	}
}

// In an attribute's value JSX stands for its text, in parentheses or not
// (meshtastic's `values={[{label: (<><Icon /> Android</>), value: …}]}`);
// ParseValue, for other expressions, takes no JSX.
func TestParseAttrValueJSX(t *testing.T) {
	src := "[{label: (<><Icon name=\"android\" /> Android</>), value: 'android'},\n {label: 'Apple', value: <b>apple</b>}]"
	v, ok, sawJSX := ParseAttrValue(src, nil)
	if got, want := fmt.Sprint(v), "[map[label:Android value:android] map[label:Apple value:apple]]"; !ok || !sawJSX || got != want {
		t.Errorf("ParseAttrValue = %s, %v, %v; want %s", got, ok, sawJSX, want)
	}
	if _, ok, sawJSX := ParseAttrValue("{a: 1}", nil); !ok || sawJSX {
		t.Errorf("a literal without JSX: %v %v", ok, sawJSX)
	}
	if _, ok := ParseValue(src, nil); ok {
		t.Errorf("ParseValue took JSX")
	}
	if _, ok, _ := ParseAttrValue("(<b>unclosed)", nil); ok {
		t.Errorf("unclosed JSX parsed")
	}
}

// An attribute written twice is the last one, as React keeps the last prop
// (surrealdb's API tables: `<td scope="col" scope="row">` kept col, which the
// browser read first).
func TestAttributeWrittenTwice(t *testing.T) {
	tag, err := ParseTag([]byte(`<td scope="col" {...rest} scope="row" a="1" />`), 0, nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, a := range tag.Attrs {
		got = append(got, fmt.Sprintf("%s=%v", a.Name, a.Value))
	}
	if strings.Join(got, " ") != "...=<nil> scope=row a=1" {
		t.Errorf("attrs %v", got)
	}
	tag, _ = ParseTag([]byte(`<b x="1" y="2">`), 0, nil)
	if len(tag.Attrs) != 2 {
		t.Errorf("attrs %v", tag.Attrs)
	}
}

// `.length` of a list or a string is its length, as JavaScript counts it (UTF-16
// units): ClickHouse's `{rows.length}`.
func TestParseValueLength(t *testing.T) {
	consts := map[string]any{"rows": []any{"a", "b", "c"}, "word": "héllo😀"}
	for expr, want := range map[string]any{"rows.length": 3.0, "word.length": 7.0} {
		if v, ok := ParseValue(expr, consts); !ok || v != want {
			t.Errorf("%s = %v %v, want %v", expr, v, ok, want)
		}
	}
	if _, ok := ParseValue("word.size", consts); ok {
		t.Error("a string member other than length has a value")
	}
}

// `test ? a : b` is a if test is truthy, else b, after the tests `||`, `??` and
// `&&` join (surrealdb's `{available ? 'AVAILABLE' : 'COMING SOON'}`); `??` and
// `?.` are not one.
func TestParseValueConditional(t *testing.T) {
	consts := map[string]any{"on": true, "off": false, "n": 0.0, "name": "x"}
	for expr, want := range map[string]any{
		"on ? 'A' : 'B'":                "A",
		"off ? 'A' : 'B'":               "B",
		"off || n ? 'A' : 'B'":          "B",
		"on && name ? name + '!' : 'B'": "x!",
		"off ? 'A' : on ? 'C' : 'D'":    "C",
		"name ?? 'y'":                   "x",
		"!off && !n ? 'A' : 'B'":        "A",
		"!!name":                        true,
	} {
		if v, ok := ParseValue(expr, consts); !ok || v != want {
			t.Errorf("%s = %v %v, want %v", expr, v, ok, want)
		}
	}
	for _, bad := range []string{"on ? 'A'", "on ? : 'B'", "on ? 'A' 'B'"} {
		if v, ok := ParseValue(bad, consts); ok {
			t.Errorf("%s = %v, want no value", bad, v)
		}
	}
}

// ===, !==, == and != compare as JavaScript does, after + and before && and ||
// (cypress's `{props.product === 'accessibility' ? 'A' : 'B'}`); what they
// cannot tell (objects, == across kinds) has no value.
func TestParseValueComparison(t *testing.T) {
	consts := map[string]any{"props": map[string]any{"product": "accessibility", "n": 2.0, "flag": true, "obj": map[string]any{}}, "none": nil}
	for expr, want := range map[string]any{
		"props.product === 'accessibility' ? 'A' : 'B'": "A",
		"props.product !== 'accessibility' ? 'A' : 'B'": "B",
		"props.product == \"app\"":                      false,
		"props.n === 1 + 1":                             true,
		"props.n === '2'":                               false,
		"props.missing === undefined":                   true,
		"props.missing == null":                         true,
		"props.missing === null":                        false,
		"none != undefined":                             false,
		"props.flag && props.n === 3":                   false,
		"props.n === 3 || 'other'":                      "other",
		"'a' + props.product === 'aaccessibility'":      true,
		"undefined ?? 'u'":                              "u",
	} {
		if v, ok := ParseValue(expr, consts); !ok || v != want {
			t.Errorf("%s = %v %v, want %v", expr, v, ok, want)
		}
	}
	for _, bad := range []string{"props.obj === props.obj", "props.n == '2'", "props.n ==="} {
		if v, ok := ParseValue(bad, consts); ok {
			t.Errorf("%s = %v, want no value", bad, v)
		}
	}
}

// A list's filter, find, findIndex, some and every with an arrow function of
// one parameter whose body is a value are evaluated (stellar's RPC method
// pages pass `spec.methods.filter((m) => m.name === "getHealth")[0]`); the
// parameter hides a constant of its name; a block body, destructuring or a
// body that cannot be told has no value.
func TestParseValueListPredicates(t *testing.T) {
	m := func(name string) map[string]any { return map[string]any{"name": name} }
	consts := map[string]any{"spec": map[string]any{"methods": []any{m("a"), m("getHealth"), m("b")}}, "none": []any{}, "m": "shadowed", "nums": []any{1.0, 2.0, 3.0}}
	for expr, want := range map[string]any{
		`spec.methods.filter((m) => m.name === "getHealth")[0].name`: "getHealth",
		`spec.methods.filter(m => m.name !== "a").length`:            2.0,
		`spec.methods.find((x) => x.name === 'b').name`:              "b",
		`spec.methods.find((x) => x.name === 'zz') ?? 'none'`:        "none",
		`spec.methods.findIndex(x => x.name === "b")`:                2.0,
		`spec.methods.some(x => x.name === "a")`:                     true,
		`spec.methods.every(x => x.name)`:                            true,
		`none.filter(x => x.deep.er === 1).length`:                   0.0,
		`nums.filter(n => n === 2 || n === 3).join("+")`:             "2+3",
		`[1, 2].some((n) => n === 3)`:                                false,
		`spec.methods.filter(m => m.name.startsWith("get")).length`:  1.0,
		`m`: "shadowed",
	} {
		if v, ok := ParseValue(expr, consts); !ok || !reflect.DeepEqual(v, want) {
			t.Errorf("%s = %v %v, want %v", expr, v, ok, want)
		}
	}
	for _, bad := range []string{
		`spec.methods.filter((m) => { return m.name === "a" })`,
		`spec.methods.filter(({name}) => name === "a")`,
		`spec.methods.filter((m, i) => i === 0)`,
		`spec.methods.filter(m => m.name.startsWith(/a/))`,
		`spec.methods.filter(m => m === m)`,
		`spec.methods.filter(m => m.name === "a", this)`,
		`spec.methods.filter(m => m.name === "a"`,
	} {
		if v, ok := ParseValue(bad, consts); ok {
			t.Errorf("%s = %v, want no value", bad, v)
		}
	}
}

// A list's slice(start, end) is JavaScript's: negative bounds count from the
// end, fractions are cut off, a missing end is the list's, and its bounds may
// be computed (mlflow's `toc.slice(toc.findIndex((l) => l.id === "x") + 1)`);
// a bound that is not a number has no value.
func TestParseValueListSlice(t *testing.T) {
	consts := map[string]any{"nums": []any{1.0, 2.0, 3.0, 4.0}}
	for expr, want := range map[string]any{
		`nums.slice(1)`:     []any{2.0, 3.0, 4.0},
		`nums.slice(1, 3)`:  []any{2.0, 3.0},
		`nums.slice(-2)`:    []any{3.0, 4.0},
		`nums.slice(2, -1)`: []any{3.0},
		`nums.slice(3, 1)`:  []any{},
		`nums.slice(9)`:     []any{},
		`nums.slice()`:      []any{1.0, 2.0, 3.0, 4.0},
		`nums.slice(1.7)`:   []any{2.0, 3.0, 4.0},
		`nums.slice(-1.5)`:  []any{4.0},
		`nums.slice(nums.findIndex((n) => n === 2) + 1)`:                                      []any{3.0, 4.0},
		"nums.slice(\n  nums.findIndex((n) => n === 2),\n  nums.findIndex((n) => n === 4)\n)": []any{2.0, 3.0},
		`nums.slice(1).slice(1).length`:                                                       2.0,
	} {
		if v, ok := ParseValue(expr, consts); !ok || !reflect.DeepEqual(v, want) {
			t.Errorf("%s = %v %v, want %v", expr, v, ok, want)
		}
	}
	for _, bad := range []string{`nums.slice("1")`, `nums.slice(x)`, `nums.slice(1`} {
		if v, ok := ParseValue(bad, consts); ok {
			t.Errorf("%s = %v, want no value", bad, v)
		}
	}
}

// In an arrow's body and elsewhere, !, &&, || and ?? give the operand
// JavaScript gives (&& binding closer than ||), optional chaining `a?.b`
// short-circuits the rest of the chain to undefined on null or undefined, a
// list's and a string's includes and a string's methods are evaluated, and a
// list spreads into a list literal (MetaMask's embedded-wallets examples:
// `[...webExamples].filter(obj => !obj.tags?.includes('react') && …)`).
func TestParseValueLogicAndOptionalChaining(t *testing.T) {
	ex := func(title string, tags ...any) map[string]any {
		m := map[string]any{"title": title}
		if tags != nil {
			m["tags"] = tags
		}
		return m
	}
	consts := map[string]any{"webExamples": []any{ex("A", "react"), ex("B", "vue"), ex("C")},
		"none": nil, "labels": "person\nbicycle\ncar", "label": "Premium Plan Free Key"}
	titles := func(v any) string {
		var out []string
		for _, e := range v.([]any) {
			out = append(out, e.(map[string]any)["title"].(string))
		}
		return strings.Join(out, ",")
	}
	for expr, want := range map[string]string{
		`[...webExamples].filter(obj => obj.tags?.includes('vue'))`:                                            "B",
		`webExamples.filter(obj => obj.tags?.includes('vue'))`:                                                 "B",
		`webExamples.filter(obj => !obj.tags?.includes('react') && !obj.tags?.includes('vue'))`:                "C",
		`[...webExamples, ...[]].filter((obj) => obj.tags?.[0] === 'react' || obj.tags?.length === undefined)`: "A,C",
		`webExamples.filter(obj => obj.tags ?? obj.title === 'C')`:                                             "A,B,C",
	} {
		v, ok := ParseValue(expr, consts)
		if !ok || titles(v) != want {
			t.Errorf("%s = %v %v, want %s", expr, v, ok, want)
		}
	}
	for expr, want := range map[string]any{
		`'a' || 0 && 'b'`:                                "a",
		`0 && 'b' || 'c'`:                                "c",
		`null ?? 0 ?? 'x'`:                               0.0,
		`none?.deep.er.includes('x') ?? 'short'`:         "short",
		`none?.[0]?.(1) || 'short'`:                      "short",
		`labels.split("\n").length`:                      3.0,
		`labels.split("\n")[1].toUpperCase()`:            "BICYCLE",
		`label.includes("Premium") && 'badge'`:           "badge",
		`[' a ', 'b'].join().trim().replaceAll(' ', '')`: "a,b",
		`(label).toLowerCase().endsWith('key')`:          true,
		`[1, 2][1]`:                                      2.0,
	} {
		if v, ok := ParseValue(expr, consts); !ok || v != want {
			t.Errorf("%s = %v %v, want %v", expr, v, ok, want)
		}
	}
	for _, bad := range []string{`[...label]`, `[...unknown]`, `none.includes('x')`, `none?.`, `label.replace(/P/, 'p')`} {
		if v, ok := ParseValue(bad, consts); ok {
			t.Errorf("%s = %v, want no value", bad, v)
		}
	}
}

// An expression whose value is undefined (a member its object lacks: fleet's
// `{versions.next.fleetCRD}`) says which member is missing.
func TestMissing(t *testing.T) {
	consts := map[string]any{"versions": map[string]any{"next": map[string]any{"kubernetes": "1.30"}}}
	if why, undef := Missing("versions.next.fleetCRD", consts); !undef || why != `versions.next has no member "fleetCRD"` {
		t.Errorf("Missing = %q %v", why, undef)
	}
	for _, src := range []string{"versions.next.kubernetes", "versions.next.fleetCRD.x", "unknown.x", "versions.next.fleetCRD || 'v'"} {
		if why, undef := Missing(src, consts); undef {
			t.Errorf("%s: undefined (%q)", src, why)
		}
	}
}

// An object spread in an object literal gives the object's fields, later keys
// over earlier ones as in JavaScript; null and undefined spread nothing, and a
// spread of what is not an object (or not known) leaves the whole unevaluated.
func TestParseValueObjectSpread(t *testing.T) {
	consts := map[string]any{"size": map[string]any{"width": 283.0, "height": 535.0}, "n": 1.0, "none": nil}
	for expr, want := range map[string]string{
		"{opacity: 0.5, ...size}":           "map[height:535 opacity:0.5 width:283]",
		"{...size, width: 10}":              "map[height:535 width:10]",
		"{width: 10, ...size}":              "map[height:535 width:283]",
		"{...none, ...size.missing, a: 1,}": "map[a:1]",
	} {
		if v, ok := ParseValue(expr, consts); !ok || fmt.Sprint(v) != want {
			t.Errorf("%s = %v %v, want %s", expr, v, ok, want)
		}
	}
	for _, bad := range []string{"{...n}", "{...unknown}", "{...}"} {
		if v, ok := ParseValue(bad, consts); ok {
			t.Errorf("%s = %v, want no value", bad, v)
		}
	}
}

// A parenthesised expression is its value, and a method may follow it:
// `(props.items || []).map(…)`'s list, as nativewind's table partials write
// it; an unclosed parenthesis is not evaluated.
func TestParenthesisedValues(t *testing.T) {
	consts := map[string]any{"props": map[string]any{"items": []any{"a", "b"}, "n": 2.0}}
	for expr, want := range map[string]any{
		"(props.items || [])":                         []any{"a", "b"},
		"(props.missing || [])":                       []any{},
		"((props.n))":                                 2.0,
		"(props.items || []).filter((x) => x == 'b')": []any{"b"},
		"(props.n === 2) ? 'two' : 'other'":           "two",
	} {
		got, ok := ParseValue(expr, consts)
		if !ok || fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%s: %v %v, want %v", expr, got, ok, want)
		}
	}
	if _, ok := ParseValue("(props.n + 1", consts); ok {
		t.Error("an unclosed parenthesis was evaluated")
	}
}

// A conditional's test may chain || and ?? fallbacks over comparisons
// (`props.legend || props.legend === undefined ? <Legend /> : null`), read
// as JavaScript binds them; a && after the test is the JSX's, not read.
func TestConditionalTestFallbacks(t *testing.T) {
	for _, c := range []struct {
		src    string
		consts map[string]any
		want   any
		n      int
	}{
		{"props.legend || props.legend === undefined ? <L/> : null", map[string]any{"props": map[string]any{}}, true, 42},
		{"props.legend || props.legend === undefined ? <L/> : null", map[string]any{"props": map[string]any{"legend": false}}, false, 42},
		{"props.a ?? 'x' ? <L/> : null", map[string]any{"props": map[string]any{}}, "x", 14},
		{"props.a && <L/>", map[string]any{"props": map[string]any{"a": true}}, true, 7},
		// tests joined by && (ToolJet's `tip && tipHref && (<Link …/>)`):
		// the last && is the JSX's, as is one before null
		{"tip && href && (<L/>)", map[string]any{"tip": "t", "href": "/h"}, "/h", 11},
		{"tip && href && (<L/>)", map[string]any{"tip": "", "href": "/h"}, "", 11},
		{"tip && href && <L/>", map[string]any{"tip": "t", "href": jsstd.Undefined}, nil, 11},
		{"!tip && href ? <L/> : null", map[string]any{"tip": false, "href": "/h"}, "/h", 12},
		{"a || b && c ? <L/> : null", map[string]any{"a": false, "b": true, "c": 0.0}, 0.0, 11},
		{"tip && null", map[string]any{"tip": "t"}, "t", 3},
	} {
		v, n, ok := TestPrefix(c.src, c.consts)
		if !ok || v != c.want || n != c.n {
			t.Errorf("%q %v: %v %d %v, want %v %d", c.src, c.consts, v, n, ok, c.want, c.n)
		}
	}
}

// A list method's arrow function binds its parameter in a value read without
// constants (it copied nil, and stopped the renderer).
func TestListMethodWithoutConstants(t *testing.T) {
	v, ok, _ := ParseAttrValue("[{n: 'a'}, {n: 'b'}].filter((m) => m.n === 'b')[0].n", nil)
	if !ok || v != "b" {
		t.Errorf("got %v, %v", v, ok)
	}
}

package markdown

import (
	"strings"
	"testing"
)

// The expectations are what @mdx-js/mdx 3 with remark-gfm and remark-math 6
// gives for the same source (checked with the packages from npm).
func TestMath(t *testing.T) {
	in := func(tex string) string { return `<span class="math math-inline">` + tex + `</span>` }
	disp := func(tex string) string { return `<div class="math math-display">` + tex + `</div>` }
	cases := []struct {
		name, src string
		want      []string
		not       []string
	}{
		{"inline braces are TeX", `Rate $r = \frac{a}{b}$ per unit.`, []string{in(`r = \frac{a}{b}`)}, []string{"mdx-"}},
		{"double dollars inline, padding trimmed", `a $$ x $$ b`, []string{"<p>a " + in("x") + " b</p>"}, nil},
		{"runs pair by length", "Costs $5, or $10", []string{"Costs " + in("5, or ") + "10"}, nil},
		{"escaped dollar", `with \$x\$ done`, []string{"with $x$ done"}, []string{"math"}},
		{"code span first", "`$a$` and $`b`$", []string{"<code>$a$</code>", in("`b`")}, nil},
		{"unclosed stays text", "a $b", []string{"<p>a $b</p>"}, nil},
		{"html escaped", `$a<b$`, []string{in("a&lt;b")}, nil},
		{"display", "$$\n{a \\over b}\n$$\n", []string{disp(`{a \over b}`)}, []string{"mdx-"}},
		{"display interrupts a paragraph", "text\n$$\nx\n$$\nafter", []string{"<p>text</p>\n" + disp("x") + "\n<p>after</p>"}, nil},
		{"display meta and longer closing", "$$ meta\nk\n$$$\n", []string{disp("k")}, nil},
		{"display indented", "  $$\n   a\n  b\n  $$\n", []string{disp(" a\nb")}, nil},
		{"display in a list item", "- item $q$\n  $$\n  w\n  $$\n", []string{"<li>item " + in("q") + "\n" + disp("w")}, nil},
		{"display unclosed", "$$\nunclosed", []string{disp("unclosed")}, nil},
		{"a dollar line with dollars after is a paragraph", "$$x$$\n", []string{"<p>" + in("x") + "</p>"}, nil},
	}
	for _, mdx := range []bool{true, false} {
		for _, c := range cases {
			if !mdx && strings.Contains(c.name, "braces") {
				continue
			}
			r := New(Options{Math: true}).Render(Input{File: "doc.mdx", Source: []byte(c.src), MDX: mdx})
			html := string(r.HTML)
			for _, w := range c.want {
				if !strings.Contains(html, w) {
					t.Errorf("%s (mdx %v): %q lacks %q", c.name, mdx, html, w)
				}
			}
			for _, n := range c.not {
				if strings.Contains(html+diagList(r), n) {
					t.Errorf("%s (mdx %v): %q (%s) has %q", c.name, mdx, html, diagList(r), n)
				}
			}
		}
	}
	// Without markdown.math, dollars are text and braces are expressions.
	r := renderMDX(Input{File: "doc.mdx", Source: []byte("Costs $5 and $10\n")})
	if strings.Contains(string(r.HTML), "math") {
		t.Errorf("math without the option: %s", r.HTML)
	}
	// Search text holds the TeX.
	r = New(Options{Math: true}).Render(Input{File: "doc.mdx", Source: []byte("## Fees\n\nThe rate $r = a$ here.\n"), MDX: true})
	if len(r.Sections) == 0 || !strings.Contains(r.Sections[len(r.Sections)-1].Text, "r = a") {
		t.Errorf("search text: %+v", r.Sections)
	}
}

// remark-math's singleDollarTextMath: false (markdown.mathSingleDollar:
// false): a dollar is text, two make inline math (osmosis' prices); and
// remark-math 3's inline math, which a Docusaurus 2 site pins: a closing
// dollar after a space or a tab, or one before a digit, closes nothing
// (Uniswap's "$100K–$1M" ranges were math).
func TestMathDollarRules(t *testing.T) {
	in := func(tex string) string { return `<span class="math math-inline">` + tex + `</span>` }
	for _, c := range []struct {
		opts      Options
		src, want string
	}{
		{Options{MathNoSingleDollar: true}, "It costs $500 to start and $10 a month", "<p>It costs $500 to start and $10 a month</p>"},
		{Options{MathNoSingleDollar: true}, "Area $$\\pi r^2$$ here", "<p>Area " + in(`\pi r^2`) + " here</p>"},
		{Options{MathRemark3: true}, "Costs $5, or $10", "<p>Costs $5, or $10</p>"},
		{Options{MathRemark3: true}, "from $0.99 and $1.01 up", "<p>from $0.99 and $1.01 up</p>"},
		{Options{MathRemark3: true}, "Let $x$ be $y_1$.", "<p>Let " + in("x") + " be " + in("y_1") + ".</p>"},
		{Options{MathRemark3: true}, "$a $ still open $b$ end", "<p>" + in("a $ still open $b") + " end</p>"},
		{Options{MathRemark3: true}, "Sum $$a+b$$1 done", "<p>Sum " + in("a+b") + "1 done</p>"},
		{Options{}, "Costs $5, or $10", "<p>Costs " + in("5, or ") + "10</p>"},
	} {
		c.opts.Math = true
		r := New(c.opts).Render(Input{File: "doc.mdx", Source: []byte(c.src), MDX: true})
		if got := strings.TrimSpace(string(r.HTML)); got != c.want {
			t.Errorf("%+v %q:\n got %s\nwant %s", c.opts, c.src, got, c.want)
		}
	}
}

package directive

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
)

func TestParse(t *testing.T) {
	cases := []struct {
		in    string
		name  string
		attrs string
		ok    bool
	}{
		{`::props{of="GoalSpec"}`, "props", "of=GoalSpec", true},
		{`::props{of='A' b=c flag}`, "props", "b=c flag= of=A", true},
		{"   ::toc\n", "toc", "", true},
		{`:::note`, "", "", false},
		{`::props{of="x"} trailing`, "", "", false},
		{`    ::props`, "", "", false},
		{`text ::props`, "", "", false},
	}
	for _, c := range cases {
		name, attrs, ok := Parse([]byte(c.in))
		var kv []string
		for k, v := range attrs {
			kv = append(kv, k+"="+v)
		}
		sort.Strings(kv)
		if ok != c.ok || name != c.name || strings.Join(kv, " ") != c.attrs {
			t.Errorf("%q: %q %v %v", c.in, name, kv, ok)
		}
	}
}

func TestRender(t *testing.T) {
	md := goldmark.New(goldmark.WithExtensions(New()))
	src := "Intro\n::props{of=\"GoalSpec\"}\n\n```\n::props{of=\"InCode\"}\n```\n"
	pc := parser.NewContext()
	var seen []string
	SetHandler(pc, func(name string, attrs map[string]string, offset int) []byte {
		seen = append(seen, fmt.Sprintf("%s:%s@%d", name, attrs["of"], offset))
		return []byte("<table><tr><td>" + attrs["of"] + "</td></tr></table>\n")
	})
	doc := md.Parser().Parse(text.NewReader([]byte(src)), parser.WithContext(pc))
	var buf bytes.Buffer
	if err := md.Renderer().Render(&buf, []byte(src), doc); err != nil {
		t.Fatal(err)
	}
	want := "<p>Intro</p>\n<table><tr><td>GoalSpec</td></tr></table>\n<pre><code>::props{of=&quot;InCode&quot;}\n</code></pre>\n"
	if buf.String() != want {
		t.Errorf("got\n%s\nwant\n%s", buf.String(), want)
	}
	if len(seen) != 1 || seen[0] != "props:GoalSpec@6" {
		t.Errorf("handler calls: %v", seen)
	}
}

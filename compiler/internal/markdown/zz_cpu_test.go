package markdown

import (
	"bytes"
	"regexp"
	"syscall"
	"testing"
	"time"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"
)

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func TestZZCPU(t *testing.T) {
	b := &testing.B{}
	pages := benchPages(b)
	r := New(Options{})
	noCode := make([]Input, len(pages))
	copy(noCode, pages)
	for i := range noCode {
		noCode[i].Source = regexp.MustCompile("(?m)^```[a-z]+").ReplaceAll(noCode[i].Source, []byte("```"))
	}
	md := goldmark.New(goldmark.WithExtensions(extension.GFM, extension.Footnote))
	const rounds = 20
	for round := 0; round < 3; round++ {
		c0 := cpuNow()
		for k := 0; k < rounds; k++ {
			for _, p := range pages {
				r.Render(p)
			}
		}
		c1 := cpuNow()
		for k := 0; k < rounds; k++ {
			for _, p := range noCode {
				r.Render(p)
			}
		}
		c2 := cpuNow()
		var buf bytes.Buffer
		for k := 0; k < rounds; k++ {
			for _, p := range pages {
				buf.Reset()
				md.Convert(p.Source, &buf)
			}
		}
		c3 := cpuNow()
		n := time.Duration(rounds * len(pages))
		t.Logf("CPU per page: Render %v  RenderNoCode %v  goldmark %v", (c1-c0)/n, (c2-c1)/n, (c3-c2)/n)
	}
}

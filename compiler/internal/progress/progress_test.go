package progress

import (
	"os"
	"strings"
	"testing"
	"time"
)

// clock is a fake clock that advances by step on every reading.
type clock struct {
	now  time.Time
	step time.Duration
}

func (c *clock) read() time.Time {
	c.now = c.now.Add(c.step)
	return c.now
}

func TestPlainLinesWhenNotATerminal(t *testing.T) {
	var b strings.Builder
	bar := New(&b, false)
	clk := &clock{now: time.Unix(0, 0), step: 100 * time.Millisecond}
	bar.Now = clk.read
	bar.Every = 2 * time.Second
	bar.Start(100)
	for i := 0; i < 100; i++ {
		bar.Step(i < 40)
	}
	bar.Done()
	out := b.String()
	if strings.Contains(out, "\r") || strings.Contains(out, "\x1b") {
		t.Errorf("terminal codes in plain output: %q", out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 3 {
		t.Fatalf("want progress lines and a summary, got %q", out)
	}
	if !strings.HasPrefix(lines[0], "contentc: rendering: ") || !strings.Contains(lines[0], "/100 pages") {
		t.Errorf("progress line: %q", lines[0])
	}
	last := lines[len(lines)-1]
	if !strings.HasPrefix(last, "contentc: 100 pages in ") || !strings.Contains(last, "60 rendered, 40 from the cache") {
		t.Errorf("summary line: %q", last)
	}
}

func TestFastRenderPrintsNothing(t *testing.T) {
	for _, term := range []bool{false, true} {
		var b strings.Builder
		bar := New(&b, term)
		bar.Start(10)
		for i := 0; i < 10; i++ {
			bar.Step(false)
		}
		bar.Done()
		if b.Len() != 0 {
			t.Errorf("terminal=%v: %q", term, b.String())
		}
	}
}

func TestTerminalBarIsRedrawnAndErased(t *testing.T) {
	var b strings.Builder
	bar := New(&b, true)
	clk := &clock{now: time.Unix(0, 0), step: 50 * time.Millisecond}
	bar.Now = clk.read
	bar.Start(50)
	for i := 0; i < 50; i++ {
		bar.Step(false)
	}
	bar.Done()
	out := b.String()
	if !strings.Contains(out, "\r\x1b[K") || !strings.Contains(out, "50/50 pages") || !strings.HasSuffix(out, "\r\x1b[K") {
		t.Errorf("bar: %q", out)
	}
	if strings.Contains(out, "\n") {
		t.Errorf("the bar prints lines: %q", out)
	}
}

func TestIsTerminal(t *testing.T) {
	f, err := os.CreateTemp(t.TempDir(), "x")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if IsTerminal(f) {
		t.Error("a regular file is a terminal")
	}
}

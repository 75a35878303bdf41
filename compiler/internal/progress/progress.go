// Package progress shows how a long compile advances. On a terminal it redraws a
// bar in place (pages done of total, pages per second, how many came from the
// cache); elsewhere (a CI log, a pipe) it prints a plain line now and then while
// a long render runs and one line at its end. Short renders print nothing.
package progress

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"time"

	"golang.org/x/term"
)

// IsTerminal reports whether f is a terminal. golang.org/x/term asks the
// terminal driver (isatty); a character device check alone also says yes for
// /dev/null, where a redrawn bar would only be noise.
func IsTerminal(f *os.File) bool {
	return term.IsTerminal(int(f.Fd()))
}

// Bar reports rendering progress. It is safe for concurrent use by the render
// workers.
type Bar struct {
	w        io.Writer
	terminal bool
	// Delay is how long a render runs before anything is shown (no output for
	// fast compiles); Redraw is how often the terminal bar is redrawn; Every is
	// how often a plain line is printed (0: only at the end).
	Delay, Redraw, Every time.Duration
	// Now is the clock (tests replace it).
	Now func() time.Time

	mu                  sync.Mutex
	total, done, cached int
	start, last         time.Time
	shown               bool
}

// New returns a bar writing to w; terminal selects the redrawn bar.
func New(w io.Writer, terminal bool) *Bar {
	return &Bar{w: w, terminal: terminal, Delay: 500 * time.Millisecond, Redraw: 100 * time.Millisecond, Every: 10 * time.Second, Now: time.Now}
}

// Start begins a render of total pages.
func (b *Bar) Start(total int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.total, b.done, b.cached, b.shown = total, 0, 0, false
	b.start = b.Now()
	b.last = b.start
}

// Step counts one page.
func (b *Bar) Step(cached bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.done++
	if cached {
		b.cached++
	}
	now := b.Now()
	if now.Sub(b.start) < b.Delay {
		return
	}
	if b.terminal {
		if !b.shown || now.Sub(b.last) >= b.Redraw || b.done == b.total {
			b.draw(now)
		}
		return
	}
	if b.Every > 0 && now.Sub(b.last) >= b.Every && b.done < b.total {
		fmt.Fprintf(b.w, "contentc: rendering: %d/%d pages (%s pages/s)\n", b.done, b.total, rate(b.done, now.Sub(b.start)))
		b.last = now
	}
}

func (b *Bar) draw(now time.Time) {
	const width = 30
	filled := 0
	if b.total > 0 {
		filled = width * b.done / b.total
	}
	bar := strings.Repeat("█", filled) + strings.Repeat("░", width-filled)
	line := fmt.Sprintf("\r\x1b[K%s %d/%d pages  %s pages/s", bar, b.done, b.total, rate(b.done, now.Sub(b.start)))
	if b.cached > 0 {
		line += fmt.Sprintf("  (%d from cache)", b.cached)
	}
	fmt.Fprint(b.w, line)
	b.shown = true
	b.last = now
}

// Done ends the render: the terminal bar is erased; elsewhere one line sums up a
// render that took longer than Delay.
func (b *Bar) Done() {
	b.mu.Lock()
	defer b.mu.Unlock()
	elapsed := b.Now().Sub(b.start)
	if b.terminal {
		if b.shown {
			fmt.Fprint(b.w, "\r\x1b[K")
		}
		return
	}
	if elapsed < b.Delay {
		return
	}
	fmt.Fprintf(b.w, "contentc: %d pages in %s (%s pages/s): %d rendered, %d from the cache\n",
		b.done, elapsed.Round(time.Millisecond), rate(b.done, elapsed), b.done-b.cached, b.cached)
}

func rate(n int, d time.Duration) string {
	if d <= 0 {
		return "-"
	}
	return fmt.Sprintf("%.0f", float64(n)/d.Seconds())
}

package compile

import (
	"fmt"
	"os"
	"strings"
	"time"
)

// tracer prints the time of each phase to stderr when CONTENTC_TRACE is set (for
// benchmarks and for finding what a slow compile spends its time on): wall time,
// and the CPU time of the whole process in that phase (on Unix), which tells a
// phase that keeps both cores busy from one that runs on one.
type tracer struct {
	on          bool
	start, last time.Time
	cpu         time.Duration // process CPU time at the last phase
	parts       []string
}

func newTracer() *tracer {
	now := time.Now()
	t := &tracer{on: os.Getenv("CONTENTC_TRACE") != "", start: now, last: now}
	if t.on {
		t.cpu = cpuTime()
	}
	return t
}

func (t *tracer) phase(name string) {
	if !t.on {
		return
	}
	now := time.Now()
	cpu := cpuTime()
	part := fmt.Sprintf("%s %s", name, now.Sub(t.last).Round(time.Millisecond))
	if cpu > 0 {
		part += fmt.Sprintf(" (cpu %s)", (cpu - t.cpu).Round(time.Millisecond))
	}
	t.parts = append(t.parts, part)
	t.last, t.cpu = now, cpu
}

// note adds a figure measured inside a phase (the JavaScript evaluated).
func (t *tracer) note(name string, d time.Duration) {
	if t.on {
		t.parts = append(t.parts, fmt.Sprintf("%s %s", name, d.Round(100*time.Microsecond)))
	}
}

func (t *tracer) done() {
	if t.on {
		fmt.Fprintf(os.Stderr, "contentc: trace: %s; total %s\n", strings.Join(t.parts, ", "), time.Since(t.start).Round(time.Millisecond))
	}
}

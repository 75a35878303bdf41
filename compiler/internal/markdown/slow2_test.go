package markdown

import (
	"testing"
	"time"
)

func TestSlow2(t *testing.T) {
	r := New(Options{MaxNesting: 20})
	for _, src := range []string{"```\"><script>x\n\n``\n\n", "```\"><script>x\n\n``\n\n", "```\"><scriptx\n\n``\n\n", "```go\nx\n```\n", "```qqq\nx\n```\n"} {
		t0 := time.Now()
		r.render(Input{Source: []byte(src)})
		t.Logf("%q %v", src, time.Since(t0))
	}
}

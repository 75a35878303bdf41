package markdown

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

func TestSlowCorpus(t *testing.T) {
	dir := os.Getenv("CORPUS")
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	r := New(Options{MaxNesting: 20})
	for _, f := range files {
		b, _ := os.ReadFile(f)
		s := string(b)
		s = s[strings.Index(s, "[]byte(")+7 : strings.LastIndex(s, ")")]
		src, err := strconv.Unquote(s)
		if err != nil {
			t.Log(f, err)
			continue
		}
		t0 := time.Now()
		r.render(Input{Source: []byte(src)})
		if el := time.Since(t0); el > 20*time.Millisecond {
			t.Logf("%s: %v len=%d %.200q", filepath.Base(f), el, len(src), src)
		}
	}
}

package build

import (
	"os"
	"runtime/pprof"
	"testing"
	"time"
	"path/filepath"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/scan"
	"github.com/contentc/contentc/compiler/internal/validate"
)

func TestZZProfTmp(t *testing.T) {
	root := os.Getenv("PROF_ROOT")
	if root == "" {
		t.Skip()
	}
	v, _ := validate.Default()
	st := time.Now()
	d := &diag.List{}
	tr := scan.Scan(scan.Options{Root: root, DocsDir: "docs", Version: "current"}, v, d)
	t.Logf("scan %d docs %s", len(tr.Docs), time.Since(st))
	f, _ := os.Create("/tmp/cc/cpu.prof")
	pprof.StartCPUProfile(f)
	st = time.Now()
	_, err := Run(Options{Root: root, Out: filepath.Join("/tmp/cc/gprof")})
	pprof.StopCPUProfile()
	t.Logf("run %s %v", time.Since(st), err)
}

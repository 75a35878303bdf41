package watch

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"time"

	"github.com/contentc/contentc/compiler/internal/compile"
	"github.com/contentc/contentc/compiler/internal/diag"
)

// Session is one `contentc watch`: it compiles on each change the Watcher
// reports, prints what happened, runs --then, writes the --stamp file that a
// development server polls (make dev), and saves the cache when idle.
type Session struct {
	Root, Out string
	Promote   []string
	Cache     *compile.Cache
	Memo      *compile.Memo
	// Then is a shell command run after each compile that changed the output;
	// Stamp a file that gets {"buildTime", "compiled", "errors"} (see devStamp).
	Then, Stamp string
	// Log gets the session's lines; Progress the rendering progress.
	Log      io.Writer
	Progress compile.Progress
	// Report prints a compile's diagnostics; Summary is the counts of a
	// compile ("0 errors, 2 warnings; 3 rendered, …").
	Report  func(res *compile.Result)
	Summary func(res *compile.Result) string
	// What the last stamp said: written at all, with errors, the graph's buildTime.
	stamped, stampErrors bool
	lastBuildTime        int64
	// The cache is saved when the watcher has been idle for a while (saving a
	// large cache takes a fraction of a second of CPU that edits in quick
	// succession should not wait for), and when it stops.
	mu      sync.Mutex // held by a compile or a save
	timerMu sync.Mutex
	timer   *time.Timer
}

const saveAfter = 2 * time.Second

func (s *Session) scheduleSave() {
	s.timerMu.Lock()
	defer s.timerMu.Unlock()
	if s.timer != nil {
		s.timer.Stop()
	}
	s.timer = time.AfterFunc(saveAfter, func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		if err := s.Cache.Flush(); err != nil {
			fmt.Fprintf(s.Log, "contentc: the cache was not saved: %v\n", err)
		}
	})
}

// Wait stops the pending save and waits for a running one (the cache is saved on
// close).
func (s *Session) Wait() {
	s.timerMu.Lock()
	if s.timer != nil {
		s.timer.Stop()
	}
	s.timerMu.Unlock()
	s.mu.Lock()
	s.mu.Unlock()
}

// Compile runs one compile of the watch loop and reports it; it returns the
// inputs outside the root to watch too.
func (s *Session) Compile(changed []string) []string {
	s.mu.Lock()
	defer s.scheduleSave()
	defer s.mu.Unlock()
	w := s.Log
	if len(changed) > 0 {
		list := changed
		more := ""
		if len(list) > 5 {
			list, more = list[:5], fmt.Sprintf(" and %d more", len(changed)-5)
		}
		fmt.Fprintf(w, "contentc: changed: %s%s\n", strings.Join(list, ", "), more)
	}
	start := time.Now()
	// The first compile (changed is nil) stats every file; later ones trust the
	// watcher's list of what changed.
	res, err := compile.Run(compile.Options{Root: s.Root, Out: s.Out, Promote: s.Promote, Cache: s.Cache, Memo: s.Memo, Progress: s.Progress,
		Changed: changed, ChangedKnown: changed != nil})
	clock := time.Now().Format("15:04:05")
	if err != nil {
		fmt.Fprintf(w, "contentc: %s %v; %s keeps the last good output\n", clock, err, s.Out)
		s.writeStamp(0, []diag.Diagnostic{{Severity: diag.Error, ID: diag.Compile, Message: err.Error()}})
		return nil
	}
	s.Report(res)
	took := time.Since(start).Round(time.Millisecond)
	if res.Errors() > 0 {
		fmt.Fprintf(w, "contentc: %s %s; %s keeps the last good output\n", clock, s.Summary(res), s.Out)
		var errs []diag.Diagnostic
		for _, d := range res.Diagnostics {
			if d.Severity == diag.Error {
				errs = append(errs, d)
			}
		}
		s.writeStamp(0, errs)
	} else {
		fmt.Fprintf(w, "contentc: %s compiled %d docs in %s (%s)\n", clock, res.Docs, took, s.Summary(res))
		if res.Written && !res.Unchanged {
			s.afterWrite(res)
		} else if s.stampErrors || !s.stamped {
			// The errors are gone (or this is the session's first compile) although
			// the output did not change: the stamp says so.
			s.writeStamp(graphBuildTime(res), nil)
		}
	}
	return res.Inputs
}

func (s *Session) afterWrite(res *compile.Result) {
	w := s.Log
	if s.Then != "" {
		cmd := exec.Command("sh", "-c", s.Then)
		if runtime.GOOS == "windows" {
			cmd = exec.Command("cmd", "/C", s.Then)
		}
		cmd.Stdout, cmd.Stderr = w, w
		if err := cmd.Run(); err != nil {
			fmt.Fprintf(w, "contentc: --then %q: %v\n", s.Then, err)
		}
	}
	s.writeStamp(graphBuildTime(res), nil)
}

// graphBuildTime is the written graph's buildTime; 0 when the compile found the
// output up to date (then the stamp keeps the last one it knew).
func graphBuildTime(res *compile.Result) int64 {
	if res.Graph == nil {
		return 0
	}
	return res.Graph.BuildTime
}

// devStamp is what --stamp writes: when the graph was last written (buildTime, the
// newest input's time; compiled, the wall clock of the compile, in ms) and the
// errors of the last compile (empty after a good one; then the output is new).
type devStamp struct {
	BuildTime int64             `json:"buildTime"`
	Compiled  int64             `json:"compiled"`
	Errors    []diag.Diagnostic `json:"errors"`
}

// writeStamp replaces the --stamp file (write and rename, so a reader never sees
// half of it). After a compile with errors, buildTime is the last good one's.
func (s *Session) writeStamp(buildTime int64, errs []diag.Diagnostic) {
	if s.Stamp == "" {
		return
	}
	if buildTime == 0 {
		buildTime = s.lastBuildTime
	}
	s.lastBuildTime = buildTime
	if errs == nil {
		errs = []diag.Diagnostic{}
	}
	s.stamped, s.stampErrors = true, len(errs) > 0
	data, _ := json.Marshal(devStamp{BuildTime: buildTime, Compiled: time.Now().UnixMilli(), Errors: errs})
	data = append(data, '\n')
	w := s.Log
	if err := os.MkdirAll(filepath.Dir(s.Stamp), 0o755); err == nil {
		tmp := s.Stamp + ".tmp"
		if err = os.WriteFile(tmp, data, 0o644); err == nil {
			err = os.Rename(tmp, s.Stamp)
		}
		if err != nil {
			fmt.Fprintf(w, "contentc: --stamp: %v\n", err)
		}
	}
}

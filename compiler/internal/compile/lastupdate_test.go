package compile

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/graph"
)

// gitAt runs git in dir with a fixed author and date (no user configuration).
func gitAt(t *testing.T, dir, date, author string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME="+author, "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME="+author,
		"GIT_COMMITTER_EMAIL=a@example.com", "GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date, "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_SYSTEM=/dev/null")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

// showLastUpdateTime and showLastUpdateAuthor: each doc's last commit (time,
// author) from git, front matter last_update over it, nothing for a file never
// committed; a new commit that changes no file is seen by the up-to-date check
// (the checked-out commit is an input); a site outside a repository gets one
// warning at the option and its front matter's dates only.
func TestLastUpdate(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	const tree = `-- site.yaml --
title: T
docs:
  showLastUpdateTime: true
  showLastUpdateAuthor: true
-- docs/a.md --
# A
-- docs/b.md --
# B
-- docs/fm.md --
---
last_update:
  date: 2020-05-06
  author: Linus
---
# Front matter
`
	dir := t.TempDir()
	src := filepath.Join(dir, "src")
	writeTree(t, src, parseArchive(tree))
	gitAt(t, src, "2024-01-02T10:00:00Z", "Ada", "init", "-q", "-b", "main")
	gitAt(t, src, "2024-01-02T10:00:00Z", "Ada", "add", ".")
	gitAt(t, src, "2024-01-02T10:00:00Z", "Ada", "commit", "-q", "-m", "one")
	os.WriteFile(filepath.Join(src, "docs", "b.md"), []byte("# B, edited\n"), 0o644)
	gitAt(t, src, "2024-03-04T12:00:00Z", "Grace Hopper", "commit", "-q", "-am", "two")
	os.WriteFile(filepath.Join(src, "docs", "new.md"), []byte("# New\n"), 0o644)

	ch, err := OpenCache(filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	defer ch.Close()
	compile := func() (*Result, map[string]string) {
		t.Helper()
		res, err := Run(Options{Root: src, Out: filepath.Join(dir, "out"), Cache: ch})
		if err != nil {
			t.Fatal(err)
		}
		ch.Flush()
		got := map[string]string{}
		for _, id := range []string{"a", "b", "fm", "new"} {
			var dp graph.DocPage
			readJSON(t, filepath.Join(dir, "out", "docs", "current", id+".json"), &dp)
			s := "-"
			if lu := dp.LastUpdate; lu != nil {
				s = ""
				if lu.At != nil {
					s = strings.TrimSuffix(strings.TrimSuffix(formatMs(*lu.At), "T00:00:00Z"), "Z")
				}
				if lu.By != nil {
					s += " by " + *lu.By
				}
			}
			got[id] = s
		}
		return res, got
	}
	res, got := compile()
	want := map[string]string{"a": "2024-01-02T10:00:00 by Ada", "b": "2024-03-04T12:00:00 by Grace Hopper", "fm": "2020-05-06 by Linus", "new": "-"}
	if len(res.Diagnostics) > 0 || !equalMaps(got, want) {
		t.Errorf("last updates %v, want %v; %v", got, want, res.Diagnostics)
	}
	// The last commit's date rewritten (its author kept): no file changed, the
	// output does.
	gitAt(t, src, "2025-06-07T08:00:00Z", "Ada", "commit", "-q", "--amend", "--no-edit", "--date=2025-06-07T08:00:00Z")
	amended := time.Now()
	if res, got = compile(); res.UpToDate || got["b"] != "2025-06-07T08:00:00 by Grace Hopper" {
		t.Errorf("after the amend: up to date %v, b %q", res.UpToDate, got["b"])
	}
	// The up-to-date check reads a file changed in the last two seconds and
	// identifies an older one by its size, times and inode, which is another
	// key: a compile on each side of that moment finds no compile of its key
	// (a busy machine gets there between two compiles). Past it, the same
	// commit compiles once more, then is up to date.
	time.Sleep(time.Until(amended.Add(2100 * time.Millisecond)))
	compile()
	if res, _ = compile(); !res.UpToDate {
		t.Error("a second compile of the same commit is not up to date")
	}

	// Outside a repository: one warning at the option; front matter still counts.
	dir2, res2 := compileSource(t, strings.Replace(tree, "  showLastUpdateAuthor: true\n", "", 1))
	var fm, a graph.DocPage
	readJSON(t, filepath.Join(dir2, "out", "docs", "current", "fm.json"), &fm)
	readJSON(t, filepath.Join(dir2, "out", "docs", "current", "a.json"), &a)
	if len(res2.Diagnostics) != 1 || !strings.HasPrefix(res2.Diagnostics[0].String(), "site.yaml:3:23: warning[last-update]: showLastUpdateTime is on, but the site's git history cannot be read (") {
		t.Errorf("outside a repository: %v", res2.Diagnostics)
	}
	if fm.LastUpdate == nil || fm.LastUpdate.At == nil || fm.LastUpdate.By != nil || a.LastUpdate != nil {
		t.Errorf("outside a repository: fm %+v, a %+v", fm.LastUpdate, a.LastUpdate)
	}
	_, res3 := compileSource(t, "-- site.yaml --\ntitle: T\ndocs: {showLastUpdateTime: true}\n-- docs/x.md --\n---\nlast_update: {date: yesterday}\n---\n# X\n")
	found := false
	for _, d := range res3.Diagnostics {
		found = found || d.String() == `docs/x.md:2:14: warning[last-update]: last_update.date "yesterday" is not a date; write 2024-01-31 or 2024-01-31T10:00:00Z`
	}
	if !found {
		t.Errorf("an unreadable date: %v", res3.Diagnostics)
	}

	// A date in the words Date.parse reads (tezos-developer-docs writes "16 December 2024").
	dir4, res4 := compileSource(t, "-- site.yaml --\ntitle: T\ndocs: {showLastUpdateTime: true}\n-- docs/x.md --\n---\nlast_update: {date: 16 December 2024}\n---\n# X\n-- docs/y.md --\n---\nlast_update: {date: 'Dec 16, 2024 3:30 PM'}\n---\n# Y\n")
	for _, d := range res4.Diagnostics {
		if d.ID == diag.LastUpdate && strings.Contains(d.Message, "not a date") {
			t.Errorf("a date in words: %v", d)
		}
	}
	for id, want := range map[string]string{"x": "2024-12-16T00:00:00Z", "y": "2024-12-16T15:30:00Z"} {
		var p graph.DocPage
		readJSON(t, filepath.Join(dir4, "out", "docs", "current", id+".json"), &p)
		if p.LastUpdate == nil || p.LastUpdate.At == nil || formatMs(*p.LastUpdate.At) != want {
			t.Errorf("%s: last update %+v, want %s", id, p.LastUpdate, want)
		}
	}
}

func formatMs(ms int64) string { return timeUTC(ms).Format("2006-01-02T15:04:05Z") }

func equalMaps(a, b map[string]string) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func timeUTC(ms int64) time.Time { return time.UnixMilli(ms).UTC() }

package gitinfo

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// git runs git in dir with a fixed author and dates.
func git(t *testing.T, dir, date, author string, args ...string) {
	t.Helper()
	cmd := exec.Command("git", append([]string{"-C", dir}, args...)...)
	cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME="+author, "GIT_AUTHOR_EMAIL=a@example.com", "GIT_COMMITTER_NAME="+author,
		"GIT_COMMITTER_EMAIL=a@example.com", "GIT_AUTHOR_DATE="+date, "GIT_COMMITTER_DATE="+date, "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_SYSTEM=/dev/null")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("git %v: %v\n%s", args, err, out)
	}
}

func write(t *testing.T, p, s string) {
	t.Helper()
	os.MkdirAll(filepath.Dir(p), 0o755)
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
}

// Each file's last commit, by its path from the site folder; files outside
// the site folder and uncommitted files have none; a new commit is read (the
// memo is keyed by the checked-out commit).
func TestRead(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("no git")
	}
	repo := t.TempDir()
	site := filepath.Join(repo, "website")
	git(t, repo, "2024-01-02T10:00:00Z", "Ada", "init", "-q", "-b", "main")
	write(t, filepath.Join(site, "docs", "a.md"), "# A\n")
	write(t, filepath.Join(site, "docs", "b c.md"), "# B\n")
	write(t, filepath.Join(repo, "README.md"), "x\n")
	git(t, repo, "2024-01-02T10:00:00Z", "Ada", "add", ".")
	git(t, repo, "2024-01-02T10:00:00Z", "Ada", "commit", "-q", "-m", "one")
	write(t, filepath.Join(site, "docs", "a.md"), "# A, again\n")
	git(t, repo, "2024-03-04T12:00:00Z", "Grace Hopper", "commit", "-q", "-am", "two")
	write(t, filepath.Join(site, "docs", "new.md"), "# New\n")

	l, err := Read(repo, site)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Commit{"docs/a.md": {1709553600, "Grace Hopper"}, "docs/b c.md": {1704189600, "Ada"}}
	if len(l.Files) != len(want) || l.Files["docs/a.md"] != want["docs/a.md"] || l.Files["docs/b c.md"] != want["docs/b c.md"] {
		t.Errorf("files: %+v, want %+v", l.Files, want)
	}
	if len(l.Inputs) != 2 || filepath.Base(l.Inputs[0]) != "HEAD" || filepath.Base(l.Inputs[1]) != "main" {
		t.Errorf("inputs: %v", l.Inputs)
	}
	git(t, repo, "2024-05-06T08:00:00Z", "Ada", "add", ".")
	git(t, repo, "2024-05-06T08:00:00Z", "Ada", "commit", "-q", "-m", "three")
	if l, _ = Read(repo, site); l.Files["docs/new.md"] != (Commit{1714982400, "Ada"}) {
		t.Errorf("after a commit: %+v", l.Files)
	}
	if _, err := Read(t.TempDir(), t.TempDir()); err == nil {
		t.Error("a folder outside any repository: no error")
	}
}

// Package gitinfo reads when each file of a site was last committed, and by
// whom, for the docs options showLastUpdateTime and showLastUpdateAuthor: one
// `git log` over the site's folder (newest commit first; a file's first
// appearance is its last commit), bounded in time. A site outside a git
// repository, or without git installed, has no such data.
package gitinfo

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Commit is a file's last commit: its time (the committer's, Unix seconds)
// and its author's name.
type Commit struct {
	Time   int64
	Author string
}

// Log is what one read found: each file's last commit, by its path from the
// site folder (slash-separated), and the files of the repository that say
// which commit is checked out (.git/HEAD and the branch's ref), which are
// inputs of the compile: a new commit changes them.
type Log struct {
	Files  map[string]Commit
	Inputs []string
}

// Timeout bounds one read.
const Timeout = 10 * time.Second

var (
	mu   sync.Mutex
	memo = map[string]*Log{} // by site folder and checked-out commit (watch reads once per commit)
)

// Read returns the last commits of the files under root, which is in the
// repository whose top folder is repo.
func Read(repo, root string) (*Log, error) {
	inputs, head := headState(repo)
	key := root + "\x00" + head
	mu.Lock()
	l, ok := memo[key]
	mu.Unlock()
	if ok && head != "" {
		return l, nil
	}
	rel, err := filepath.Rel(repo, root)
	if err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), Timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, "git", "-C", repo, "-c", "core.quotepath=off", "log", "--no-renames", "--name-only", "--format=%x1e%ct%x1f%an", "--", filepath.ToSlash(rel))
	cmd.Env = append(os.Environ(), "GIT_TERMINAL_PROMPT=0", "LC_ALL=C")
	out, err := cmd.Output()
	if ctx.Err() != nil {
		return nil, fmt.Errorf("git log took over %s", Timeout)
	}
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) && len(ee.Stderr) > 0 {
			return nil, fmt.Errorf("git log: %s", strings.TrimSpace(string(ee.Stderr)))
		}
		return nil, fmt.Errorf("git log: %w", err)
	}
	prefix := filepath.ToSlash(rel) + "/"
	if rel == "." {
		prefix = ""
	}
	l = &Log{Files: parse(out, prefix), Inputs: inputs}
	mu.Lock()
	memo[key] = l
	mu.Unlock()
	return l, nil
}

// parse reads git log's records (\x1e time \x1f author, then the files the
// commit changed, one per line), newest first.
func parse(out []byte, prefix string) map[string]Commit {
	files := map[string]Commit{}
	for _, rec := range bytes.Split(out, []byte{0x1e}) {
		sc := bufio.NewScanner(bytes.NewReader(rec))
		sc.Buffer(make([]byte, 64<<10), 1<<20)
		var c Commit
		for first := true; sc.Scan(); first = false {
			line := sc.Text()
			if first {
				t, author, _ := strings.Cut(line, "\x1f")
				c.Time, _ = strconv.ParseInt(t, 10, 64)
				c.Author = author
				continue
			}
			if p, ok := strings.CutPrefix(line, prefix); ok && line != "" {
				if _, seen := files[p]; !seen {
					files[p] = c
				}
			}
		}
	}
	return files
}

// headState returns the files that name the checked-out commit and their
// contents: .git/HEAD, and the ref it points to (a loose ref, or packed-refs).
// A repository whose .git is a file (a worktree, a submodule) gives none, and
// is read again on every compile.
func headState(repo string) (inputs []string, state string) {
	dir := filepath.Join(repo, ".git")
	head, err := os.ReadFile(filepath.Join(dir, "HEAD"))
	if err != nil {
		return nil, ""
	}
	inputs = append(inputs, filepath.Join(dir, "HEAD"))
	state = string(head)
	if ref, ok := strings.CutPrefix(strings.TrimSpace(string(head)), "ref: "); ok {
		p := filepath.Join(dir, filepath.FromSlash(ref))
		if b, err := os.ReadFile(p); err == nil {
			return append(inputs, p), state + string(b)
		}
		p = filepath.Join(dir, "packed-refs")
		if b, err := os.ReadFile(p); err == nil {
			return append(inputs, p), state + string(b)
		}
	}
	return inputs, state
}

package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
)

// TestUnreadableFile: a doc without read permission is an error naming the file,
// with exit code 1, and the other docs are still checked. Root reads every file
// whatever its mode, so as root the check runs in a child process as user nobody.
func TestUnreadableFile(t *testing.T) {
	tmp := t.TempDir()
	os.Chmod(tmp, 0o755)
	os.Chmod(filepath.Dir(tmp), 0o755) // the child runs as nobody and must reach the tree
	src := filepath.Join(tmp, "src")
	os.MkdirAll(filepath.Join(src, "docs"), 0o755)
	os.WriteFile(filepath.Join(src, "docs", "ok.md"), []byte("# OK\n\nSee [x](/nope).\n"), 0o644)
	os.WriteFile(filepath.Join(src, "docs", "secret.md"), []byte("# Secret\n"), 0o000)

	var stderr string
	var code int
	if os.Geteuid() != 0 {
		code, _, stderr = runCLI(t, "validate", src)
	} else {
		bin := filepath.Join(tmp, "contentc")
		if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
			t.Fatalf("build: %v\n%s", err, out)
		}
		os.Chmod(bin, 0o755)
		cmd := exec.Command(bin, "validate", src)
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
		out, err := cmd.CombinedOutput()
		stderr = string(out)
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
	}
	if code != 1 {
		t.Errorf("exit %d, want 1\n%s", code, stderr)
	}
	if !strings.Contains(stderr, "docs/secret.md: error[unreadable-file]: cannot read the file: permission denied") {
		t.Errorf("missing diagnostic for the unreadable file:\n%s", stderr)
	}
	if !strings.Contains(stderr, "docs/ok.md:3:5: warning[broken-link]") {
		t.Errorf("the readable doc was not checked:\n%s", stderr)
	}
}

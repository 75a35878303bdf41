package model

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// The cache salt names the executable by the build ID Go's linker wrote (the one
// `go tool buildid` prints), read without hashing the whole binary.
func TestExeIDIsTheGoBuildID(t *testing.T) {
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	out, err := exec.Command("go", "tool", "buildid", exe).Output() // (go test runs with go at hand)
	if err != nil {
		t.Fatalf("go tool buildid: %v", err)
	}
	want := "go-build-id " + strings.TrimSpace(string(out))
	if got := exeID(exe); got != want {
		t.Fatalf("exeID = %q, want %q", got, want)
	}
	// a file that is not an executable is named by its bytes' SHA-256
	p := t.TempDir() + "/x"
	os.WriteFile(p, []byte("abc"), 0o644)
	if got := exeID(p); got != "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" {
		t.Fatalf("exeID of a plain file = %q", got)
	}
}

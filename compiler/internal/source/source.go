// Package source reads author files safely: it refuses files that leave the content
// root through symlinks, files over the size limit, NUL bytes and invalid UTF-8, each
// with the position an author can fix; and it splits YAML front matter from Markdown.
package source

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"github.com/contentc/contentc/compiler/internal/diag"
)

// MaxFileSize is the largest author file contentc reads (10 MiB): a bigger one is
// almost certainly a mistake, and reading it would cost every build.
const MaxFileSize = 10 << 20

// Error is a problem with a file as a whole or at a position.
type Error struct {
	ID           diag.Code
	Line, Column int
	Msg          string
}

func (e *Error) Error() string { return e.Msg }

// AsDiagnostic turns an error from ReadFile into a diagnostic for file.
func AsDiagnostic(file string, err error) diag.Diagnostic {
	var se *Error
	if errors.As(err, &se) {
		return diag.Diagnostic{Severity: diag.Error, ID: se.ID, File: file, Line: se.Line, Column: se.Column, Message: se.Msg}
	}
	if errors.Is(err, fs.ErrPermission) {
		return diag.Diagnostic{Severity: diag.Error, ID: diag.UnreadableFile, File: file, Message: "cannot read the file: permission denied; make it readable (chmod a+r)"}
	}
	return diag.Diagnostic{Severity: diag.Error, ID: diag.UnreadableFile, File: file, Message: "cannot read the file: " + cleanErr(err)}
}

func cleanErr(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// RepoRoot is the folder of the repository that holds the content root (an
// absolute path): the nearest folder from root up that has a .git, else root's
// parent (a site in `repo/website` of an exported tree). Files a site reads
// from outside its own folder (partials such as `@site/../CONTRIBUTING.md`, a
// monorepo's shared config file that the site's config requires) are read from
// it, and nothing above it.
func RepoRoot(root string) (string, error) {
	root, err := filepath.Abs(root)
	if err != nil {
		return "", err
	}
	for d := root; ; d = filepath.Dir(d) {
		if _, err := os.Lstat(filepath.Join(d, ".git")); err == nil {
			return d, nil
		}
		if filepath.Dir(d) == d {
			break
		}
	}
	return filepath.Dir(root), nil
}

// ReadFile reads root/rel (rel slash-separated) after checking that it stays inside
// root once symlinks are resolved, is a regular file, is not too large, and is
// valid UTF-8 without NUL bytes. A missing file returns an error satisfying os.IsNotExist.
func ReadFile(root, rel string) ([]byte, error) {
	p := filepath.Join(root, filepath.FromSlash(rel))
	if err := CheckInside(root, p); err != nil {
		return nil, err
	}
	return ReadChecked(p)
}

// ReadChecked is ReadFile for a path already known to be inside the content
// root: a file a folder walk found as a regular file (walks do not follow
// symlinks) under a folder that CheckInside accepted. It makes the other checks.
func ReadChecked(p string) ([]byte, error) {
	data, _, err := readChecked(p, false)
	return data, err
}

// Replaced says what ReadMDX read as U+FFFD: the offset + 1 of the first NUL
// byte and of the first byte that is not UTF-8 (0 for none), and that byte.
type Replaced struct {
	NUL, Invalid int
	Byte         byte
}

// ReadMDX is ReadChecked for a doc that MDX reads (a Docusaurus site's), read
// as Node reads a file into a string and MDX reads the text: each byte that is
// not part of valid UTF-8 is U+FFFD (Websoft9's translations with stray GBK
// bytes), and so is a NUL byte, as CommonMark and MDX read it (betaflight's
// blackbox page has "End of log\0" in a code block). A file with both is a
// binary file: the invalid-text error.
func ReadMDX(p string) ([]byte, Replaced, error) {
	return readChecked(p, true)
}

func readChecked(p string, mdx bool) ([]byte, Replaced, error) {
	var rep Replaced
	data, err := readFile(p)
	if err != nil {
		return nil, rep, err
	}
	if mdx && !utf8.Valid(data) && bytes.IndexByte(data, 0) < 0 { // (with NUL bytes too: a binary file)
		fixed := make([]byte, 0, len(data)+16)
		for i := 0; i < len(data); {
			r, n := utf8.DecodeRune(data[i:])
			if r == utf8.RuneError && n <= 1 {
				if rep.Invalid == 0 {
					rep.Invalid, rep.Byte = len(fixed)+1, data[i]
				}
				fixed = append(fixed, "\uFFFD"...)
				i++
				continue
			}
			fixed = append(fixed, data[i:i+n]...)
			i += n
		}
		data = fixed
	}
	if mdx && utf8.Valid(data) {
		if rep.NUL = bytes.IndexByte(data, 0) + 1; rep.NUL > 0 {
			data = bytes.ReplaceAll(data, []byte{0}, []byte("\uFFFD"))
		}
	}
	if err := CheckText(data); err != nil {
		return nil, Replaced{}, err
	}
	return data, rep, nil
}

func readFile(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, &Error{ID: diag.NotAFile, Msg: "not a regular file"}
	}
	if st.Size() > MaxFileSize {
		return nil, &Error{ID: diag.FileTooLarge, Msg: fmt.Sprintf("file is %s, over the limit of %s; split it into smaller pages", size(st.Size()), size(MaxFileSize))}
	}
	// One byte more than the size tells a file that grew since the stat.
	data := make([]byte, 0, st.Size()+1)
	for {
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, err
		}
		if len(data) > MaxFileSize {
			return nil, &Error{ID: diag.FileTooLarge, Msg: fmt.Sprintf("file is over the limit of %s", size(MaxFileSize))}
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
	}
	return data, nil
}

// CheckInside returns an error when p, with symlinks resolved, is outside root.
func CheckInside(root, p string) error {
	realRoot, err := filepath.EvalSymlinks(root)
	if err != nil {
		return err
	}
	real, err := filepath.EvalSymlinks(p)
	if err != nil {
		return err
	}
	rel, err := filepath.Rel(realRoot, real)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return &Error{ID: diag.OutsideRoot, Msg: "symlink leads outside the content root; copy the file into the tree instead"}
	}
	return nil
}

// CheckText reports the first NUL byte or invalid UTF-8 sequence with its position.
func CheckText(data []byte) error {
	if i := bytes.IndexByte(data, 0); i >= 0 {
		l, c := Position(data, i)
		return &Error{ID: diag.InvalidText, Line: l, Column: c, Msg: "file contains a NUL byte; is it a binary file? Text files only"}
	}
	if utf8.Valid(data) {
		return nil
	}
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			l, c := Position(data, i)
			return &Error{ID: diag.InvalidUTF8, Line: l, Column: c, Msg: fmt.Sprintf("invalid UTF-8 (byte 0x%02x); save the file as UTF-8", data[i])}
		}
		i += n
	}
	return nil
}

// QuotedAt is where a JavaScript file first names s in quotes ('s' or "s"),
// a package's require for instance; 1, 1 when it does not.
func QuotedAt(data []byte, s string) (line, col int) {
	for _, q := range []string{`"` + s + `"`, `'` + s + `'`} {
		if i := bytes.Index(data, []byte(q)); i >= 0 {
			return Position(data, i)
		}
	}
	return 1, 1
}

// Position converts a byte offset into a 1-based line and column (in characters).
func Position(data []byte, off int) (line, col int) {
	if off > len(data) {
		off = len(data)
	}
	line = 1 + bytes.Count(data[:off], []byte{'\n'})
	start := bytes.LastIndexByte(data[:off], '\n') + 1
	col = 1 + utf8.RuneCount(data[start:off])
	return
}

func size(n int64) string {
	if n >= 1<<20 {
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	}
	return fmt.Sprintf("%d KiB", n>>10)
}

// FrontMatter is the result of splitting a Markdown file.
type FrontMatter struct {
	YAML []byte // the YAML between the --- lines (nil when the file has none)
	Body []byte // the Markdown after the closing ---
	// BodyLine is the number of lines before Body, so body line N is file line N+BodyLine.
	BodyLine int
	// Unclosed: the file opens front matter with --- and never closes it. As
	// gray-matter (Docusaurus's front matter parser) reads it, YAML is then the
	// whole rest of the file and Body is empty; see UnclosedError.
	Unclosed bool
}

// UnclosedError is the error for front matter that is never closed when its
// YAML does not parse either (the author forgot the closing ---, and the body
// reads as YAML): Docusaurus stops there too.
func UnclosedError() *Error {
	return &Error{ID: diag.FrontMatter, Line: 1, Column: 1, Msg: "front matter opened with --- is never closed; add a line with --- after it"}
}

// UnclosedMessage is the warning for front matter that is never closed but
// whose YAML parses: the page has no body, as in Docusaurus.
const UnclosedMessage = "front matter opened with --- is never closed: the whole file is read as front matter and the page has no body, as Docusaurus reads it; add a line with --- after the front matter"

// SplitFrontMatter separates "---\nyaml\n---\n" from the Markdown. A file that
// opens front matter but never closes it is all front matter (Unclosed).
func SplitFrontMatter(data []byte) FrontMatter {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf")) // a BOM is not content
	first, rest, ok := cutLine(data)
	if !ok && len(rest) == 0 && !isFence(first) {
		return FrontMatter{Body: data}
	}
	if !isFence(first) {
		return FrontMatter{Body: data}
	}
	var yamlPart []byte
	line := 1
	off := len(data) - len(rest)
	yamlStart := off
	for len(rest) > 0 {
		l, r, _ := cutLine(rest)
		line++
		if isFence(l) {
			yamlPart = data[yamlStart:off]
			bodyStart := len(data) - len(r)
			return FrontMatter{YAML: yamlPart, Body: data[bodyStart:], BodyLine: line}
		}
		if bytes.HasPrefix(l, []byte("---")) {
			// gray-matter (Docusaurus's front matter parser) ends the front
			// matter at the first "\n---", whatever follows on the line:
			// `----------` closes it, and its other dashes start the body.
			return FrontMatter{YAML: data[yamlStart:off], Body: data[off+3:], BodyLine: line - 1}
		}
		off += len(rest) - len(r)
		rest = r
	}
	return FrontMatter{YAML: data[yamlStart:], Body: []byte{}, BodyLine: line, Unclosed: true}
}

func isFence(line []byte) bool {
	return string(bytes.TrimRight(line, " \t\r")) == "---"
}

// cutLine returns the first line (without its newline) and the rest.
func cutLine(b []byte) (line, rest []byte, hadNewline bool) {
	if i := bytes.IndexByte(b, '\n'); i >= 0 {
		return b[:i], b[i+1:], true
	}
	return b, nil, false
}

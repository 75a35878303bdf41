package model

import (
	"crypto/sha256"
	"debug/elf"
	"encoding/binary"
	"encoding/hex"
	"io"
	"os"
	"path/filepath"
	"sync"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/diag"
	"github.com/contentc/contentc/compiler/internal/markdown"
)

// Cache is the incremental build cache of contentc (see package cache).
type Cache = cache.Cache[Record]

// CacheFormat changes whenever Record or the blob formats change.
const CacheFormat = "5"

// OpenCache opens the cache folder dir ("" for a cache that lives in memory only,
// as long as the process).
func OpenCache(dir string) (*Cache, error) {
	return cache.Open[Record](dir, CacheSalt())
}

// DefaultCacheDir is the cache folder used for an output folder: a hidden sibling,
// .contentc-cache.
func DefaultCacheDir(out string) string {
	return filepath.Join(filepath.Dir(filepath.Clean(out)), ".contentc-cache")
}

var (
	saltOnce sync.Once
	salt     string
)

// CacheSalt identifies this contentc build: its version and its executable, so a
// rebuilt compiler never trusts what another build cached.
func CacheSalt() string {
	saltOnce.Do(func() {
		salt = "contentc " + CompilerVersion + " cache " + CacheFormat
		if exe, err := os.Executable(); err == nil {
			salt += " " + exeID(exe)
		}
	})
	return salt
}

// exeID identifies an executable's bytes: the Go build ID its ELF note holds
// (the linker's hash of the binary), read in microseconds, else the SHA-256 of
// the file (40 MB: 50 ms, on every run of contentc).
func exeID(exe string) string {
	if f, err := elf.Open(exe); err == nil {
		defer f.Close()
		if s := f.Section(".note.go.buildid"); s != nil {
			// the note: name size, ID size, type, "Go\x00\x00", the ID
			if b, err := s.Data(); err == nil && len(b) > 16 && string(b[12:16]) == "Go\x00\x00" {
				if n := binary.LittleEndian.Uint32(b[4:8]); n >= 40 && int(n) <= len(b)-16 {
					return "go-build-id " + string(b[16:16+n])
				}
			}
		}
	}
	f, err := os.Open(exe)
	if err != nil {
		return ""
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return ""
	}
	return hex.EncodeToString(h.Sum(nil))
}

// Record is what the cache keeps of one page's rendering: everything but the HTML
// and the search sections, which are blobs.
type Record struct {
	Title       string
	Headings    []markdown.Heading
	Links       []markdown.LinkRef
	Diagnostics []diag.Diagnostic
	// Refs are the links the renderer asked to resolve and Directives the
	// directives it met, in the order of their stand-ins in the HTML: the
	// rendering depends only on the page's file (and its partials); hrefs and
	// directive HTML are filled in after every page is rendered (Fill).
	Refs       []markdown.LinkRef
	Directives []markdown.Directive
	// Salt makes the rendering's stand-ins unique (from its key).
	Salt    string
	HTMLIDs []string
	// Excerpt is the doc's default description (render.excerpt).
	Excerpt  string
	Live     []markdown.LiveBlock
	HTML     cache.Key // blob: the HTML as a JSON string
	Sections cache.Key // blob: the search sections (encodeSections)
	// Partials are the files the page includes (MDX partials) with the sums of
	// the bytes it was rendered from; the rendering stands only while they match.
	Partials []PartialSum
	// Components is the page's component islands as JSON ("" for none).
	Components string
	// HeadingShown: the body's h1 differs from the front matter title and is in
	// the HTML.
	HeadingShown bool
	// TitleID is the id of the title heading the renderer took out of the HTML
	// (the page draws it as its title), "" when none was taken out.
	TitleID string
	// DocCards: the HTML has a <DocCardList /> marker (filled by docPage).
	DocCards bool
	// Head is what the doc's <head> element sets in the page's HTML head.
	Head markdown.Head
}

// PartialSum is a partial file and the sum of its bytes.
type PartialSum struct {
	Path string
	Sum  cache.Key
}

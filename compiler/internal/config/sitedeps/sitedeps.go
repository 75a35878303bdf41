// Package sitedeps reads what a site's package.json (and lock file) say of
// the Docusaurus it builds with: its dependencies, the major version of
// @docusaurus/core, and its exact version where it is known, for the
// configuration's version-dependent reading (package config).
package sitedeps

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

	"github.com/contentc/contentc/compiler/internal/source"
)

// SiteDeps are the dependencies of the site's package.json, or, when that does
// not name Docusaurus, of the nearest package.json above it that does, up to
// the repository's root (a folder with .git) and at most five folders up: a
// monorepo may declare @docusaurus/core at its root for a site in website/,
// which Node resolves from there (graphql-js).
func SiteDeps(root string) map[string]string {
	deps := packageDeps(root)
	upToRepo(root, func(dir string) bool {
		if dir == root {
			return DocusaurusMajor(deps) > 0
		}
		if d := packageDeps(dir); DocusaurusMajor(d) > 0 {
			deps = d
			return true
		}
		return false
	})
	return deps
}

// upToRepo calls found with the site's folder, then with each folder above
// it, up to the repository's root (a folder with .git) and at most five
// folders up, until found returns true.
func upToRepo(root string, found func(dir string) bool) {
	dir := root
	for i := 0; !found(dir) && i < 5; i++ {
		if _, err := os.Stat(filepath.Join(dir, ".git")); err == nil {
			return
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return
		}
		dir = parent
	}
}

// packageDeps are the dependencies and devDependencies of the package.json at
// the root (nil without one).
func packageDeps(root string) map[string]string {
	data, err := source.ReadFile(root, "package.json")
	if err != nil {
		return nil
	}
	var pkg struct {
		Dependencies    map[string]string `json:"dependencies"`
		DevDependencies map[string]string `json:"devDependencies"`
	}
	if json.Unmarshal(data, &pkg) != nil {
		return nil
	}
	deps := map[string]string{}
	for k, v := range pkg.DevDependencies {
		deps[k] = v
	}
	for k, v := range pkg.Dependencies {
		deps[k] = v
	}
	return deps
}

// DocusaurusMajor is the major version of @docusaurus/core (or of the
// classic preset) among a package.json's dependencies; 0 when unknown.
func DocusaurusMajor(deps map[string]string) int {
	for _, name := range []string{"@docusaurus/core", "@docusaurus/preset-classic"} {
		if n, ok := MajorOf(deps[name]); ok {
			return n
		}
	}
	return 0
}

// MajorOf is the major version of a package.json version range ("^3.0.1",
// "3", "~6.0.0"); ok is false when it names none.
func MajorOf(spec string) (n int, ok bool) {
	spec = strings.TrimLeft(spec, "^~>=v ")
	if i := strings.IndexByte(spec, '.'); i > 0 {
		spec = spec[:i]
	}
	n, err := strconv.Atoi(spec)
	return n, err == nil
}

// BeforeAlpha reports whether core (CoreVersion's) is 2.0.0-alpha.N with N <
// n. Number prefixes (1.intro.md is the doc intro) came with 2.0.0-alpha.73
// (facebook/docusaurus#4582): uic-cs361's site on alpha.72 names its docs
// 1.homepage, 2.schedule.
func BeforeAlpha(core string, n int) bool {
	a, ok := strings.CutPrefix(core, "2.0.0-alpha.")
	if !ok {
		return false
	}
	v, err := strconv.Atoi(a)
	return err == nil && v < n
}

// BeforeMinor reports whether core (CoreVersion's) is major.N.… with N < minor.
func BeforeMinor(core string, major, minor int) bool {
	parts := strings.SplitN(core, ".", 3)
	if len(parts) < 2 || parts[0] != strconv.Itoa(major) {
		return false
	}
	n, err := strconv.Atoi(parts[1])
	return err == nil && n < minor
}

// BeforeBeta reports whether core (CoreVersion's) is a 2.0.0 alpha, or
// 2.0.0-beta.N with N < n.
func BeforeBeta(core string, n int) bool {
	if strings.HasPrefix(core, "2.0.0-alpha.") {
		return true
	}
	b, ok := strings.CutPrefix(core, "2.0.0-beta.")
	if !ok {
		return false
	}
	v, err := strconv.Atoi(b)
	return err == nil && v < n
}

// exactVersion is a version written as one exact version ("2.0.0-alpha.72",
// "=2.4.3"); a range (^, ~, x, ||, >=) resolves to a later one.
var exactVersion = regexp.MustCompile(`^=?v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)$`)

// CoreVersion is the version of @docusaurus/core the site builds with, when
// it is known exactly: the one its package.json pins, else the one its lock
// file resolved the range to (package-lock.json, npm-shrinkwrap.json,
// yarn.lock, pnpm-lock.yaml, in the site's folder or a folder above it, as
// SiteDeps looks: upToRepo): `"^2.0.0-alpha.54"` with a yarn.lock of 2.0.0-alpha.54
// (cnrancher's docs-octopus) installs alpha.54, not 2.4. "" when unknown.
func CoreVersion(root string, deps map[string]string) string {
	if m := exactVersion.FindStringSubmatch(strings.TrimSpace(deps["@docusaurus/core"])); m != nil {
		return m[1]
	}
	if deps["@docusaurus/core"] == "" {
		return ""
	}
	version := ""
	upToRepo(root, func(dir string) bool {
		version = lockedCore(dir)
		return version != ""
	})
	return version
}

var (
	// yarn.lock: `"@docusaurus/core@^2.0.0", …:` then `  version "2.4.3"`
	// (yarn 1) or `  version: 2.4.3` (yarn 2 and later)
	yarnEntry = regexp.MustCompile(`(?m)^"?@docusaurus/core@[^\n]*:\n(?:[ \t]+[^\n]*\n)*?[ \t]+version:? "?([^"\s]+)"?`)
	// pnpm-lock.yaml: `'@docusaurus/core':` then `specifier: …` and
	// `version: 2.4.3(…)` (lock file 6 and later), or `'@docusaurus/core': 2.4.3_…`
	pnpmEntry = regexp.MustCompile(`(?m)^[ \t]+'?@docusaurus/core'?:(?:[ \t]+(\d[^\s(_]*)|\n[ \t]+specifier:[^\n]*\n[ \t]+version:[ \t]+(\d[^\s(_]*))`)
)

// lockedCore is the version of @docusaurus/core a lock file in dir resolved
// ("": none there).
func lockedCore(dir string) string {
	for _, f := range []string{"package-lock.json", "npm-shrinkwrap.json"} {
		data, err := source.ReadFile(dir, f)
		if err != nil {
			continue
		}
		var lock struct {
			Packages     map[string]struct{ Version string } `json:"packages"`
			Dependencies map[string]struct{ Version string } `json:"dependencies"`
		}
		if json.Unmarshal(data, &lock) != nil {
			continue
		}
		if p, ok := lock.Packages["node_modules/@docusaurus/core"]; ok && p.Version != "" {
			return p.Version
		}
		if p, ok := lock.Dependencies["@docusaurus/core"]; ok && p.Version != "" {
			return p.Version
		}
	}
	if data, err := source.ReadFile(dir, "yarn.lock"); err == nil {
		if m := yarnEntry.FindSubmatch(data); m != nil {
			return string(m[1])
		}
	}
	if data, err := source.ReadFile(dir, "pnpm-lock.yaml"); err == nil {
		if m := pnpmEntry.FindSubmatch(data); m != nil {
			return string(m[1]) + string(m[2])
		}
	}
	return ""
}

// Package mdx1compat reads which of the MDX 1 compatibility options of a
// Docusaurus 3 config (markdown.mdx1Compat: comments, admonitions,
// headingIds) are off, as Docusaurus's config validation resolves them: each
// is on by default, and off where the config writes it false, or, where it is
// not written, where future.v4 turns on mdx1CompatDisabledByDefault (a flag
// of Docusaurus 3.10, facebook/docusaurus#11896): written in future.v4's
// object, or by `v4: true`, which turns on every v4 flag the version has (3.8
// and 3.9 have no such flag, so there `v4: true` leaves MDX 1's syntax on).
package mdx1compat

import (
	"github.com/contentc/contentc/compiler/internal/config/sitedeps"
	"github.com/contentc/contentc/compiler/internal/yamlpos"
)

// Flag is future.v4's flag that turns the options off by default.
const Flag = "mdx1CompatDisabledByDefault"

// Off reports whether the option (comments, admonitions or headingIds) of
// the config (its evaluated value) is off, and the pointer of the key that
// turns it off: the option's own, or future.v4's (its flag's, in the object
// form). `v4: true` turns it off from Docusaurus 3.10: the site's (in root)
// @docusaurus/core version is read then only (sitedeps.CoreVersion; "" when
// unknown, which a version range installs as the newest).
func Off(config any, option, root string) (ptr string, off bool) {
	p := "/markdown/mdx1Compat/" + option
	if v, ok := yamlpos.Get(config, p).(bool); ok {
		return p, !v
	}
	switch v4 := yamlpos.Get(config, "/future/v4").(type) {
	case map[string]any:
		if v4[Flag] == true {
			return "/future/v4/" + Flag, true
		}
	case bool:
		if !v4 {
			break
		}
		deps := sitedeps.SiteDeps(root)
		if sitedeps.DocusaurusMajor(deps) != 2 && !sitedeps.BeforeMinor(sitedeps.CoreVersion(root, deps), 3, 10) {
			return "/future/v4", true
		}
	}
	return "", false
}

package jseval

import "github.com/dop251/goja"

// InternalDocsPackages are the names of Meta's helpers for docs built twice,
// for its intranet and for the public (docusaurus-plugin-internaldocs-fb, and
// its older name internaldocs-fb-helpers); flipper, buck2, relay and other
// Meta sites require them from their sidebars and configs.
var InternalDocsPackages = []string{"docusaurus-plugin-internaldocs-fb/internal", "internaldocs-fb-helpers"}

// internalDocsSource is those helpers as they behave in a public build, which
// is the site a repository's docs make: nothing is internal, fbContent gives
// the external value, fbInternalOnly gives nothing (or its fallback).
const internalDocsSource = `(function () {
  var m = {
    isInternal: function () { return false; },
    fbContent: function (o) { return o && typeof o === 'object' ? o.external : undefined; },
    fbInternalOnly: function (x, fallback) { return fallback !== undefined ? fallback : []; },
    hasEphemeralDiffNumber: function () { return false; },
    getEphemeralDiffNumber: function () { return undefined; },
    FbInternalOnly: function () { return null; },
    OssOnly: function (props) { return props && props.children; },
  };
  Object.defineProperty(m, 'default', { value: m, enumerable: false });
  return m;
})()`

// InternalDocs gives the value of require(name) for the internal-docs helpers
// (InternalDocsPackages) as a public build sees them; false for any other name.
func InternalDocs(rt *goja.Runtime, name string) (goja.Value, bool) {
	for _, n := range InternalDocsPackages {
		if name == n {
			v, err := rt.RunString(internalDocsSource)
			return v, err == nil
		}
	}
	return nil, false
}

package propvalue

import "testing"

// A package is an npm package's module, as a bundler resolves a bare
// specifier: not a file of the site, a loader's request, a resource a package
// holds or one of Docusaurus's modules, which the web's shims stand for.
func TestIsPackage(t *testing.T) {
	for spec, want := range map[string]bool{
		"lucide-react": true, "@mui/icons-material/Star": true, "react-icons/fa": true, "chart.js": true, "@heroicons/react/24/solid": true,
		"./Star": false, "../x.jsx": false, "@site/src/components/Star": false, "/src/x": false,
		"@theme/Tabs": false, "@theme-original/Tabs": false, "@docusaurus/Link": false, "@generated/x": false, "@": false, "@scope": false,
		"pkg/logo.svg": false, "pkg/data.json": false, "!!raw-loader!./x": false, "pkg/x?raw": false, "node:path": false, "": false,
	} {
		if got := IsPackage(spec); got != want {
			t.Errorf("IsPackage(%q) = %v, want %v", spec, got, want)
		}
	}
}

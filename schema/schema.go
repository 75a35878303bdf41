// Package schema carries the JSON Schemas of contentc: the contract for authors (site
// config, front matter, categories, sidebars, versions) and for consumers of the graph.
// They are embedded so the binary validates and prints them without the source tree.
package schema

import "embed"

// FS holds every *.schema.json file of this folder.
//
//go:embed *.schema.json
var FS embed.FS

// Components holds the JSON Schemas of the built-in MDX components' props
// (components/<Name>.schema.json).
//
//go:embed components/*.schema.json
var Components embed.FS

// Names of the embedded schemas, in the order `contentc schema` prints them.
var Names = []string{
	"site.schema.json",
	"frontmatter.schema.json",
	"category.schema.json",
	"sidebars.schema.json",
	"versions.schema.json",
	"tags.schema.json",
	"graph.schema.json",
}

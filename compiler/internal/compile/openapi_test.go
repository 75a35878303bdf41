package compile

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/contentc/contentc/compiler/internal/graph"
)

// The API pages docusaurus-openapi-docs generates show their endpoint,
// parameters, body and responses (literal JSON props the theme draws), their
// tab groups as tabs and their response samples as code blocks; the theme and
// its page component are no warning of their own.
func TestOpenAPIPages(t *testing.T) {
	dir, res := compileSource(t, `-- docusaurus.config.js --
module.exports = {title: 'T', url: 'https://x.org', baseUrl: '/',
  presets: [['classic', {docs: {sidebarPath: false, docItemComponent: '@theme/ApiItem'}}]],
  themes: ['docusaurus-theme-openapi-docs']};
-- docs/add-pet.api.mdx --
---
id: add-pet
title: "Add a pet"
api: eJx1
---

import MethodEndpoint from "@theme/ApiExplorer/MethodEndpoint";
import ParamsDetails from "@theme/ParamsDetails";
import RequestSchema from "@theme/RequestSchema";
import StatusCodes from "@theme/StatusCodes";
import ApiTabs from "@theme/ApiTabs";
import TabItem from "@theme/TabItem";
import ResponseSamples from "@theme/ResponseSamples";
import SecuritySchemes from "@theme/ApiExplorer/SecuritySchemes";

<MethodEndpoint
  method={"post"}
  path={"/pet/{store}"}
  context={"endpoint"}
>

</MethodEndpoint>

Adds a pet.

<ParamsDetails
  parameters={[{"name":"store","in":"path","required":true,"schema":{"type":"string"}}]}
>

</ParamsDetails>

<RequestSchema
  title={"Body"}
  body={{"content":{"application/json":{"schema":{"type":"object","properties":{"name":{"type":"string","description":"The pet's name"}},"required":["name"]}}}}}
>

</RequestSchema>

<StatusCodes
  id={undefined}
  label={undefined}
  responses={{"201":{"description":"Created"}}}
>

</StatusCodes>

<ApiTabs>
<TabItem label={"201"} value={"201"}>

<ResponseSamples responseExample={"{\n  \"id\": 1\n}"} language={"json"}></ResponseSamples>

</TabItem>
</ApiTabs>
-- docs/petstore.info.mdx --
---
id: petstore
title: "Petstore"
---

import ApiLogo from "@theme/ApiLogo";
import Schema from "@theme/Schema";
import Export from "@theme/ApiExplorer/Export";
import SecuritySchemes from "@theme/ApiExplorer/SecuritySchemes";

<Export
  url={"https://x.org/openapi.yaml"}
  proxy={undefined}
>

</Export>

<SecuritySchemes infoPath={"docs/petstore"} />

<ApiLogo
  logo={{"url":"/img/logo.png","altText":"Petstore logo"}}
  darkLogo={undefined}
>

</ApiLogo>

<Schema
  schema={{"description":"A pet","type":"object","properties":{"tag":{"type":"string","description":"Its tag"}}}}
  schemaType={"response"}
>

</Schema>
-- static/img/logo.png --
png
-- docs/get-pet.api.mdx --
---
id: get-pet
title: "Get a pet"
---

import ParamsDetails from "@theme/ParamsDetails";
import StatusCodes from "@theme/StatusCodes";

<ParamsDetails {...require("./get-pet.ParamsDetails.json")}>

</ParamsDetails>

<StatusCodes id={undefined} label={undefined} responses={require("./get-pet.responses.json")}>

</StatusCodes>
-- docs/get-pet.ParamsDetails.json --
{"parameters":[{"name":"petId","in":"path","required":true,"schema":{"type":"integer"}}]}
-- docs/get-pet.responses.json --
{"404":{"description":"No such pet"}}
-- docs/old-pet.api.mdx --
---
id: old-pet
title: "An older generator's page"
---

import MethodEndpoint from "@theme/ApiDemoPanel/MethodEndpoint";
import SecuritySchemes from "@theme/ApiDemoPanel/SecuritySchemes";
import Export from "@theme/ApiDemoPanel/Export";

<MethodEndpoint method={"delete"} path={"/pets/{id}"}></MethodEndpoint>

<SecuritySchemes infoPath={"docs/petstore"}></SecuritySchemes>
`)
	for _, d := range res.Diagnostics {
		if !strings.Contains(d.String(), "themes[0]: is not taken over as a theme: the API pages") {
			t.Errorf("diagnostic: %s", d)
		}
	}
	var p graph.DocPage
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "add-pet.json"), &p)
	for _, want := range []string{
		`<p class="openapi-endpoint"><strong class="openapi-method">POST</strong> <code>/pet/{store}</code></p>`,
		`<summary><strong>Path Parameters</strong></summary>`, `<li><strong>store</strong> <code>string</code> <em>required</em></li>`,
		`<li><strong>name</strong> <code>string</code> <em>required</em><p>The pet&#39;s name</p>`,
		`<summary><strong>201</strong> Created</summary>`,
		`role="tab"`, `data-value="201">201</button>`,
		`<div class="code-block" data-language="json">`,
	} {
		if !strings.Contains(p.HTML, want) {
			t.Errorf("page lacks %s:\n%s", want, p.HTML)
		}
	}
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "petstore.json"), &p)
	for _, want := range []string{`alt="Petstore logo"`, `src="/img/logo.png"`, "themed-image--dark", `<li><strong>tag</strong> <code>string</code><p>Its tag</p>`} {
		if !strings.Contains(p.HTML, want) {
			t.Errorf("info page lacks %s:\n%s", want, p.HTML)
		}
	}
	// props in JSON files next to the page (docusaurus-openapi-docs 4.7 and later)
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "get-pet.json"), &p)
	if !strings.Contains(p.HTML, `<li><strong>petId</strong> <code>integer</code> <em>required</em></li>`) || !strings.Contains(p.HTML, `<strong>404</strong> No such pet`) {
		t.Errorf("required props: %s", p.HTML)
	}
	// the theme's versions before 2.0 named its explorer ApiDemoPanel
	readJSON(t, filepath.Join(dir, "out", "docs", "current", "old-pet.json"), &p)
	if !strings.Contains(p.HTML, `<strong class="openapi-method">DELETE</strong> <code>/pets/{id}</code>`) {
		t.Errorf("ApiDemoPanel: %s", p.HTML)
	}
	var search graph.SearchData
	readJSON(t, filepath.Join(dir, "out", "search.json"), &search)
	found := false
	for _, d := range search.Documents {
		for _, s := range d.Sections {
			found = found || strings.Contains(s.Text, "The pet's name")
		}
	}
	if !found {
		t.Error("the body's description is not searchable")
	}
}

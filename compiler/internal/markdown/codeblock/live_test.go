package codeblock

import (
	"strings"
	"testing"
)

func TestParseInfoLive(t *testing.T) {
	m := ParseInfo(`tsx live title="Goal chart"`)
	if !m.Live || m.Language != "tsx" || m.Title != "Goal chart" {
		t.Fatalf("got %+v", m)
	}
	if m := ParseInfo(`tsx title="live"`); m.Live {
		t.Fatal("a title of live is not the live word")
	}
	if m := ParseInfo(`live`); m.Live || m.Language != "live" {
		t.Fatalf("the first word is the language: %+v", m)
	}
}

func TestCheckLive(t *testing.T) {
	good := []string{
		"import React from 'react';\nimport { Chart, BarSeries } from '@elastic/charts';\nexport default function Example() { return null; }\n",
		"import {\n  Chart,\n  Settings,\n} from \"@elastic/charts\";\nexport const Example = () => null;\n",
		"import { useState } from 'react';\n// export function Old() {}\nexport function Example() { return null; }\n",
		"import type { Datum } from '@elastic/charts';\nfunction Example() { return null; }\nexport default Example;\n",
	}
	for _, c := range good {
		if msg := CheckLive(c); msg != "" {
			t.Errorf("%q: %s", c, msg)
		}
	}
	bad := map[string]string{
		"import fs from 'fs';\nexport default function E() { return null; }\n":                   `not "fs"`,
		"import x from './local';\nexport default function E() { return null; }\n":               `not "./local"`,
		"import '@elastic/charts/dist/theme.css';\nexport default function E() { return null; }": `not "@elastic/charts/dist/theme.css"`,
		"export default function E() { import('lodash'); return null; }\n":                       "import(",
		"export default function E() { require('lodash'); return null; }\n":                      "require(",
		"function E() { return null; }\n":                                                        "found 0 exports",
		"export function A() { return null; }\nexport function B() { return null; }\n":           "found 2 exports",
		"function A() { return null; }\nexport { A };\n":                                         "export {",
		"export const data = [1, 2];\n":                                                          "capital letter",
		"export class E {}\n":                                                                    "function component",
	}
	for c, want := range bad {
		if msg := CheckLive(c); !strings.Contains(msg, want) {
			t.Errorf("%q: got %q, want it to say %q", c, msg, want)
		}
	}
}

func TestChartType(t *testing.T) {
	for code, want := range map[string]string{
		"<Chart><Axis id='x' /><BarSeries id='b' /></Chart>":   "BarSeries",
		"<Chart><LineAnnotation /><LineSeries /></Chart>":      "LineSeries",
		"<Chart><HistogramBarSeries id='h' /></Chart>":         "HistogramBarSeries",
		"<Chart><Partition id='p' /></Chart>":                  "Partition",
		"<Chart><Settings /></Chart>":                          "Other",
		"<Chart><BarSeriesish /><AreaSeries id='a' /></Chart>": "AreaSeries",
	} {
		if got := ChartType(code); got != want {
			t.Errorf("%q: got %s, want %s", code, got, want)
		}
	}
}

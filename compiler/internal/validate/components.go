package validate

import (
	"bytes"
	"fmt"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/contentc/contentc/schema"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

var (
	componentsOnce    sync.Once
	componentSchemas  map[string]*jsonschema.Schema
	componentSchemaEr error
)

// ComponentProps checks the props of a built-in MDX component against
// schema/components/<name>.schema.json and returns one message per problem
// (none for a component without a schema). unknown are props written with a
// value contentc does not know (left out of props): their absence is no
// problem.
func ComponentProps(name string, props map[string]any, unknown []string) []string {
	componentsOnce.Do(func() {
		componentSchemas = map[string]*jsonschema.Schema{}
		c := jsonschema.NewCompiler()
		c.Draft = jsonschema.Draft2020
		files, err := fs.Glob(schema.Components, "components/*.schema.json")
		if err != nil {
			componentSchemaEr = err
			return
		}
		for _, f := range files {
			data, err := schema.Components.ReadFile(f)
			if err != nil {
				componentSchemaEr = err
				return
			}
			if err := c.AddResource(base+f, bytes.NewReader(data)); err != nil {
				componentSchemaEr = err
				return
			}
		}
		for _, f := range files {
			s, err := c.Compile(base + f)
			if err != nil {
				componentSchemaEr = err
				return
			}
			n := strings.TrimSuffix(strings.TrimPrefix(f, "components/"), ".schema.json")
			componentSchemas[n] = s
		}
	})
	if componentSchemaEr != nil {
		return []string{"the component schemas do not compile: " + componentSchemaEr.Error()}
	}
	s := componentSchemas[name]
	if s == nil {
		return nil
	}
	err := s.Validate(toJSONValue(props))
	if err == nil {
		return nil
	}
	ve, ok := err.(*jsonschema.ValidationError)
	if !ok {
		return []string{err.Error()}
	}
	var leaves []*jsonschema.ValidationError
	collectLeaves(ve, &leaves)
	var out []string
	for _, l := range leaves {
		if l.KeywordLocation == "/required" && !slices.ContainsFunc(s.Required, func(r string) bool {
			_, has := props[r]
			return !has && !slices.Contains(unknown, r)
		}) {
			continue // only unknown props are missing
		}
		where := strings.TrimPrefix(l.InstanceLocation, "/")
		msg := l.Message
		if where != "" {
			msg = fmt.Sprintf("prop %s: %s", strings.ReplaceAll(where, "/", "."), msg)
		}
		out = append(out, msg)
	}
	sort.Strings(out)
	return out
}

// toJSONValue converts float64 numbers to the json.Number-free forms the
// validator accepts (it takes float64 as is) and leaves the rest.
func toJSONValue(v any) any {
	switch v := v.(type) {
	case map[string]any:
		m := make(map[string]any, len(v))
		for k, x := range v {
			m[k] = toJSONValue(x)
		}
		return m
	case []any:
		a := make([]any, len(v))
		for i, x := range v {
			a[i] = toJSONValue(x)
		}
		return a
	}
	return v
}

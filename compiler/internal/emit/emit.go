package emit

import (
	"bytes"
	"encoding/json"
	"io"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/outdir"
)

// addGraph adds graph.json.
func (c *compiler) addGraph(out *graph.Output, g *graph.Graph) error {
	var last map[string]model.EncodedField
	if m := c.Opts.Memo; m != nil {
		last = m.GraphFields
	}
	data, fields, err := encodeFields(g, last)
	if err != nil {
		return err
	}
	if m := c.Opts.Memo; m != nil {
		m.GraphFields = fields
	}
	return out.Add("graph.json", data)
}

// encodeFields is graph.MarshalJSON(v) for a struct, made one field at a time:
// a field whose value is deep-equal to its value in last reuses its bytes (in
// watch mode graph.json changes on every edit, if only in its build time, and
// its 10,000 routes seldom do). It returns the fields for the next call.
func encodeFields(v any, last map[string]model.EncodedField) ([]byte, map[string]model.EncodedField, error) {
	rv := reflect.Indirect(reflect.ValueOf(v))
	rt := rv.Type()
	next := make(map[string]model.EncodedField, rt.NumField())
	var b bytes.Buffer
	b.WriteString("{")
	first := true
	for i := range rt.NumField() {
		name, opts, _ := strings.Cut(rt.Field(i).Tag.Get("json"), ",")
		if name == "-" || !rt.Field(i).IsExported() {
			continue
		}
		if name == "" {
			name = rt.Field(i).Name
		}
		fv := rv.Field(i)
		if opts == "omitempty" && fv.IsZero() {
			continue
		}
		val := fv.Interface()
		f, ok := last[name]
		if !ok || !reflect.DeepEqual(f.Value, val) {
			fb, err := graph.EncodeIndent(val, " ", " ")
			if err != nil {
				return nil, nil, err
			}
			f = model.EncodedField{Value: val, JSON: bytes.TrimSuffix(fb, []byte("\n"))}
		}
		next[name] = f
		if !first {
			b.WriteString(",")
		}
		first = false
		key, _ := json.Marshal(name)
		b.WriteString("\n ")
		b.Write(key)
		b.WriteString(": ")
		b.Write(f.JSON)
	}
	if first {
		b.WriteString("}\n")
	} else {
		b.WriteString("\n}\n")
	}
	return b.Bytes(), next, nil
}

// addDocPage adds a doc page's JSON file to the output.
func (c *compiler) addDocPage(out *graph.Output, rel string, p *model.Page) error {
	if p.File.Load != nil && p.File.Sum.IsZero() {
		return out.AddFunc(rel, p.File.Load)
	}
	if p.File.Load != nil {
		return out.AddLazy(rel, p.File.Sum, p.File.Load)
	}
	return out.Add(rel, p.File.Data)
}

// searchChunkIndent is the prefix of a document's lines inside search.json.
const searchChunkIndent = "  "

func marshalChunk(v any) []byte {
	b, err := graph.EncodeIndent(v, searchChunkIndent, " ")
	if err != nil {
		return nil
	}
	return bytes.TrimSuffix(b, []byte("\n"))
}

// writeSearch writes search.json from its documents' chunks, byte for byte what
// graph.MarshalJSON(graph.SearchData{...}) writes; chunk(i) gives the i-th of n.
func writeSearch(w io.Writer, n int, chunk func(i int) []byte) error {
	if n == 0 {
		_, err := io.WriteString(w, "{\n \"documents\": []\n}\n")
		return err
	}
	if _, err := io.WriteString(w, "{\n \"documents\": [\n"+searchChunkIndent); err != nil {
		return err
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			if _, err := io.WriteString(w, ",\n"+searchChunkIndent); err != nil {
				return err
			}
		}
		if _, err := w.Write(chunk(i)); err != nil {
			return err
		}
	}
	_, err := io.WriteString(w, "\n ]\n}\n")
	return err
}

func (c *compiler) addSearch(out *graph.Output, file string, items []model.SearchItem) error {
	if c.Cache == nil {
		chunks := make([][]byte, len(items))
		for i, it := range items {
			if it.Chunk == nil {
				it.Chunk = marshalChunk(it.Make())
			}
			chunks[i] = it.Chunk
		}
		return out.AddStream(file, cache.Key{}, func(w io.Writer) error {
			return writeSearch(w, len(chunks), func(i int) []byte { return chunks[i] })
		})
	}
	h := cache.NewHasher("search-json").Str(file)
	memo := c.Opts.Memo
	var touch []cache.Key
	for i := range items {
		it := &items[i]
		if it.Chunk != nil {
			it.Fp = cache.SumBytes(it.Chunk)
		} else {
			touch = append(touch, it.Fp)
		}
		h.Key(it.Fp)
	}
	c.Cache.Touch(touch...)
	memo.CarryChunks(items)
	return out.AddStream(file, h.Sum(), func(w io.Writer) error {
		return writeSearch(w, len(items), func(i int) []byte {
			it := items[i]
			if it.Chunk != nil {
				return it.Chunk
			}
			b, ok := it.Remembered, it.Remembered != nil
			if !ok {
				b, ok = c.Cache.Blob(it.Fp)
			}
			if !ok {
				b = marshalChunk(it.Make())
				c.Cache.PutNamed(it.Fp, b)
			}
			if memo != nil {
				memo.KeepChunk(it.Fp, b)
			}
			return b
		})
	})
}

// write writes the output folder: in full without a cache, else only what changed.
func (c *compiler) write(out *graph.Output, res *Report) error {
	if c.Cache == nil {
		if err := out.Write(c.Opts.Out); err != nil {
			return err
		}
		res.FilesWritten = len(out.Files())
		return nil
	}
	// A watch session trusts the folders it wrote itself (see outdir.Options).
	trust := false
	abs, _ := filepath.Abs(c.Opts.Out)
	if m := c.Opts.Memo; m != nil {
		trust = m.Wrote[abs]
	}
	rep, err := outdir.Write(c.Opts.Out, out, c.Cache, outdir.Options{Trust: trust})
	if m := c.Opts.Memo; m != nil && err == nil {
		m.Wrote[abs] = true
	}
	res.FilesWritten, res.Unchanged = rep.Written, rep.Unchanged
	if err != nil {
		return err
	}
	return nil
}

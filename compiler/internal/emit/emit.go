package emit

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"reflect"

	"github.com/contentc/contentc/compiler/internal/cache"
	"github.com/contentc/contentc/compiler/internal/graph"
	"github.com/contentc/contentc/compiler/internal/model"
	"github.com/contentc/contentc/compiler/internal/outdir"
)

// addGraph adds graph.json. In watch mode, when only the build time differs from
// the last compile's graph, the last bytes are reused with the new time in them.
func (c *compiler) addGraph(out *graph.Output, g *graph.Graph) error {
	m := c.Opts.Memo
	if m != nil && m.Graph != nil {
		prev := m.Graph.G
		prev.BuildTime = g.BuildTime
		if reflect.DeepEqual(&prev, g) {
			old := fmt.Sprintf(`"buildTime": %d,`, m.Graph.G.BuildTime)
			if i := bytes.Index(m.Graph.Data, []byte(old)); i >= 0 && i < 200 {
				data := make([]byte, 0, len(m.Graph.Data)+8)
				data = append(data, m.Graph.Data[:i]...)
				data = fmt.Appendf(data, `"buildTime": %d,`, g.BuildTime)
				data = append(data, m.Graph.Data[i+len(old):]...)
				m.Graph = &model.GraphMemo{G: *g, Data: data}
				return out.Add("graph.json", data)
			}
		}
	}
	data, err := graph.MarshalJSON(g)
	if err != nil {
		return err
	}
	if m != nil {
		m.Graph = &model.GraphMemo{G: *g, Data: data}
	}
	return out.Add("graph.json", data)
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
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent(searchChunkIndent, " ")
	if err := enc.Encode(v); err != nil {
		return nil
	}
	return bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
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
	gen := c.Cache.Gen()
	var touch []cache.Key
	for i := range items {
		it := &items[i]
		if it.Chunk != nil {
			it.Fp = cache.SumBytes(it.Chunk)
		} else if it.Sums == nil || it.Sums.Touched != gen {
			touch = append(touch, it.Fp)
			if it.Sums != nil {
				it.Sums.Touched = gen
			}
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
	rep, err := outdir.WriteWith(c.Opts.Out, out, c.Cache, outdir.Options{Trust: trust})
	if m := c.Opts.Memo; m != nil && err == nil {
		m.Wrote[abs] = true
	}
	res.FilesWritten, res.Unchanged = rep.Written, rep.Unchanged
	if err != nil {
		return err
	}
	return nil
}

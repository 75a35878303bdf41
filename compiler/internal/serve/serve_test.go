package serve

import (
	"io"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
)

func TestStaticHostRules(t *testing.T) {
	dir := t.TempDir()
	write := func(rel, body string) {
		p := filepath.Join(dir, rel)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(body), 0o644)
	}
	write("index.html", "home")
	write("docs/docs.html", "docs page")
	write("all-types/index.html", "types index")
	write("404.html", "not found page")
	write("app.js", "js")
	srv := httptest.NewServer(Handler(dir))
	defer srv.Close()
	cases := []struct {
		path   string
		status int
		body   string
	}{
		{"/", 200, "home"},
		{"/docs/docs", 200, "docs page"},
		{"/docs/docs.html", 200, "docs page"},
		{"/all-types/", 200, "types index"},
		{"/all-types", 200, "types index"},
		{"/app.js", 200, "js"},
		{"/nope", 404, "not found page"},
		{"/../../etc/passwd", 404, "not found page"},
	}
	for _, c := range cases {
		resp, err := srv.Client().Get(srv.URL + c.path)
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != c.status || string(b) != c.body {
			t.Errorf("%s: %d %q, want %d %q", c.path, resp.StatusCode, b, c.status, c.body)
		}
	}
}

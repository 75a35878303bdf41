// Package serve serves a static export the way a static host (GitHub Pages, nginx
// with try_files) does: the exact file, then dir/index.html, then path.html, else
// 404.html with status 404. It never serves outside its folder.
package serve

import (
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// Handler serves dir.
func Handler(dir string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		p := path.Clean("/" + r.URL.Path)
		for _, cand := range candidates(p, strings.HasSuffix(r.URL.Path, "/")) {
			full := filepath.Join(dir, filepath.FromSlash(cand))
			if st, err := os.Stat(full); err == nil && st.Mode().IsRegular() {
				serveFile(w, r, full, http.StatusOK)
				return
			}
		}
		nf := filepath.Join(dir, "404.html")
		if _, err := os.Stat(nf); err == nil {
			serveFile(w, r, nf, http.StatusNotFound)
			return
		}
		http.NotFound(w, r)
	})
}

func candidates(p string, trailingSlash bool) []string {
	if p == "/" {
		return []string{"/index.html"}
	}
	if trailingSlash {
		return []string{p + "/index.html", p + ".html"}
	}
	return []string{p, p + "/index.html", p + ".html"}
}

func serveFile(w http.ResponseWriter, r *http.Request, full string, status int) {
	f, err := os.Open(full)
	if err != nil {
		http.Error(w, "cannot read file", http.StatusInternalServerError)
		return
	}
	defer f.Close()
	st, _ := f.Stat()
	// Hashed build assets never change (as on a real host); everything else revalidates.
	if strings.Contains(r.URL.Path, "/_next/static/") {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	if status == http.StatusOK {
		// ServeContent sets the type from the name, handles ranges and If-Modified-Since.
		http.ServeContent(w, r, full, st.ModTime(), f)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		buf := make([]byte, 32*1024)
		for {
			n, err := f.Read(buf)
			w.Write(buf[:n])
			if err != nil {
				break
			}
		}
	}
}

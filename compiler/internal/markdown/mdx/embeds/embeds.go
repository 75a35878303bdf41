// Package embeds turns the components of npm packages that docs use to embed a
// video into the HTML those packages show, so that a page keeps its video
// without running the package: react-lite-youtube-embed's <LiteYouTubeEmbed
// id="…" title="…" /> becomes the YouTube player's <iframe>, as the package
// shows it once played. The iframe then goes through the same checks as one
// written in the document (the hosts of markdown.iframeHosts, an iframe's
// attributes): a site that may not frame YouTube loses it with the usual
// warning.
package embeds

import (
	"cmp"
	"fmt"
	"net/url"
	"regexp"
	"strconv"

	"github.com/contentc/contentc/compiler/internal/markdown/mdx/jsx"
	"github.com/contentc/contentc/compiler/internal/markdown/mdx/mdxast"
)

// LiteYouTube is react-lite-youtube-embed's module.
const LiteYouTube = "react-lite-youtube-embed"

// videoID is what a YouTube video or playlist id is made of; anything else
// (a path, a query) is not taken into the player's URL.
var videoID = regexp.MustCompile(`^[A-Za-z0-9_-]{1,64}$`)

// Video rewrites e, the component imp names, into an <iframe> when imp is
// react-lite-youtube-embed's default export and e has a valid id; it reports
// whether it did. The player is the package's: youtube-nocookie.com unless
// cookie is set, a playlist's videoseries with playlist, params added to the
// query, muted as mute=1; the frame is as wide as the text, with the package's
// aspect ratio (aspectWidth by aspectHeight, 16 by 9 unless given), and loads
// lazily. It does not start playing by itself: the package's autoplay is the
// click on its poster, which the frame replaces.
func Video(e *mdxast.Element, imp *mdxast.Import) (bool, error) {
	if imp == nil || imp.Source != LiteYouTube || imp.Export != "default" || e.Name != imp.Name {
		return false, nil
	}
	s := e.StringAttr("id")
	if !videoID.MatchString(s) {
		return false, fmt.Errorf("<%s> needs an id, a YouTube video's (or with playlist, a playlist's) id of letters, digits, - and _", e.Name)
	}
	host := "https://www.youtube-nocookie.com"
	if on(e, "cookie") {
		host = "https://www.youtube.com"
	}
	q := url.Values{}
	src := host + "/embed/" + s
	if on(e, "playlist") {
		src = host + "/embed/videoseries"
		q.Set("list", s)
	}
	if on(e, "muted") {
		q.Set("mute", "1")
	}
	extra, err := url.ParseQuery(e.StringAttr("params"))
	if err != nil {
		return false, fmt.Errorf("the params of <%s> are not a query string (such as start=30&end=60): %v", e.Name, err)
	}
	delete(extra, "autoplay") // the package's is the click on its poster, which the frame replaces
	for k, vs := range extra {
		q[k] = append(q[k], vs...)
	}
	if len(q) > 0 {
		src += "?" + q.Encode() // sorted by key: the same page gives the same bytes
	}
	title := cmp.Or(e.StringAttr("title"), "YouTube video")
	w, h := number(e, "aspectWidth", 16), number(e, "aspectHeight", 9)
	at := e.Offset
	e.Name, e.SelfClosing = "iframe", true
	e.Attrs = []jsx.Attr{
		{Name: "src", Value: src, Literal: true, Offset: at},
		{Name: "title", Value: title, Literal: true, Offset: at},
		{Name: "allow", Value: "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share", Literal: true, Offset: at},
		{Name: "allowFullScreen", Value: true, Literal: true, Offset: at},
		{Name: "loading", Value: "lazy", Literal: true, Offset: at},
		{Name: "referrerpolicy", Value: "strict-origin-when-cross-origin", Literal: true, Offset: at},
		{Name: "style", Value: map[string]any{
			"width": "100%", "height": "auto", "border": "0",
			"aspectRatio": strconv.FormatFloat(w, 'f', -1, 64) + " / " + strconv.FormatFloat(h, 'f', -1, 64),
		}, Literal: true, Offset: at},
	}
	return true, nil
}

// on reports a boolean prop that is set: bare (cookie) or {true}.
func on(e *mdxast.Element, name string) bool {
	v, _ := e.Attr(name)
	b, _ := v.(bool)
	return b
}

// number is a positive number prop ({4} or "4"), def when absent or not one.
func number(e *mdxast.Element, name string, def float64) float64 {
	v, _ := e.Attr(name)
	switch n := v.(type) {
	case float64:
		if n > 0 && n < 1e6 {
			return n
		}
	case string:
		if f, err := strconv.ParseFloat(n, 64); err == nil && f > 0 && f < 1e6 {
			return f
		}
	}
	return def
}

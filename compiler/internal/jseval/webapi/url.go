package webapi

import "net/url"

// resolveURL is new URL(input, base) ("" for none): the URL's parts as the
// WHATWG URL object gives them, through net/url; nil when it cannot parse.
func resolveURL(input, base string) map[string]any {
	u, err := url.Parse(input)
	if err != nil {
		return nil
	}
	if base != "" {
		b, err := url.Parse(base)
		if err != nil || !b.IsAbs() {
			return nil
		}
		u = b.ResolveReference(u)
	}
	if !u.IsAbs() {
		return nil
	}
	port := u.Port()
	origin := "null"
	if u.Scheme == "http" || u.Scheme == "https" {
		origin = u.Scheme + "://" + u.Host
	}
	p := u.EscapedPath()
	if p == "" && u.Host != "" {
		p = "/"
	}
	search, hash := "", ""
	if u.RawQuery != "" {
		search = "?" + u.RawQuery
	}
	if u.Fragment != "" {
		hash = "#" + u.EscapedFragment()
	}
	return map[string]any{"href": u.String(), "protocol": u.Scheme + ":", "host": u.Host, "hostname": u.Hostname(),
		"port": port, "pathname": p, "search": search, "hash": hash, "origin": origin, "username": u.User.Username()}
}

package markdown

import (
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// protocolLinks links a bare http://, https:// or ftp:// URL wherever the
// character before it is not an ASCII letter, as remark-gfm (micromark's
// autolink literal, which Docusaurus uses) does: `下载：https://x.org`,
// `see:https://x.org`, `见https://x.org`. goldmark's linkify follows the GFM
// spec and links a URL only at a line's start or after a space, `*`, `_`, `~`
// or `(`; those stay its.
//
// goldmark tries inline parsers only at punctuation and spaces, so this one
// starts at the URL's colon: the protocol before it has just been appended to
// the paragraph as text, which is cut back, and goldmark's own linkify parser
// (the same pattern, linkifyURL, and the same trailing punctuation rules) reads
// the URL from the protocol on. When there is no URL, the text is put back.
type protocolLinks struct{}

func (protocolLinks) Extend(m goldmark.Markdown) {
	m.Parser().AddOptions(parser.WithInlineParsers(util.Prioritized(protocolLinkParser{
		linkify: extension.NewLinkifyParser(extension.WithLinkifyURLRegexp(linkifyURL)),
	}, 999)))
}

type protocolLinkParser struct{ linkify parser.InlineParser }

func (protocolLinkParser) Trigger() []byte { return []byte{':'} }

func (p protocolLinkParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if pc.IsInLinkLabel() {
		return nil
	}
	prev, ok := parent.LastChild().(*ast.Text)
	if !ok || prev.IsRaw() {
		return nil
	}
	line, pos := block.Position()
	src := block.Source()
	seg := prev.Segment
	if seg.Stop != pos.Start || seg.Padding != 0 {
		return nil
	}
	n := 0
	for _, proto := range []string{"https", "http", "ftp"} {
		if k := len(proto); seg.Len() >= k && string(src[seg.Stop-k:seg.Stop]) == proto {
			n = k
			break
		}
	}
	if n == 0 {
		return nil
	}
	if at := seg.Stop - n - 1; at >= 0 && src[at] < 0x80 && util.IsAlphaNumeric(src[at]) && !(src[at] >= '0' && src[at] <= '9') {
		return nil // "xhttps://…" is not a link; a letter may not come before
	}
	block.SetPosition(line, pos.WithStart(pos.Start-n))
	link := p.linkify.Parse(parent, block, pc)
	al, ok := link.(*ast.AutoLink)
	if !ok || al.AutoLinkType != ast.AutoLinkURL {
		block.SetPosition(line, pos)
		return nil
	}
	if seg.Len() == n {
		parent.RemoveChild(parent, prev)
	} else {
		prev.Segment = seg.WithStop(seg.Stop - n)
	}
	al.SetPos(seg.Stop - n)
	return al
}

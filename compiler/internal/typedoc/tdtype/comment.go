package tdtype

import (
	"regexp"
	"strings"
)

// partsMode says where rendered comment text goes: a block of Markdown, one
// line (a list item), or a table cell (one line, pipes escaped).
type PartsMode int

const (
	ModeBlock PartsMode = iota
	ModeInline
	ModeTable
)

// Parts renders TypeDoc comment display parts as Markdown. Text parts are the
// author's Markdown (TypeDoc cuts code spans out into code parts, so escaping
// text parts never touches code).
func Parts(s Linker, ps []CommentPart, mode PartsMode) string {
	var b strings.Builder
	for _, p := range ps {
		switch p.Kind {
		case "code":
			if mode == ModeBlock {
				b.WriteString(p.Text)
			} else {
				b.WriteString(CodeSpan(StripCode(p.Text), mode == ModeTable))
			}
		case "inline-tag":
			b.WriteString(inlineTag(s, p, mode == ModeTable))
		default: // text, and relative-link whose text is the path as written
			b.WriteString(EscapeProse(p.Text))
		}
	}
	out := b.String()
	if mode != ModeBlock {
		out = strings.Join(strings.Fields(out), " ")
	}
	return strings.TrimSpace(out)
}

// StripCode turns a code part (`x` or a fenced block) into its bare text.
func StripCode(s string) string {
	s = strings.TrimSpace(s)
	if strings.HasPrefix(s, "```") || strings.HasPrefix(s, "~~~") {
		lines := strings.Split(s, "\n")
		if len(lines) >= 2 {
			lines = lines[1:]
			if last := strings.TrimSpace(lines[len(lines)-1]); strings.HasPrefix(last, "```") || strings.HasPrefix(last, "~~~") {
				lines = lines[:len(lines)-1]
			}
		}
		return strings.Join(strings.Fields(strings.Join(lines, " ")), " ")
	}
	n := 0
	for n < len(s) && s[n] == '`' {
		n++
	}
	if n > 0 && len(s) >= 2*n && strings.HasSuffix(s, strings.Repeat("`", n)) {
		s = strings.TrimSpace(s[n : len(s)-n])
	}
	return s
}

var identPathRE = regexp.MustCompile(`^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*(\(\))?$`)

func inlineTag(s Linker, p CommentPart, inTable bool) string {
	switch p.Tag {
	case "@link", "@linkcode", "@linkplain":
	default:
		return "" // @inheritDoc, @label: instructions to TypeDoc, not text
	}
	label := strings.TrimSpace(p.Text)
	href := ""
	switch {
	case p.Target.HasID:
		href, _ = s.Href(p.Target.ID)
		if label == "" {
			label = s.Name(p.Target.ID)
		}
	case p.Target.URL != "":
		href = p.Target.URL
	case p.Target.Symbol != nil && label == "":
		label = p.Target.Symbol.QualifiedName
	}
	if href == "" {
		// An unresolved {@link ref | text} reaches us whole: show only the text.
		if i := strings.LastIndex(label, " | "); i >= 0 {
			label = strings.TrimSpace(label[i+3:])
		}
	}
	var labelMD string
	switch {
	case p.Tag == "@linkcode" || (href == "" && identPathRE.MatchString(label)):
		labelMD = CodeSpan(label, inTable)
	default:
		labelMD = EscapeText(label)
	}
	if href == "" {
		return labelMD
	}
	return Link(labelMD, href)
}

// CommentOf finds the comment that describes r: TypeDoc moves the comment of a
// function (and of a variable converted as one) onto its signature.
func CommentOf(r *Reflection) *Comment {
	if r == nil {
		return nil
	}
	if r.Comment != nil {
		return r.Comment
	}
	if len(r.Signatures) > 0 && r.Signatures[0].Comment != nil {
		return r.Signatures[0].Comment
	}
	if r.Type != nil && IsCallableType(r.Type) {
		return r.Type.Declaration.Signatures[0].Comment
	}
	return nil
}

// Deprecation returns the admonition for @deprecated, "" when absent.
func Deprecation(s Linker, c *Comment) string {
	tags := c.Tags("@deprecated")
	if len(tags) == 0 {
		return ""
	}
	body := Parts(s, tags[0].Content, ModeBlock)
	if body == "" {
		body = "This API is deprecated."
	}
	return ":::warning Deprecated\n\n" + body + "\n\n:::"
}

// ReleaseStage is the first release tag on c, "" when none.
func ReleaseStage(c *Comment) (tag, title string) {
	for _, st := range []struct{ tag, title string }{
		{"@alpha", "Alpha"}, {"@beta", "Beta"}, {"@experimental", "Experimental"},
	} {
		if c.HasModifier(st.tag) {
			return st.tag, st.title
		}
	}
	return "", ""
}

// ReleaseNote is the admonition for a release stage tag (@beta, @alpha…), "" when none.
func ReleaseNote(c *Comment) string {
	tag, title := ReleaseStage(c)
	if tag == "" {
		return ""
	}
	return ":::info " + title + "\n\nThe library marks this API `" + tag +
		"`: it may change without a major version.\n\n:::"
}

// DefaultValue renders @defaultValue/@default as one line of Markdown.
func DefaultValue(s Linker, c *Comment, mode PartsMode) string {
	tags := c.Tags("@defaultValue", "@default")
	if len(tags) == 0 {
		return ""
	}
	return Parts(s, tags[0].Content, mode)
}

// TagsBlock renders the block tags that follow a description: @remarks, then
// @example, @see and any tag this package has no special place for.
func TagsBlock(s Linker, c *Comment) string {
	if c == nil {
		return ""
	}
	var m MDBuilder
	for _, t := range c.Tags("@remarks") {
		m.Block(Parts(s, t.Content, ModeBlock))
	}
	for _, t := range c.Tags("@example") {
		body := Parts(s, t.Content, ModeBlock)
		if !strings.Contains(body, "```") && !strings.Contains(body, "~~~") {
			// TSDoc examples without a fence are code, not prose.
			body = Fence("ts", StripCode(PlainParts(t.Content)))
		}
		m.Block("**Example**")
		m.Block(body)
	}
	for _, t := range c.BlockTags {
		switch t.Tag {
		case "@remarks", "@example", "@deprecated", "@defaultValue", "@default",
			"@returns", "@return", "@param", "@typeParam", "@template", "@privateRemarks",
			"@internal", "@hidden", "@ignore", "@category", "@group":
			continue
		case "@see":
			m.Block("**See also:** " + Parts(s, t.Content, ModeInline))
		default:
			name := strings.TrimPrefix(t.Tag, "@")
			if name == "" {
				continue
			}
			label := strings.ToUpper(name[:1]) + name[1:]
			m.Block("**" + EscapeText(label) + ":** " + Parts(s, t.Content, ModeInline))
		}
	}
	return strings.TrimSpace(m.Buf.String())
}

// PlainParts is the comment as unformatted text, for descriptions and
// example bodies.
func PlainParts(ps []CommentPart) string {
	var b strings.Builder
	for _, p := range ps {
		switch p.Kind {
		case "code":
			if strings.HasPrefix(strings.TrimSpace(p.Text), "```") {
				b.WriteString(p.Text)
			} else {
				b.WriteString(StripCode(p.Text))
			}
		case "inline-tag":
			t := p.Text
			if i := strings.LastIndex(t, " | "); i >= 0 {
				t = t[i+3:]
			}
			b.WriteString(t)
		default:
			b.WriteString(p.Text)
		}
	}
	return b.String()
}

var (
	mdLinkRE      = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	sentenceEndRE = regexp.MustCompile(`[.!?](\s|$)`)
)

// FirstSentence is the plain-text description of a page: the first sentence
// of the summary, without fenced code or Markdown syntax.
func FirstSentence(ps []CommentPart) string {
	var b strings.Builder
	for _, p := range ps {
		if p.Kind == "code" && strings.HasPrefix(strings.TrimSpace(p.Text), "```") {
			break // a description never runs into an example
		}
		b.WriteString(PlainParts([]CommentPart{p}))
	}
	text := b.String()
	if i := strings.Index(text, "\n\n"); i >= 0 {
		text = text[:i]
	}
	text = mdLinkRE.ReplaceAllString(text, "$1")
	text = strings.NewReplacer("**", "", "__", "").Replace(text)
	text = strings.Join(strings.Fields(text), " ")
	if loc := sentenceEndRE.FindStringIndex(text); loc != nil {
		text = text[:loc[0]+1]
	}
	return text
}

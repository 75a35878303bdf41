package resolve

import "github.com/contentc/contentc/compiler/internal/model"

// themeText is a text of the theme (its message key, and its English text) in
// the language of the page's locale (see model.State.ThemeText).
func (c *compiler) themeText(p *model.Page, key, text string) string {
	return c.ThemeText(p.Version.Locale, key, text)
}

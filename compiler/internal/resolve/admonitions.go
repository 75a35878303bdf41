package resolve

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/langinfo"
	"github.com/contentc/contentc/compiler/internal/model"
)

// themeText is a text of the theme (its message key, and its English text) in
// the language of the page's locale, as Docusaurus translates it: the locale's
// code.json message, else the theme's own translation for the locale (only
// admonition headings are kept here), else the English text.
func (c *compiler) themeText(p *model.Page, key, text string) string {
	ls, code := p.Version.Locale, c.Cfg.Site.I18n.DefaultLocale
	if ls == nil {
		ls = c.DefaultLocale
	} else {
		code = ls.Info.Code
	}
	if ls != nil && ls.Theme[key] != "" {
		return ls.Theme[key]
	}
	if typ, ok := strings.CutPrefix(key, "theme.admonition."); ok {
		for _, l := range langinfo.TranslationLocales(code) {
			if h, ok := admonitionHeadings[l][typ]; ok {
				return h
			}
		}
	}
	return text
}

// The default headings of admonitions in each language Docusaurus translates
// them to: the messages theme.admonition.<type> of @docusaurus/theme-translations
// 3.9.2 (locales/<locale>/theme-common.json), where they differ from the English
// ones (an English heading stays the type's name, "Caution").
var admonitionHeadings = map[string]map[string]string{
	"ar":      {"note": "ملاحظة", "tip": "تلميح", "info": "معلومات", "danger": "خطر", "caution": "حذر"},
	"bg":      {"note": "Бележка", "tip": "Съвет", "info": "Информация", "warning": "Внимание", "danger": "Опасност", "caution": "Внимание"},
	"de":      {"note": "hinweis", "tip": "tipp", "warning": "warnung", "danger": "gefahr", "caution": "vorsicht"},
	"es":      {"note": "nota", "warning": "aviso", "danger": "peligro", "caution": "precaución"},
	"et":      {"note": "teade", "tip": "nõuanne", "warning": "hoiatus", "danger": "oht", "caution": "hoiatus"},
	"fa":      {"note": "یادداشت", "tip": "نکته", "info": "اطلاع", "warning": "هشدار", "danger": "اخطار", "caution": "توجه"},
	"fr":      {"note": "remarque", "tip": "astuce", "warning": "attention", "caution": "attention"},
	"hu":      {"note": "megjegyzés", "tip": "tanács", "info": "információ", "warning": "vigyázat", "danger": "veszély", "caution": "figyelem"},
	"id":      {"note": "catatan", "warning": "peringatan", "danger": "bahaya", "caution": "waspada"},
	"is":      {"note": "athugasemd", "tip": "ábending", "info": "upplýsingar", "warning": "aðvörun", "danger": "hætta", "caution": "varúð"},
	"it":      {"tip": "suggerimento", "info": "informazioni", "danger": "pericolo", "caution": "attenzione"},
	"ja":      {"note": "注記", "tip": "ヒント", "info": "備考", "warning": "警告", "danger": "危険", "caution": "注意"},
	"ko":      {"note": "노트", "tip": "팁", "info": "정보", "warning": "경고", "danger": "위험", "caution": "주의"},
	"nb":      {"note": "merknad", "tip": "tips", "danger": "fare", "caution": "forsiktig"},
	"nl":      {"note": "notitie", "warning": "waarschuwing", "danger": "gevaar", "caution": "pas op"},
	"pl":      {"note": "notatka", "tip": "wskazówka", "info": "informacja", "warning": "ostrzeżenie", "danger": "ważne", "caution": "uwaga"},
	"pt-BR":   {"note": "observação", "tip": "dica", "info": "informação", "warning": "aviso", "danger": "perigo", "caution": "cuidado"},
	"ru":      {"note": "примечание", "tip": "подсказка", "info": "к сведению", "danger": "осторожно", "caution": "предупреждение"},
	"sl":      {"note": "opomba", "tip": "namig", "info": "informacija", "warning": "opozorilo", "danger": "nevarnost", "caution": "pozor"},
	"sv":      {"note": "anteckning", "tip": "tips", "danger": "risk", "caution": "varning"},
	"tk":      {"note": "bellik", "tip": "maslahat", "info": "maglumat", "warning": "duýduryş", "danger": "howp", "caution": "duýduryş"},
	"tr":      {"note": "not", "tip": "ipucu", "info": "bilgi", "warning": "uyarı", "danger": "tehlike", "caution": "uyarı"},
	"uk":      {"note": "примітка", "tip": "порада", "info": "інформація", "warning": "попередження", "danger": "небезпека", "caution": "обережно"},
	"vi":      {"note": "ghi chú", "tip": "mẹo", "info": "thông tin", "warning": "cảnh báo", "danger": "cảnh báo", "caution": "cẩn thận"},
	"zh-Hans": {"note": "备注", "tip": "提示", "info": "信息", "warning": "注意", "danger": "危险", "caution": "警告"},
	"zh-Hant": {"note": "備註", "tip": "提示", "info": "資訊", "warning": "注意", "danger": "危險", "caution": "警告"},
}

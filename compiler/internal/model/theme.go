package model

import (
	"strings"

	"github.com/contentc/contentc/compiler/internal/langinfo"
)

// ThemeText is a text of the theme (its message key, and its English text) in
// the language of the locale ls (nil: the default locale), as Docusaurus
// translates it: the locale's code.json message, else the theme's own
// translation for the locale (only admonition headings and the category card
// description are kept here), else the English text.
func (c *State) ThemeText(ls *LocaleState, key, text string) string {
	code := c.LocaleCode(ls)
	if ls == nil {
		ls = c.DefaultLocale
	}
	if ls != nil && ls.Theme[key] != "" {
		return ls.Theme[key]
	}
	for _, l := range langinfo.TranslationLocales(code) {
		if typ, ok := strings.CutPrefix(key, "theme.admonition."); ok {
			if h, ok := admonitionHeadings[l][typ]; ok {
				return h
			}
		} else if key == CardCountKey {
			if m, ok := cardCounts[l]; ok {
				return m
			}
		}
	}
	return text
}

// LocaleCode is the code of the locale ls (nil: the default locale).
func (c *State) LocaleCode(ls *LocaleState) string {
	if ls != nil {
		return ls.Info.Code
	}
	return c.Cfg.Site.I18n.DefaultLocale
}

// CardCountKey is the theme message of a category card's description when its
// category has none, and CardCount its English text: the number of the
// category's items, one plural form per |-separated part (see langinfo.Plural).
const (
	CardCountKey = "theme.docs.DocCard.categoryDescription.plurals"
	CardCount    = "1 item|{count} items"
)

// cardCounts are CardCount in each language Docusaurus translates it to
// (@docusaurus/theme-translations 3.9.2, locales/<locale>/theme-common.json),
// where it differs from the English.
var cardCounts = map[string]string{
	"ar": "{count} مواد", "bg": "един предмет|{count} предмета", "de": "1 Eintrag|{count} Einträge",
	"es": "1 artículo|{count} artículos", "et": "1 ese|{count} eset", "fa": "{count} مورد",
	"fr": "1 élément|{count} éléments", "hu": "1 elem|{count} elemek", "id": "1 butir|{count} butir",
	"it": "1 elemento|{count} elementi", "ja": "{count}項目", "ko": "{count} 항목",
	"nb": "1 artikkel|{count} artikler", "nl": "1 artikel|{count} artikelen",
	"pl": "1 element|{count} elementy|{count} elementów", "pt-BR": "1 item|{count} itens",
	"ru": "{count} элемент|{count} элемента|{count} элементов", "sl": "1 vnos|2 vnosa|{count} vnosi|{count} vnosov",
	"sv": "1 artikel|{count} artiklar", "tk": "{count} element|{count} elementler", "tr": "1 öğe|{count} öğe",
	"uk": "{count} елемент|{count} елементи|{count} елементів", "vi": "{count} mục",
	"zh-Hans": "{count} 个项目", "zh-Hant": "{count} 個項目",
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

// Package jsdate reads a date as JavaScript's Date.parse (V8's) reads a string:
// the ISO 8601 forms, and the human forms its fallback parser accepts
// ("16 December 2024", "Dec 16, 2024", "Mon, 16 Dec 2024 10:00:00 GMT",
// "12/16/2024", "2024/12/16"). Docusaurus reads front matter dates with
// `new Date(…)`, so a date any browser reads is a date here too.
//
// One difference, on purpose: a form without a time zone is read as UTC, where
// JavaScript reads the human forms in the local time of the machine that builds
// the site. The same source then gives the same output on every machine.
package jsdate

import (
	"strings"
	"time"
)

// isoForms are the ISO 8601 forms of Date.parse's first parser.
var isoForms = []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02T15:04", "2006-01-02 15:04:05", "2006-01-02", "2006-01", "2006"}

// Parse reads s as Date.parse would (in UTC where s names no zone).
func Parse(s string) (time.Time, bool) {
	s = strings.TrimSpace(s)
	for _, f := range isoForms {
		if t, err := time.Parse(f, s); err == nil {
			return t.UTC(), true
		}
	}
	return legacy(s)
}

var months = []string{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"}
var weekdays = []string{"sun", "mon", "tue", "wed", "thu", "fri", "sat"}

// legacy is V8's fallback parser (src/date/dateparser): words, numbers and
// punctuation in any order. A month may be a name (its first three letters
// count) or a number; the numbers of the day part are read as V8's
// DayComposer reads them (month, day, year unless the first number cannot be a
// day, then year, month, day); a number followed by ':' starts the time; am/pm,
// "UTC"/"GMT"/"Z" and a "+hhmm" offset are read; words before the first number
// (such as a weekday) are skipped, and an unknown word after it makes the
// string no date, as in V8.
func legacy(s string) (time.Time, bool) {
	var day []int
	month := 0 // a named month, 1 to 12
	var clock []int
	ampm := 0 // 1 am, 2 pm
	offset, zoned := 0, false
	seenNumber := false
	i := 0
	for i < len(s) {
		c := s[i]
		switch {
		case isDigit(c):
			j := i
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if j-i > 9 {
				return time.Time{}, false
			}
			n := atoi(s[i:j])
			seenNumber = true
			if j < len(s) && s[j] == ':' || i > 0 && s[i-1] == ':' { // hours, minutes, seconds
				if len(clock) == 3 {
					return time.Time{}, false
				}
				clock = append(clock, n)
				if len(clock) == 3 && j+1 < len(s) && s[j] == '.' && isDigit(s[j+1]) { // milliseconds
					for j++; j < len(s) && isDigit(s[j]); j++ {
					}
				}
			} else {
				if len(day) == 3 {
					return time.Time{}, false
				}
				day = append(day, n)
			}
			i = j
		case isLetter(c):
			j := i
			for j < len(s) && isLetter(s[j]) {
				j++
			}
			w := strings.ToLower(s[i:j])
			i = j
			switch {
			case w == "am" || w == "pm":
				ampm = 1
				if w == "pm" {
					ampm = 2
				}
			case w == "z" || w == "ut" || w == "utc" || w == "gmt":
				zoned = true
			case w == "t" && seenNumber:
			case len(w) >= 3 && index(months, w[:3]) >= 0:
				month = index(months, w[:3]) + 1
			case len(w) >= 3 && index(weekdays, w[:3]) >= 0:
			case !seenNumber:
				// words before the first number are skipped
			default:
				return time.Time{}, false
			}
		case (c == '+' || c == '-') && (zoned || len(clock) > 0) && i+1 < len(s) && isDigit(s[i+1]):
			j := i + 1
			for j < len(s) && (isDigit(s[j]) || s[j] == ':') {
				j++
			}
			digits := strings.ReplaceAll(s[i+1:j], ":", "")
			n := atoi(digits)
			if len(digits) <= 2 {
				n *= 100
			}
			offset = n/100*60 + n%100
			if c == '-' {
				offset = -offset
			}
			zoned = true
			i = j
		case c == '(': // a comment, as in "GMT+0100 (Central European Standard Time)"
			for i < len(s) && s[i] != ')' {
				i++
			}
			i++
		default:
			i++
		}
	}
	var y, m, d int
	isDay := func(n int) bool { return n >= 1 && n <= 31 }
	if month == 0 {
		switch {
		case len(day) == 3 && !isDay(day[0]):
			y, m, d = day[0], day[1], day[2]
		case len(day) >= 2:
			m, d = day[0], day[1]
			y = 2001
			if len(day) == 3 {
				y = day[2]
			}
		default:
			return time.Time{}, false
		}
	} else {
		m = month
		switch {
		case len(day) == 1 && isDay(day[0]):
			d, y = day[0], 2001
		case len(day) == 1:
			y, d = day[0], 1
		case len(day) == 2 && !isDay(day[0]):
			y, d = day[0], day[1]
		case len(day) == 2:
			d, y = day[0], day[1]
		default:
			return time.Time{}, false
		}
	}
	if y >= 0 && y <= 49 {
		y += 2000
	} else if y >= 50 && y <= 99 {
		y += 1900
	}
	h, mi, sec := 0, 0, 0
	if len(clock) > 0 {
		h = clock[0]
	}
	if len(clock) > 1 {
		mi = clock[1]
	}
	if len(clock) > 2 {
		sec = clock[2]
	}
	if ampm != 0 {
		if h > 12 {
			return time.Time{}, false
		}
		h %= 12
		if ampm == 2 {
			h += 12
		}
	}
	if m < 1 || m > 12 || d < 1 || d > 31 || h > 24 || mi > 59 || sec > 59 || h == 24 && (mi > 0 || sec > 0) {
		return time.Time{}, false
	}
	// A day past the month's end runs into the next month, as in V8 (February 30 is March 1).
	t := time.Date(y, time.Month(m), d, h, mi, sec, 0, time.UTC)
	return t.Add(-time.Duration(offset) * time.Minute), true
}

func isDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func atoi(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

func index(list []string, w string) int {
	for i, x := range list {
		if x == w {
			return i
		}
	}
	return -1
}

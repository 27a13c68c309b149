package app

import (
	"strings"
	"unicode"
)

// wrapText breaks text into lines that fit maxW pixels at px, so a long
// message gets more lines instead of smaller letters. The app has no font
// metrics, so widths are estimated generously (Latin about 0.58 em, CJK and
// other wide characters a full em); the renderer still shrinks a line the
// estimate got wrong, which then happens by a few percent at most. Lines
// break at spaces, and anywhere between wide characters (Chinese and
// Japanese use no spaces).
func wrapText(text string, px, maxW int) []string {
	if px <= 0 || maxW <= 0 || textWidth(text, px) <= maxW {
		return []string{text}
	}
	var lines []string
	var line strings.Builder
	w := 0
	flush := func() {
		if s := strings.TrimSpace(line.String()); s != "" {
			lines = append(lines, s)
		}
		line.Reset()
		w = 0
	}
	for _, word := range breakLong(splitWords(text), px, maxW) {
		ww := textWidth(word, px)
		if w > 0 && w+ww > maxW {
			flush()
			word = strings.TrimLeft(word, " ")
			ww = textWidth(word, px)
		}
		line.WriteString(word)
		w += ww
	}
	flush()
	return lines
}

// splitWords cuts text into pieces that may start a line: a word with the
// space before it, or one wide character.
func splitWords(text string) []string {
	var out []string
	start, prevWide := 0, false
	for i, r := range text {
		if i > start && (r == ' ' || wide(r) || prevWide) {
			out = append(out, text[start:i])
			start = i
		}
		prevWide = wide(r)
	}
	return append(out, text[start:])
}

// breakLong cuts any piece wider than maxW (a file name with a time stamp)
// into pieces that fit, so no line has to shrink for it.
func breakLong(words []string, px, maxW int) []string {
	var out []string
	for _, w := range words {
		for textWidth(w, px) > maxW {
			rs := []rune(w)
			n := 1
			for n < len(rs) && textWidth(string(rs[:n+1]), px) <= maxW {
				n++
			}
			out = append(out, string(rs[:n]))
			w = string(rs[n:])
		}
		out = append(out, w)
	}
	return out
}

// textWidth estimates the width of s drawn at px.
func textWidth(s string, px int) int {
	w := 0.0
	for _, r := range s {
		switch {
		case wide(r):
			w += 1.0
		case unicode.IsUpper(r):
			w += 0.68
		default:
			w += 0.56
		}
	}
	return int(w * float64(px))
}

// wide reports characters drawn a full em wide: CJK ideographs, kana,
// Hangul and full-width punctuation.
func wide(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) ||
		(r >= 0x3000 && r <= 0x303f) || (r >= 0xff00 && r <= 0xffef)
}

// headingPx is the size a heading is drawn at in maxW: px, or smaller
// until it fits on one line, but never below floor (then it wraps).
func headingPx(text string, px, floor, maxW int) int {
	for px > floor && textWidth(text, px)*11/10 > maxW {
		px--
	}
	return px
}

package app

import (
	"strings"
	"testing"
)

// A notice too long for the panel is broken into lines that each fit and
// together say everything, in English and in Japanese (no spaces).
func TestWrapTextKeepsEveryWordWithinTheWidth(t *testing.T) {
	for _, tc := range []struct{ text, joiner string }{
		{"Could not read settings.json: the file is damaged or not a game record", " "},
		{"settings.json を開けません：ファイルが壊れているか棋譜ではありません", ""},
		{"short", " "},
		{"set aside as settings.json.corrupt-20261201T102200Z and the defaults are used", " "},
	} {
		lines := wrapText(tc.text, 20, 300)
		if got := strings.Join(lines, tc.joiner); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(tc.text, " ", "") {
			t.Errorf("%q wrapped to %q: text lost", tc.text, lines)
		}
		for _, l := range lines {
			if textWidth(l, 20) > 300 && len([]rune(l)) > 1 {
				t.Errorf("%q: line %q is wider than 300 px", tc.text, l)
			}
		}
		if textWidth(tc.text, 20) > 300 && len(lines) < 2 {
			t.Errorf("%q was not wrapped", tc.text)
		}
	}
}

// spoken is the panel's text as one sentence stream: a wrapped notice
// reads the same as an unwrapped one.
func spoken(v View) string { return strings.ReplaceAll(lineTexts(v), "\n", " ") }

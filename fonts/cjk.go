package fonts

import (
	_ "embed"
	"strings"
)

// The CJK faces are subsets of Noto Sans CJK holding only the characters the
// message catalogs use (about 600 kB for all four; see subset.sh and
// NotoSansCJK-LICENSE.txt). Text the catalogs do not contain (a file path
// with CJK in it) may show missing-glyph boxes.

//go:embed NotoSansCJKtc-Subset-Regular.otf
var cjkTC []byte

//go:embed NotoSansCJKtc-Subset-Bold.otf
var cjkTCBold []byte

//go:embed NotoSansCJKjp-Subset-Regular.otf
var cjkJP []byte

//go:embed NotoSansCJKjp-Subset-Bold.otf
var cjkJPBold []byte

// CJK returns the regular CJK font (OpenType/CFF bytes) for a language tag
// such as "zh-Hant", "ko" or "ja". Japanese gets Japanese glyph forms (kanji
// shapes, punctuation set in the corner of the square); every other
// language gets the Traditional Chinese face, which also draws Hangul and
// kana. Both faces cover every character of every catalog. The slice is
// shared: callers must not modify it.
func CJK(lang string) []byte {
	if isJapanese(lang) {
		return cjkJP
	}
	return cjkTC
}

// CJKBold is the bold counterpart of CJK, for titles and buttons.
func CJKBold(lang string) []byte {
	if isJapanese(lang) {
		return cjkJPBold
	}
	return cjkTCBold
}

// UsesCJK reports whether text in the language is drawn with the CJK font
// as its primary font (Chinese, Japanese, Korean); other languages use
// DejaVu Sans, with the CJK font only for characters DejaVu lacks.
func UsesCJK(lang string) bool {
	l := strings.ToLower(lang)
	for _, p := range []string{"zh", "ja", "ko"} {
		if l == p || strings.HasPrefix(l, p+"-") || strings.HasPrefix(l, p+"_") {
			return true
		}
	}
	return false
}

func isJapanese(lang string) bool {
	l := strings.ToLower(lang)
	return l == "ja" || strings.HasPrefix(l, "ja-") || strings.HasPrefix(l, "ja_")
}

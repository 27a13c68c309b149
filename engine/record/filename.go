package record

import (
	"strings"
	"time"
	"unicode"
)

// maxNameRunes caps each player's part of a file name, so the whole name
// stays far below every file system's 255-byte limit.
const maxNameRunes = 24

// FileName proposes a file name (without extension; add Format.Ext) for a
// saved game: the save time, then the players, e.g.
// "2026-11-30_143105_Alice_vs_Bob". It is safe on Windows, macOS and
// Linux: letters and digits of any script, "-" and "." are kept, anything
// else (path separators, reserved characters <>:"/\|?*, control characters,
// spaces) becomes "_"; the leading date rules out reserved device names
// such as CON or NUL, and no part ends with a dot or a space.
func FileName(g *Game, now time.Time) string {
	black, white := "Black", "White"
	if g != nil {
		black = fileNamePart(g.Black, "Black")
		white = fileNamePart(g.White, "White")
	}
	return now.Format("2006-01-02_150405") + "_" + black + "_vs_" + white
}

func fileNamePart(s, fallback string) string {
	var b strings.Builder
	n := 0
	lastUnderscore := true // suppresses a leading "_"
	for _, r := range s {
		if n == maxNameRunes {
			break
		}
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '.':
			b.WriteRune(r)
			lastUnderscore = false
		case !lastUnderscore:
			b.WriteByte('_')
			lastUnderscore = true
		default:
			continue
		}
		n++
	}
	out := strings.TrimRight(b.String(), "_.")
	out = strings.TrimLeft(out, ".")
	if out == "" {
		return fallback
	}
	return out
}

package fonts

// Run is a stretch of a line drawn with one font.
type Run struct {
	Text string
	// Fallback: draw with the secondary font (see SplitRuns).
	Fallback bool
}

// SplitRuns cuts s into runs so each character is drawn by a font that has
// it: the primary font where it has the glyph, else the secondary one if
// that has it, else the primary (whose missing-glyph box then shows).
// Characters both fonts have (spaces, digits, "·") stay in the primary
// font, so a line switches font as rarely as possible.
//
// The renderer passes the charset of the current language's font as
// primary: DejaVu Sans for English (the CJK subset as secondary, for the
// language menu's "日本語"), the CJK subset for Chinese, Korean and
// Japanese (DejaVu as secondary, for an accented name in an error message).
func SplitRuns(s string, primary, secondary Charset) []Run {
	var runs []Run
	start, cur := 0, false
	for i, r := range s {
		fb := !primary.Has(r) && secondary.Has(r)
		if i > start && fb != cur {
			runs = append(runs, Run{Text: s[start:i], Fallback: cur})
			start = i
		}
		cur = fb
	}
	if start < len(s) {
		runs = append(runs, Run{Text: s[start:], Fallback: cur})
	}
	return runs
}

package record

import (
	"time"

	"gomoku/engine/store"
)

// Test-only helpers: every format, reading a known format, what a format
// can carry (Normalize: the round-trip tests compare against it) and saving
// a record in a chosen format.

// Formats lists every readable and writable format.
func Formats() []Format { return []Format{FormatSGF, FormatPSQ, FormatPOS, FormatMoves} }

// Read parses a record in the given format with default options.
func Read(data []byte, f Format) (*Game, error) { return ReadWith(data, f, Options{}) }

// Normalize returns the game as it comes back from writing it in format f
// and reading it again with opt: the fields f cannot carry are dropped or
// replaced by what the reader assumes. Round trips are exact up to this.
func Normalize(g *Game, f Format, opt Options) *Game {
	n := g.Clone()
	if n.Result.Outcome != BlackWins && n.Result.Outcome != WhiteWins {
		n.Result.Reason = NoReason
	}
	if !carriesTimes(f) || allZero(n.Times) {
		n.Times = nil
	}
	for i, t := range n.Times {
		n.Times[i] = t.Truncate(time.Millisecond)
	}
	if f != FormatSGF {
		n.Variations = nil // only SGF keeps variations
	}
	switch f {
	case FormatMoves, FormatPOS:
		n.Rule = opt.Rule
		n.Black, n.White, n.Event = "", "", ""
		n.Result = Result{}
		n.Date = time.Time{}
	case FormatPSQ:
		n.Black, n.White = psqName(n.Black, 1), psqName(n.White, 2)
		n.Black, n.White = psqReadName(n.Black, 1), psqReadName(n.White, 2)
		n.Event = ""
		n.Result.Reason = NoReason
		n.Date = time.Time{}
	case FormatSGF:
		n.Black, n.White, n.Event = sgfSimpleText(n.Black), sgfSimpleText(n.White), sgfSimpleText(n.Event)
		n.Date = sgfDay(n.Date)
	}
	return n
}

func carriesTimes(f Format) bool { return f == FormatPSQ }

// SaveFile writes a game to path in format f, atomically, replacing any
// file there (the "Save as…" case).
func SaveFile(path string, g *Game, f Format) error {
	data, err := Write(g, f)
	if err != nil {
		return err
	}
	return store.WriteFile(path, data)
}

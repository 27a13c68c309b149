package record

import (
	"fmt"

	"gomoku/engine"
)

// Columns says how column letters map to columns in a move string.
type Columns uint8

const (
	// Letters a, b, c, … with no letter skipped: the usual gomoku notation
	// (Yixin, Gomoku Calculator, this game). h8 is the centre of 15×15.
	LettersAll Columns = iota
	// LettersSkipI is the Go convention RenLib can show: a–h, then j, k, …;
	// "i" is an error. h8 is still the centre of 15×15, but the 9th column
	// is "j".
	LettersSkipI
	// LettersAuto reads a string as LettersAll unless that puts a move off
	// the board while the string never uses "i" and reads cleanly with
	// LettersSkipI — the only case where the two conventions can be told
	// apart from the text alone. It needs MoveOptions.Size: on a board
	// sized to fit the moves, every string reads the usual way.
	LettersAuto
)

// Rows says where row 1 is in a move string.
type Rows uint8

const (
	// RowsFromBottom: row 1 is the bottom row, the usual notation.
	RowsFromBottom Rows = iota
	// RowsFromTop: row 1 is the top row, as RenLib can show it.
	RowsFromTop
)

// MoveOptions tells ParseMoves how to read a move string.
type MoveOptions struct {
	// Size is the board side. 0 means 15, or the smallest larger board that
	// holds every move when some move lies beyond 15×15.
	Size    int
	Columns Columns
	Rows    Rows
}

// ParseMoves reads a move string such as "h8i9j10" or "H8, I9, J10" with
// the given conventions and returns the points and the board size used.
// The usual notation goes straight to engine.ParseMoves; the options only
// add the conventions other programs display.
func ParseMoves(s string, opt MoveOptions) ([]engine.Point, int, error) {
	if len(s) > MaxFileSize {
		return nil, 0, ErrTooLarge
	}
	if opt.Size != 0 && (opt.Size < engine.MinSize || opt.Size > engine.MaxSize) {
		return nil, 0, fmt.Errorf("record: board size %d out of range %d–%d", opt.Size, engine.MinSize, engine.MaxSize)
	}
	toks, err := tokenizeMoves(s)
	if err != nil {
		return nil, 0, err
	}
	cols := opt.Columns
	if cols == LettersAuto {
		cols = LettersAll
		if opt.Size != 0 && !usesI(toks) && offBoard(toks, opt.Size, LettersAll, opt.Rows) && !offBoard(toks, opt.Size, LettersSkipI, opt.Rows) {
			cols = LettersSkipI
		}
	}
	size := opt.Size
	if size == 0 {
		size = neededSize(toks, cols)
	}
	if cols == LettersAll && opt.Rows == RowsFromBottom {
		pts, err := engine.ParseMoves(s, size)
		if err != nil {
			return nil, 0, fmt.Errorf("record: %w", err)
		}
		if len(pts) > size*size {
			return nil, 0, fmt.Errorf("record: move string: %d moves do not fit a %d×%d board", len(pts), size, size)
		}
		return pts, size, nil
	}
	pts := make([]engine.Point, 0, len(toks))
	for _, t := range toks {
		p, ok := t.point(size, cols, opt.Rows)
		if !ok {
			if cols == LettersSkipI && t.col == 'i'-'a' {
				return nil, 0, fmt.Errorf("record: move string: column i at offset %d does not exist with Go-style letters", t.off)
			}
			return nil, 0, fmt.Errorf("record: move string: %s at offset %d is off the %d×%d board", s[t.off:t.end], t.off, size, size)
		}
		pts = append(pts, p)
	}
	if len(pts) > size*size {
		return nil, 0, fmt.Errorf("record: move string: %d moves do not fit a %d×%d board", len(pts), size, size)
	}
	return pts, size, nil
}

// moveToken is one "letter digits" pair of a move string.
type moveToken struct {
	col      int // 0 for a, 25 for z
	row      int // the number as written, 1-based
	off, end int // byte range in the input, for messages
}

func (t moveToken) point(size int, cols Columns, rows Rows) (engine.Point, bool) {
	x := t.col
	if cols == LettersSkipI {
		switch {
		case x == 'i'-'a':
			return engine.NoPoint(), false
		case x > 'i'-'a':
			x--
		}
	}
	y := t.row - 1
	if rows == RowsFromTop {
		y = size - t.row
	}
	p := engine.Point{X: x, Y: y}
	if t.row < 1 || !p.In(size) {
		return engine.NoPoint(), false
	}
	return p, true
}

// tokenizeMoves is engine.MoveTokens with the record package's own error
// prefix and token type.
func tokenizeMoves(s string) ([]moveToken, error) {
	ets, err := engine.MoveTokens(s)
	if err != nil {
		return nil, fmt.Errorf("record: %w", err)
	}
	toks := make([]moveToken, len(ets))
	for i, t := range ets {
		toks[i] = moveToken{col: t.Col, row: t.Row, off: t.Off, end: t.End}
	}
	return toks, nil
}

func usesI(toks []moveToken) bool {
	for _, t := range toks {
		if t.col == 'i'-'a' {
			return true
		}
	}
	return false
}

func offBoard(toks []moveToken, size int, cols Columns, rows Rows) bool {
	for _, t := range toks {
		if _, ok := t.point(size, cols, rows); !ok {
			return true
		}
	}
	return false
}

// neededSize is the board a move string without a size is read on: 15, or
// larger when some move needs it, so a pasted 19×19 or 20×20 game still
// loads.
func neededSize(toks []moveToken, cols Columns) int {
	size := engine.DefaultSize
	for _, t := range toks {
		x := t.col
		if cols == LettersSkipI && x > 'i'-'a' {
			x--
		}
		if x+1 > size {
			size = x + 1
		}
		if t.row > size {
			size = t.row
		}
	}
	if size > engine.MaxSize {
		size = engine.MaxSize
	}
	return size
}

// readMoves is the reader for the move-string format: one move string,
// possibly over several lines.
func readMoves(data []byte, opt Options) (*Game, error) {
	s := string(trimBOM(data))
	pts, size, err := ParseMoves(s, MoveOptions{Size: opt.Size, Columns: opt.Columns, Rows: opt.Rows})
	if err != nil {
		return nil, err
	}
	return &Game{Size: size, Rule: opt.Rule, Moves: pts}, nil
}

func writeMoves(g *Game) ([]byte, error) {
	return []byte(engine.FormatMoves(g.Moves) + "\n"), nil
}

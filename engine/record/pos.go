package record

import (
	"gomoku/engine"
)

// RenLib's .pos: byte 0 is the number of moves N, then N bytes, each
// row*15+col with the row counted from the top, 0-based. The board is
// always 15×15 and the file says nothing else (no rule, names or result).

const (
	posSize     = 15
	posMaxMoves = posSize * posSize
)

func readPOS(data []byte, opt Options) (*Game, error) {
	if len(data) == 0 {
		return nil, &SyntaxError{Format: FormatPOS, Byte: 0, Reason: "empty file, expected the number of moves"}
	}
	n := int(data[0])
	if n > posMaxMoves {
		return nil, &SyntaxError{Format: FormatPOS, Byte: 0, Reason: "move count " + itoa(n) + " is more than 225"}
	}
	if len(data) < 1+n {
		return nil, &SyntaxError{Format: FormatPOS, Byte: len(data), Reason: "file ends after " + itoa(len(data)-1) + " of " + itoa(n) + " moves"}
	}
	if len(data) > 1+n {
		return nil, &SyntaxError{Format: FormatPOS, Byte: 1 + n, Reason: itoa(len(data)-1-n) + " bytes after the " + itoa(n) + " moves the first byte announces"}
	}
	g := &Game{Size: posSize, Rule: opt.Rule, Moves: make([]engine.Point, 0, n)}
	for i, b := range data[1:] {
		v := int(b)
		if v >= posMaxMoves {
			return nil, &SyntaxError{Format: FormatPOS, Byte: 1 + i, Reason: "move " + itoa(i+1) + " is " + itoa(v) + ", off the 15x15 board (0–224)"}
		}
		g.Moves = append(g.Moves, engine.Point{X: v % posSize, Y: posSize - 1 - v/posSize})
	}
	return g, nil
}

func writePOS(g *Game) ([]byte, error) {
	if g.Size != posSize {
		return nil, errorf("record: pos: RenLib .pos holds only 15x15 games, this one is %dx%d", g.Size, g.Size)
	}
	out := make([]byte, 0, 1+len(g.Moves))
	out = append(out, byte(len(g.Moves)))
	for _, p := range g.Moves {
		out = append(out, byte((posSize-1-p.Y)*posSize+p.X))
	}
	return out, nil
}

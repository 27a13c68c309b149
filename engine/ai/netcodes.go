package ai

import (
	"fmt"

	"gomoku/engine"
)

// PatternCodes is how many Pattern4 codes there are: the rows a network
// for this engine has.
const PatternCodes = pcodeCount

// CodeBoard replays games for training the network: it gives, position by
// position, the codes the network reads and the classical evaluation.
type CodeBoard struct {
	b    board
	t    *tables
	size int
}

// NewCodeBoard is an empty board of the given kind of game.
func NewCodeBoard(c engine.Config, ts *TableSet) (*CodeBoard, error) {
	if err := c.Validate(); err != nil {
		return nil, fmt.Errorf("ai: %w", err)
	}
	cb := &CodeBoard{t: ts.getFor(c), size: c.Size}
	cb.Reset()
	return cb, nil
}

// Reset empties the board.
func (cb *CodeBoard) Reset() { cb.b.reset(cb.t, cb.size) }

// Play puts the side to move's stone on p.
func (cb *CodeBoard) Play(p engine.Point) error {
	c := cellOf(p)
	if !p.In(cb.size) || cb.b.piece[c] != cEmpty || cb.b.n >= maxMoves {
		return fmt.Errorf("ai: %v is not an empty point", p)
	}
	cb.b.play(c)
	return nil
}

// ToMove is 0 when Black moves next, 1 for White.
func (cb *CodeBoard) ToMove() int { return cb.b.stm }

// Quiet reports that neither side can make five at once: the position's
// value is the evaluation's to judge, not a tactic's.
func (cb *CodeBoard) Quiet() bool { return cb.b.cnt[0][p4A] == 0 && cb.b.cnt[1][p4A] == 0 }

// Codes appends side's code of every empty cell to dst: the network's
// input for that side is the sum of these codes' rows.
func (cb *CodeBoard) Codes(side int, dst []uint16) []uint16 {
	b := &cb.b
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			if c := (y+pad)*stride + x + pad; b.piece[c] == cEmpty {
				dst = append(dst, b.pcode[side][c])
			}
		}
	}
	return dst
}

// Classical is the classical evaluation of the position for the side to
// move, as the default engine scores it.
func (cb *CodeBoard) Classical() int {
	c := DefaultConfig()
	return cb.b.evaluate(c.AvgEval, c.Tempo)
}

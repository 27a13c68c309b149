package app

import (
	"slices"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/i18n"
)

// winShape is what the first move of a winning line makes on the board,
// in the words players use for it.
type winShape uint8

const (
	shapeNone winShape = iota
	shapeFive
	shapeOpenFour
	shapeFourFour
	shapeFourThree
	shapeFour
	shapeThreeThree
	shapeOpenThree
)

// winWords is a proved win as a player counts it: the winner's own moves
// up to and including the five (a solver's line may stop at a four no
// block stops; the five after it is one move more), and what its first
// move makes.
type winWords struct {
	moves int
	first engine.Point
	shape winShape
}

// countWin reads line, a winning line for the side to move of pos
// (attacker and defender alternating, attacker first), on the board.
func countWin(pos ai.Position, line []engine.Point) winWords {
	w := winWords{first: engine.NoPoint()}
	cfg, b, side, ok := positionBoard(pos)
	if !ok || len(line) == 0 {
		return winWords{moves: (len(line)+1)/2 + 1, first: engine.NoPoint()}
	}
	w.first = line[0]
	w.shape = shapeOf(cfg, b, side, line[0])
	c := side
	for i, p := range line {
		if !p.In(cfg.Size) || b.At(p) != engine.Empty {
			break
		}
		b.Set(p, c)
		if c == side {
			w.moves++
			if cfg.WinningLine(&b, p) != nil {
				return w
			}
		}
		if i == len(line)-1 {
			break
		}
		c = c.Opponent()
	}
	w.moves++ // the five the unstoppable four makes next
	return w
}

// shapeOf is what side's stone at p makes on b (b is not changed).
func shapeOf(cfg engine.Config, b engine.Board, side engine.Color, p engine.Point) winShape {
	if !p.In(cfg.Size) || b.At(p) != engine.Empty {
		return shapeNone
	}
	b.Set(p, side)
	if cfg.WinningLine(&b, p) != nil {
		return shapeFive
	}
	fours, threes, open := 0, 0, false
	for _, t := range cfg.Threats(&b) {
		if t.Color != side || !slices.Contains(t.Stones, p) {
			continue
		}
		switch t.Kind {
		case engine.Four:
			fours++
			open = open || len(t.Points) >= 2
		case engine.OpenThree:
			threes++
		}
	}
	switch {
	case open:
		return shapeOpenFour
	case fours >= 2:
		return shapeFourFour
	case fours == 1 && threes > 0:
		return shapeFourThree
	case fours == 1:
		return shapeFour
	case threes >= 2:
		return shapeThreeThree
	case threes == 1:
		return shapeOpenThree
	}
	return shapeNone
}

// positionBoard is pos's kind of game, its board and the side to move.
func positionBoard(pos ai.Position) (engine.Config, engine.Board, engine.Color, bool) {
	cfg := pos.Config
	if cfg.Size == 0 {
		cfg = engine.Config{Size: pos.Size, Rule: pos.Rule}
	}
	b, err := engine.NewBoard(cfg.Size)
	if err != nil {
		return cfg, b, engine.Empty, false
	}
	if len(pos.Setup) > 0 {
		for _, s := range pos.Setup {
			b.Set(s.P, s.Color)
		}
		return cfg, b, pos.ToMove, true
	}
	c := engine.Black
	for _, p := range pos.Moves {
		b.Set(p, c)
		c = c.Opponent()
	}
	return cfg, b, c, true
}

// shapeKeys name the shapes ("an open four"), shapeNone none.
var shapeKeys = [...]string{
	shapeFive:       i18n.KeyShapeFive,
	shapeOpenFour:   i18n.KeyShapeOpenFour,
	shapeFourFour:   i18n.KeyShapeFourFour,
	shapeFourThree:  i18n.KeyShapeFourThree,
	shapeFour:       i18n.KeyShapeFour,
	shapeThreeThree: i18n.KeyShapeThreeThree,
	shapeOpenThree:  i18n.KeyShapeOpenThree,
}

// shapeExplained are the lines (How to play's captions) that say what a
// shape's name means, for the names a player may not know yet.
var shapeExplained = map[winShape]string{
	shapeFourThree: i18n.KeyHowtoFourThree,
	shapeOpenThree: i18n.KeyHowtoOpenThree,
}

// textWin is "Black wins in 2 (VCF): j10 makes an open four", for a
// proved win of side of the kind kind.
func (a *App) textWin(w winWords, kind ai.Threat, side engine.Color) string {
	name := "VCF"
	if kind == ai.VCT {
		name = "VCT"
	}
	if w.shape == shapeNone || !w.first.In(engine.MaxSize) {
		return a.t(a.pick(side, i18n.KeyWinInBlack, i18n.KeyWinInWhite), "n", w.moves, "kind", name)
	}
	return a.t(a.pick(side, i18n.KeyWinMakesBlack, i18n.KeyWinMakesWhite), "n", w.moves, "kind", name,
		"move", w.first.String(), "shape", a.t(shapeKeys[w.shape]))
}

// textWinKind explains the kind of a proved win in a line: what a VCF or
// a VCT is, said where the word is shown.
func (a *App) textWinKind(kind ai.Threat) string {
	if kind == ai.VCT {
		return a.t(i18n.KeyExplainVct)
	}
	return a.t(i18n.KeyExplainVcf)
}

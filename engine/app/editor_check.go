package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// editorProblem is why a set-up position cannot be played from: an
// i18n key and the point it concerns (NoPoint when none).
type editorProblem struct {
	key   string
	point engine.Point
}

// checkPosition says whether the editor's position could arise in a game
// under cfg with toMove to play. It checks, in this order:
//
//   - no winning line is on the board already, judged by the rule's own
//     win test (an exact five under Standard and Omok and for Renju's
//     Black, a five not blocked at both ends under Caro, five or more
//     otherwise): a game would have ended there;
//   - the stone counts fit the side to move: Black starts and the sides
//     alternate, so with Black to move both have as many stones, with
//     White to move Black has one more;
//   - where Black is restricted (Renju, or the house setting), no black
//     line of six or more: the stone that made it was forbidden.
//
// Other forbidden shapes (a double three or four of Black) are not
// judged: whether they were legal depends on the order the stones came,
// which a set-up position does not have. The zero editorProblem (key "")
// means the position passes.
func checkPosition(cfg engine.Config, b *engine.Board, toMove engine.Color) editorProblem {
	n := b.Size()
	black, white := 0, 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := engine.Point{X: x, Y: y}
			c := b.At(p)
			switch c {
			case engine.Black:
				black++
			case engine.White:
				white++
			default:
				continue
			}
			if cfg.WinningLine(b, p) != nil {
				if c == engine.Black {
					return editorProblem{i18n.KeyEditorFiveBlack, p}
				}
				return editorProblem{i18n.KeyEditorFiveWhite, p}
			}
		}
	}
	switch {
	case toMove == engine.Black && black != white:
		return editorProblem{i18n.KeyEditorCountBlack, engine.NoPoint()}
	case toMove == engine.White && black != white+1:
		return editorProblem{i18n.KeyEditorCountWhite, engine.NoPoint()}
	}
	if cfg.Restricted(engine.Black) {
		if p, ok := longRun(b, engine.Black, 6); ok {
			return editorProblem{i18n.KeyEditorOverline, p}
		}
	}
	return editorProblem{}
}

// longRun finds a stone of col in a line of at least length stones of
// col.
func longRun(b *engine.Board, col engine.Color, length int) (engine.Point, bool) {
	n := b.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			for _, d := range engine.Directions() {
				k := 0
				for p := (engine.Point{X: x, Y: y}); p.In(n) && b.At(p) == col; p = (engine.Point{X: p.X + d.X, Y: p.Y + d.Y}) {
					k++
				}
				if k >= length {
					return engine.Point{X: x, Y: y}, true
				}
			}
		}
	}
	return engine.NoPoint(), false
}

// interleave orders the stones as a game would have played them, Black
// first and alternating, so the position can be played out as a new game
// through the rules. It needs the counts checkPosition accepts.
func interleave(blacks, whites []engine.Point) []engine.Point {
	out := make([]engine.Point, 0, len(blacks)+len(whites))
	for i := range blacks {
		out = append(out, blacks[i])
		if i < len(whites) {
			out = append(out, whites[i])
		}
	}
	return out
}

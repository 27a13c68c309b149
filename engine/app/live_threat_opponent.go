package app

import (
	"context"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/i18n"
)

// The threat line speaks for the side to move first: "Black wins by VCF
// in 7". When that side has no win within the solver's bounds, what its
// opponent threatens matters as much — the win it would have if the side
// to move passed, which the next move has to stop: "White threatens VCF
// in 5" (in 1: a four to block, or an open three about to become four).

// opponentThreat asks the solver, within the threat line's bounds, for a
// win of the side not to move in bp, as if it were its turn.
func opponentThreat(ctx context.Context, eng *ai.Searcher, bp boardPosition) solveAnswer {
	return solveWithin(ctx, eng, passed(bp), threatVCF, threatVCT, threatNodes)
}

// passed is bp's stones with the other side to move (a set-up position,
// so the solver needs no move order).
func passed(bp boardPosition) ai.Position {
	pos := ai.Position{Config: bp.pos.Config, Size: bp.pos.Size, Rule: bp.pos.Rule, ToMove: bp.toMove.Opponent()}
	n := bp.board.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := engine.Point{X: x, Y: y}
			if c := bp.board.At(p); c != engine.Empty {
				pos.Setup = append(pos.Setup, ai.Stone{P: p, Color: c})
			}
		}
	}
	return pos
}

// textThreatens says what side threatens by ans: "White threatens VCF in 5".
func (a *App) textThreatens(ans solveAnswer, side engine.Color) string {
	key := i18n.KeyThreatsThreatVcfBlack
	switch {
	case ans.kind == ai.VCF && side == engine.White:
		key = i18n.KeyThreatsThreatVcfWhite
	case ans.kind == ai.VCT && side == engine.Black:
		key = i18n.KeyThreatsThreatVctBlack
	case ans.kind == ai.VCT:
		key = i18n.KeyThreatsThreatVctWhite
	}
	return a.t(key, "n", ans.moves)
}

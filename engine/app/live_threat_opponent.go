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
	return a.t(threatKey(ans.kind, side, [4]string{i18n.KeyThreatsThreatVcfBlack,
		i18n.KeyThreatsThreatVcfWhite, i18n.KeyThreatsThreatVctBlack, i18n.KeyThreatsThreatVctWhite}), "n", ans.words.moves)
}

// threatKey picks among keys (VCF for Black, for White, VCT for Black,
// for White) the one for kind and side.
func threatKey(kind ai.Threat, side engine.Color, keys [4]string) string {
	i := 0
	if kind == ai.VCT {
		i = 2
	}
	if side == engine.White {
		i++
	}
	return keys[i]
}

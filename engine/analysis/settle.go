package analysis

import "gomoku/engine"

// settle grades every move of r once more, from the positions as the
// passes left them: a pass that proved a position won or lost further
// back changed its chance, and the flags follow the chances, so the graph
// and the flags never disagree — every fall of BlunderDrop or more is a
// flagged move, no move that keeps a forced win or is played in a lost
// position is blamed. facts come from the positions' proofs (Mate), which
// the chances already show (a proved position is 0 or 1).
func settle(r *Report) {
	// A position from which the mover played into a position proved lost
	// for the other side was won for the mover: a win proved later is
	// carried back along the winner's moves, so the loser's move before
	// it is where the graph falls, and is graded there.
	for j := len(r.Moves) - 1; j >= 0; j-- {
		after := r.Positions[j+1]
		if mover := r.Moves[j].Color; (after.Over && after.Winner == mover) || (!after.Over && after.Mate < 0) {
			markLost(r, j, mover.Opponent()) // defence.go
		}
	}
	for j := range r.Moves {
		regrade(r, j) // defence.go
		m := &r.Moves[j]
		before, after := r.Positions[j], r.Positions[j+1]
		f := facts{
			hadWin:     before.Mate > 0,
			lostBefore: before.Mate < 0,
			lostAfter:  !after.Over && after.Mate > 0,
			wins:       (after.Over && after.Winner == m.Color) || (!after.Over && after.Mate < 0),
			engineBest: m.Move == before.Best,
		}
		own := ownChance(m.Color)
		m.Severity, m.Reason = classify(own(m.Before), own(m.After), f)
	}
}

// ownChance turns Black's win chance into side's.
func ownChance(side engine.Color) func(black float64) float64 {
	return func(black float64) float64 {
		if side == engine.Black {
			return black
		}
		return 1 - black
	}
}

package analysis

import (
	"context"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// The defence pass. The search grades a move against the engine's own
// choice, so a game the engine itself lost to a stronger program shows no
// mistake: every move it played was its own best at the same depth, and
// "the engine's own choice is never flagged". Yet the solver can settle
// what the search cannot see: after the move that lost, the opponent has
// a forced win (a VCT the solver proves), and after some other move it
// has none (the solver, finishing within its budget, proves there is no
// VCT within the same bound). Such a move is a missed defence, and the
// other move the better one. When every reply loses too, the position
// before was already lost, and the pass looks one move further back (the
// loser's previous move, if the opponent's win was proved right after it
// as well), at most defenceBack moves.
const (
	defenceMoves = 10      // the VCT bound, in attacking moves (as keepWinMoves)
	defenceNodes = 100_000 // solver nodes per reply tried
	defenceBack  = 3       // earlier moves of the loser looked at
	// defenceReach: replies are the empty points within this distance
	// of a stone (a defence against threats blocks or counters near them).
	defenceReach = 2
)

// findDefences runs the pass over a graded report, in place.
func (a *Analyzer) findDefences(ctx context.Context, g Game, r *Report) error {
	for i := range r.Moves {
		before, after := r.Positions[i], r.Positions[i+1]
		if r.Moves[i].Severity != Good || before.Mate != 0 || after.Over || after.Mate <= 0 {
			continue // not the move after which a loss was first proved
		}
		if err := a.blame(ctx, g, r, i); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// blame looks for the loser's missed defence at move i (0-based), the
// first after which the opponent's win was proved, and before it.
func (a *Analyzer) blame(ctx context.Context, g Game, r *Report, i int) error {
	for k := i; k >= 0 && k >= i-2*defenceBack; k -= 2 {
		if k < i && (r.Moves[k].Severity != Good || r.Positions[k].Mate != 0) {
			return nil // flagged already, or from a position proved either way
		}
		// The loss after move k, within the bound the replies are held to.
		lost, err := a.vct(ctx, g, g.Moves[:k+1])
		if err != nil || !lost {
			return err
		}
		c, err := a.defence(ctx, g, k)
		if err != nil {
			return err
		}
		if c != engine.NoPoint() {
			flagDefence(r, k, i, c)
			return nil
		}
	}
	return nil
}

// vct reports whether the side to move after moves has a VCT within the
// bound: true only for a proof.
func (a *Analyzer) vct(ctx context.Context, g Game, moves []engine.Point) (bool, error) {
	pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: moves}
	p, err := a.eng.Solve(ctx, pos, ai.VCT, defenceMoves, defenceNodes)
	if err != nil {
		return false, ctx.Err() // an illegal position (a forbidden point): no proof
	}
	return p.Won(), nil
}

// defence is a reply to the position before move k, other than the move
// played, after which the solver proves the opponent has no VCT within
// the bound (a complete search without a line); NoPoint when every reply
// loses or cannot be settled.
func (a *Analyzer) defence(ctx context.Context, g Game, k int) (engine.Point, error) {
	moves := append(append([]engine.Point(nil), g.Moves[:k]...), engine.Point{})
	for _, c := range candidates(g, k) { // backward.go
		moves[k] = c
		pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: moves}
		p, err := a.eng.Solve(ctx, pos, ai.VCT, defenceMoves, defenceNodes)
		if err := ctx.Err(); err != nil {
			return engine.NoPoint(), err
		}
		if err == nil && !p.Won() && !p.Exhausted {
			return c, nil
		}
	}
	return engine.NoPoint(), nil
}

func nearStone(b *engine.Board, c engine.Point, size int) bool {
	for dy := -defenceReach; dy <= defenceReach; dy++ {
		for dx := -defenceReach; dx <= defenceReach; dx++ {
			q := engine.Point{X: c.X + dx, Y: c.Y + dy}
			if q.In(size) && b.At(q) != engine.Empty {
				return true
			}
		}
	}
	return false
}

// flagDefence marks move k a missed defence with c the better move, and
// the positions from after it to after move i lost for its mover: each
// was proved lost on the way back (the opponent's VCT after the loser's
// moves, every reply losing before them).
func flagDefence(r *Report, k, i int, c engine.Point) {
	loser := r.Moves[k].Color
	r.Positions[k].Best, r.Positions[k].Line = c, []engine.Point{c}
	for j := k + 1; j <= i+1; j++ {
		markLost(r, j, loser)
	}
	for j := k; j <= i; j++ {
		regrade(r, j)
	}
	m := &r.Moves[k]
	m.Severity, m.Reason = Blunder, ReasonMissedDefence
}

// regrade brings move j's chances, drop and engine move up to date with
// the positions around it, after a pass has proved one of them.
func regrade(r *Report, j int) {
	m := &r.Moves[j]
	m.Before, m.After = r.Positions[j].Black, r.Positions[j+1].Black
	m.Best, m.Line = r.Positions[j].Best, r.Positions[j].Line
	own := ownChance(m.Color)
	m.Drop = own(m.Before) - own(m.After)
}

// markLost marks position j proved lost for loser (won for the other
// side) unless it was proved already.
func markLost(r *Report, j int, loser engine.Color) {
	p := &r.Positions[j]
	if p.Mate == 0 {
		p.Mate = 1 // proved, length not counted
		if p.ToMove == loser {
			p.Mate = -1
		}
	}
	p.Black = blackChance(p.ToMove, WinChance(0, p.Mate))
}

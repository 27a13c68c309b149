package analysis

import (
	"context"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// The backward pass. The defence pass (defence.go) blames the loser only
// where the opponent's win is a VCT of at most 10 moves right after the
// loser's move. Against a stronger program the loss is often proved only
// later: the winner plays a quiet move (no threat) and only then has a
// VCT, so the loser's real mistake comes before anything the forward
// pass can prove. This pass walks back from the first position proved
// lost, over the loser's moves, with a deeper bound (a VCT of up to 14
// attacking moves) and a node budget per game:
//
//   - at the loser's move k (the loss after it proved), every other reply
//     is tried with the solver. A reply after which the solver, finishing
//     within its budget, proves the opponent has no VCT within the bound,
//     after which the engine's search finds no forced win either, and
//     after which the solver proves no VCT two moves along the search's
//     line (lineHolds: a mere counter-three holds the VCT off one move),
//     is a defence: move k is a blunder (missed-defence), and the defence
//     the engine's search likes best is the better move, with its line;
//   - when every reply loses to a proved VCT (or to a win the search
//     proves), the position before move k was lost already: the winner's
//     move before it won, so the loss after the loser's previous move is
//     proved too, and the pass looks at that move;
//   - when some reply could not be settled, the loss after the loser's
//     previous move needs a proof of its own (a VCT within the bound);
//     without one the pass stops.
//
// Everything is bounded by nodes and depths, never by time, so a review
// gives the same report on every run and machine.
const (
	backMoves      = 14        // the VCT bound, in attacking moves
	backProbeNodes = 50_000    // solver nodes per reply, first round
	backRetries    = 6         // replies left open that get a second round, at most
	backReplyNodes = 220_000   // solver nodes per reply, second round
	backProofNodes = 300_000   // solver nodes to prove a loss directly
	backNodes      = 3_000_000 // solver nodes for the whole pass, per game
	backStepNodes  = 1_000_000 // of which one of the loser's moves may spend
	backSteps      = 8         // loser moves looked at, walking back
	backRanked     = 8         // defences compared by a search, at most
	backGuardNodes = 100_000   // solver nodes to check a defence along the engine's line
)

// findDeepDefences runs the backward pass over a graded report, in place,
// after the defence pass: it looks at the losses no move was blamed for.
func (a *Analyzer) findDeepDefences(ctx context.Context, g Game, opt Options, r *Report) error {
	budget := uint64(backNodes)
	for i := range r.Moves {
		before, after := r.Positions[i], r.Positions[i+1]
		if before.Mate != 0 || after.Over || after.Mate <= 0 || r.Moves[i].Severity != Good {
			continue // not a first proved loss, or one already explained
		}
		if err := a.walkBack(ctx, g, opt, r, i, &budget); err != nil {
			return err
		}
	}
	return ctx.Err()
}

// walkBack looks for the loser's missed defence at move i (0-based), after
// which the opponent's win was proved, and before it. When it finds none,
// the positions where every reply lost are still marked lost (the
// winner's move into each kept its win, settle.go carries that back and
// flags the loser's move before); the positions the solver proved won for
// the winner on its own are not: that VCT is deeper than the check that
// the winner's next move kept it (keepWinMoves), so marking them would
// blame the winner's moves for wins they most likely kept.
func (a *Analyzer) walkBack(ctx context.Context, g Game, opt Options, r *Report, i int, budget *uint64) error {
	var lostBefore []int // loser moves whose position before was proved lost
	found := false
	defer func() {
		if found {
			return // markBack marked them with the rest
		}
		for _, j := range lostBefore {
			markLost(r, j, r.Moves[i].Color) // defence.go
		}
	}()
	for k, step := i, 0; k >= 0 && step < backSteps; k, step = k-2, step+1 {
		if k < i && (r.Moves[k].Severity != Good || r.Positions[k].Mate != 0) {
			return nil // flagged already, or from a position proved either way
		}
		res, err := a.replies(ctx, g, opt, k, budget)
		if err != nil || res.stopped {
			return err
		}
		if res.best != engine.NoPoint() {
			markBack(r, k, i, res.line, lostBefore)
			found = true
			return nil
		}
		if k < 2 {
			return nil
		}
		if res.allLost {
			lostBefore = append(lostBefore, k)
			continue
		}
		// The loss after the loser's previous move, proved on its own.
		pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: g.Moves[:k-1]}
		p, err := a.eng.Solve(ctx, pos, ai.VCT, backMoves, min(backProofNodes, *budget))
		if err := ctx.Err(); err != nil {
			return err
		}
		*budget -= min(p.Nodes, *budget)
		if err != nil || !p.Won() {
			return nil
		}
	}
	return nil
}

// replyResult is what the solver and the search found about the replies
// to the position before one of the loser's moves.
type replyResult struct {
	best    engine.Point   // the defence, NoPoint when none was found
	line    []engine.Point // best and the engine's main line after it
	allLost bool           // every reply lost to a proved win
	stopped bool           // the budget ran out first: nothing is known
}

// replies tries every reply to the position before move k other than the
// move played: the solver first, in two rounds — every reply with
// backProbeNodes (a defence is usually cheap to settle, and most replies
// that lose too), then, when that found no defence, the few it left open
// with backReplyNodes (more than backRetries open: the position is too
// wide for the solver, and the walk stops) — then a search after each of
// the first backRanked defences, the best for the loser by that search
// being the one named.
func (a *Analyzer) replies(ctx context.Context, g Game, opt Options, k int, total *uint64) (replyResult, error) {
	// A step spends at most backStepNodes of the pass's budget: a wide
	// open position costs that much and no more.
	left := min(*total, backStepNodes)
	defer func(start uint64) { *total -= start - left }(left)
	budget := &left
	res := replyResult{best: engine.NoPoint(), allLost: true}
	var defences, open []engine.Point
	try := func(c engine.Point, nodes uint64) error {
		if *budget == 0 {
			res.stopped = true
			return nil
		}
		moves := append(append([]engine.Point(nil), g.Moves[:k]...), c)
		pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: moves}
		p, err := a.eng.Solve(ctx, pos, ai.VCT, backMoves, min(nodes, *budget))
		if err := ctx.Err(); err != nil {
			return err
		}
		*budget -= min(p.Nodes, *budget)
		switch {
		case err != nil: // a point the rules forbid the loser: no reply
		case p.Won():
		case p.Exhausted:
			open = append(open, c)
		default:
			defences = append(defences, c)
		}
		return nil
	}
	for _, c := range candidates(g, k) {
		if err := try(c, backProbeNodes); err != nil || res.stopped {
			return res, err
		}
	}
	if len(defences) == 0 && len(open) > backRetries {
		res.stopped = true
		return res, nil
	}
	if len(defences) == 0 {
		retry := open
		open = nil
		for _, c := range retry {
			if err := try(c, backReplyNodes); err != nil || res.stopped {
				return res, err
			}
		}
	}
	res.allLost = len(open) == 0
	bestScore := 0
	for n, c := range defences {
		if n == backRanked {
			res.allLost = false // the rest are not known to lose
			break
		}
		moves := append(append([]engine.Point(nil), g.Moves[:k]...), c)
		info, err := a.search(ctx, ai.Position{Size: g.Size, Rule: g.Rule, Moves: moves}, opt, forcedChain)
		if err != nil {
			return res, err
		}
		if info.Mate > 0 {
			continue // the search proves the opponent's win: lost too
		}
		res.allLost = false
		if held, err := a.lineHolds(ctx, g, moves, info.PV, budget); err != nil || !held {
			if err != nil {
				return res, err
			}
			continue
		}
		if score := -info.Score; res.best == engine.NoPoint() || score > bestScore {
			res.best, bestScore = c, score
			res.line = append([]engine.Point{c}, info.PV...)
		}
	}
	return res, nil
}

// lineHolds checks a defence against the engine's own line after it: a
// defence that only makes a threat of the loser's own (a three the
// winner blocks) stops the VCT for one move, and the winner's VCT is
// back after the block and the loser's next move. The solver asks, at
// the position two moves along pv, for the winner's VCT again (within
// backGuardNodes); a proved one means the reply defended in name only.
// An unsettled answer lets it stand.
func (a *Analyzer) lineHolds(ctx context.Context, g Game, moves, pv []engine.Point, budget *uint64) (bool, error) {
	if len(pv) < 2 {
		return true, nil
	}
	along := append(append([]engine.Point(nil), moves...), pv[:2]...)
	pos := ai.Position{Size: g.Size, Rule: g.Rule, Moves: along}
	p, err := a.eng.Solve(ctx, pos, ai.VCT, backMoves, min(backGuardNodes, *budget))
	if err := ctx.Err(); err != nil {
		return false, err
	}
	*budget -= min(p.Nodes, *budget)
	return err != nil || !p.Won(), nil
}

// candidates are the replies tried at move k: the empty points within
// defenceReach of a stone, in board order, but the move played.
func candidates(g Game, k int) []engine.Point {
	b, err := engine.NewBoard(g.Size)
	if err != nil {
		return nil
	}
	for j, p := range g.Moves[:k] {
		b.Set(p, []engine.Color{engine.Black, engine.White}[j%2])
	}
	var out []engine.Point
	for y := 0; y < g.Size; y++ {
		for x := 0; x < g.Size; x++ {
			c := engine.Point{X: x, Y: y}
			if c != g.Moves[k] && b.At(c) == engine.Empty && nearStone(&b, c, g.Size) {
				out = append(out, c)
			}
		}
	}
	return out
}

// markBack flags move k a missed defence whose better move is line[0]
// (line its main line), and marks lost for the loser what the walk from
// move i back to k proved: the position after each of the loser's moves
// k, k+2 … i, and the position before each move in lostBefore. A winner's
// move between two such positions kept its win, so a fall in the search's
// evaluation is not held against it.
func markBack(r *Report, k, i int, line []engine.Point, lostBefore []int) {
	loser := r.Moves[k].Color
	r.Positions[k].Best, r.Positions[k].Line = line[0], line
	for j := k; j <= i; j += 2 {
		markLost(r, j+1, loser) // defence.go
	}
	for _, j := range lostBefore {
		markLost(r, j, loser)
	}
	for j := k; j <= i+1 && j < len(r.Moves); j++ {
		regrade(r, j)
		m := &r.Moves[j]
		won := func(p Position) bool { return p.Mate != 0 && (p.ToMove == m.Color) == (p.Mate > 0) }
		if m.Color != loser && m.Reason == ReasonDrop && won(r.Positions[j]) && won(r.Positions[j+1]) {
			m.Severity, m.Reason = Good, ReasonNone
		}
	}
	m := &r.Moves[k]
	m.Severity, m.Reason = Blunder, ReasonMissedDefence
}

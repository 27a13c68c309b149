package puzzle

import (
	"context"
	"fmt"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// refuteNodes is the solver budget for refuting one other first move. A
// move whose refutation does not finish within it counts as not refuted:
// uniqueness is only claimed when every other move was proved to fail.
const refuteNodes = 300_000

// Unique checks that the puzzle's first move is the only legal first move
// that wins within its bound: the solution is proved again, and every other
// legal point is tried with the solver and must be refuted, without
// exhausting the budget, as a win of the puzzle's kind within p.Length
// attacking moves and — for a VCF puzzle — as a VCT within
// min(p.Length, 5) moves too (a winning three would also be a solution). It
// returns nil, or an error naming the move that also wins or could not be
// refuted.
func Unique(ctx context.Context, eng *ai.Searcher, p Puzzle) error {
	pos := p.Position()
	first := p.Solution[0]
	proof, err := eng.SolveAfter(ctx, pos, first, p.Kind, p.Length, 10*refuteNodes)
	if err != nil {
		return err
	}
	if !proof.Won() {
		return fmt.Errorf("puzzle %s: the solution %v does not win within %d moves", p.ID, first, p.Length)
	}
	bounds := []struct {
		kind ai.Threat
		n    int
	}{{p.Kind, p.Length}}
	if p.Kind == ai.VCF {
		bounds = append(bounds, struct {
			kind ai.Threat
			n    int
		}{ai.VCT, min(p.Length, maxVCT)})
	}
	taken := map[engine.Point]bool{}
	for _, m := range pos.Moves {
		taken[m] = true
	}
	for y := 0; y < pos.Size; y++ {
		for x := 0; x < pos.Size; x++ {
			m := engine.Point{X: x, Y: y}
			if m == first || taken[m] {
				continue
			}
			if bad, err := eng.Forbidden(pos, m); err != nil {
				return err
			} else if bad {
				continue
			}
			for _, b := range bounds {
				if err := refuted(ctx, eng, pos, m, b.kind, b.n); err != nil {
					return fmt.Errorf("puzzle %s: %w", p.ID, err)
				}
			}
		}
	}
	return nil
}

// refuted proves that m does not start a win of kind within n moves.
func refuted(ctx context.Context, eng *ai.Searcher, pos ai.Position, m engine.Point, kind ai.Threat, n int) error {
	proof, err := eng.SolveAfter(ctx, pos, m, kind, n, refuteNodes)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if proof.Won() {
		return fmt.Errorf("%v also wins by %v (%s)", m, kind, engine.FormatMoves(proof.Line))
	}
	if proof.Exhausted {
		return fmt.Errorf("%v not refuted as a %v within %d nodes", m, kind, refuteNodes)
	}
	return nil
}

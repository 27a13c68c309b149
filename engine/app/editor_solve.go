package app

import (
	"context"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// The editor's solver bounds: a VCF of up to editorVCF attacking moves is
// looked for first (fours are cheap to read), then a VCT of up to
// editorVCT (threes branch much more), each within editorNodes solver
// nodes — well under a second on one core for the shipped puzzles.
const (
	editorVCF   = 20
	editorVCT   = 5
	editorNodes = 2_000_000
)

// solveAnswer is what the solver found: Kind is ai.VCF or ai.VCT with
// the winning line, or no line (Exhausted: the budget ran out first, so
// it is no proof that there is no win).
type solveAnswer struct {
	kind      ai.Threat
	line      []engine.Point
	words     winWords // the win as a player counts it (win_words.go)
	exhausted bool
	err       error
}

// startSolve reads the position on its own goroutine, with its own
// engine, so the window keeps drawing.
func startSolve(pos ai.Position) *job[solveAnswer] {
	return startJob(func(ctx context.Context) solveAnswer {
		return solvePosition(ctx, ai.NewSearcher(ai.DefaultConfig(), nil), pos)
	}, func(err error) solveAnswer { return solveAnswer{err: err} })
}

// solvePosition looks for a VCF, then a VCT, for the side to move.
func solvePosition(ctx context.Context, eng *ai.Searcher, pos ai.Position) solveAnswer {
	return solveWithin(ctx, eng, pos, editorVCF, editorVCT, editorNodes)
}

// solveWithin looks for a VCF of up to vcf attacking moves, then a VCT of
// up to vct, each within nodes solver nodes.
func solveWithin(ctx context.Context, eng *ai.Searcher, pos ai.Position, vcf, vct int, nodes uint64) solveAnswer {
	var ans solveAnswer
	for _, try := range []struct {
		kind ai.Threat
		max  int
	}{{ai.VCF, vcf}, {ai.VCT, vct}} {
		proof, err := eng.Solve(ctx, pos, try.kind, try.max, nodes)
		if err != nil {
			return solveAnswer{err: err}
		}
		if proof.Won() {
			return solveAnswer{kind: try.kind, line: proof.Line, words: countWin(pos, proof.Line)}
		}
		ans.exhausted = ans.exhausted || proof.Exhausted
	}
	return ans
}

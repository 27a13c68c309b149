package ai

import (
	"context"
	"flag"
	"testing"

	"gomoku/engine"
)

// Search labels (-tune.label F): a game's result says little about a
// position early in it, since many later moves decide the game; a search
// of the position itself says more about that position. The target
// becomes (1−F)·result + F·σ(score/K), the search's score through the
// same logistic the fit uses (a proven win or loss counts 1 or 0).
var (
	tuneLabel      = flag.Float64("tune.label", 0, "weight of a search's score in each position's target (0: the game's result only)")
	tuneLabelNodes = flag.Uint64("tune.labelnodes", 20000, "node limit of the labelling search")
)

// labelBySearch searches every sample's position (jobs at a time) and
// mixes its score into the sample's result.
func labelBySearch(t *testing.T, cfg engine.Config, games []tuneGame, samples []tuneSample, k, weight float64, nodes uint64, jobs int) {
	var ts TableSet
	inParallel(len(samples), jobs, func() *Searcher { return NewSearcher(DefaultConfig(), &ts) }, func(e *Searcher, i int) {
		s := &samples[i]
		moves := games[s.game].moves[:s.ply+1]
		info, err := e.Search(context.Background(), Position{Config: cfg, Size: cfg.Size, Rule: cfg.Rule, Moves: moves}, Limits{Nodes: nodes})
		if err != nil {
			return // keep the result alone
		}
		s.result = (1-weight)*s.result + weight*winChance(info.Score, info.Mate, k)
	}, func(handed int) {
		if handed%5000 == 0 {
			t.Logf("%d positions labelled", handed)
		}
	})
}

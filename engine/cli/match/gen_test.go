package match

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// TestGenerateBalanced prints five-stone openings the engine scores close to
// even after a deep search (two million nodes each, two searches at a time);
// run with GOMOKU_GEN=1 to refresh the table in openings.go (about five
// minutes on two cores). Shallow scores (150 000 nodes, the first table)
// left many starts that Black won from both sides once the levels searched
// deeper.
func TestGenerateBalanced(t *testing.T) {
	if os.Getenv("GOMOKU_GEN") == "" {
		t.Skip("set GOMOKU_GEN=1 to generate balanced openings")
	}
	rng := rand.New(rand.NewPCG(7, 11))
	var starts [][]engine.Point
	for len(starts) < 400 {
		starts = append(starts, randomStart(rng))
	}
	type scored struct {
		i     int
		score int
		ok    bool
	}
	jobs := make(chan int)
	results := make(chan scored)
	for range 2 {
		go func() {
			e := ai.NewSearcher(ai.DefaultConfig(), nil)
			for i := range jobs {
				info, err := e.Search(context.Background(), ai.Position{Size: 15, Rule: engine.Freestyle, Moves: starts[i]}, ai.Limits{Nodes: 2_000_000})
				results <- scored{i, info.Score, err == nil && info.Mate == 0}
			}
		}()
	}
	go func() {
		for i := range starts {
			jobs <- i
		}
		close(jobs)
	}()
	found := map[int]int{}
	for range starts {
		r := <-results
		if r.ok && r.score > -25 && r.score < 25 {
			found[r.i] = r.score
		}
	}
	n := 0
	for i := range starts {
		if sc, ok := found[i]; ok && n < 40 {
			n++
			fmt.Printf("\t%q, // %d\n", engine.FormatMoves(starts[i]), sc)
		}
	}
	t.Logf("%d of %d starts within ±25", len(found), len(starts))
}

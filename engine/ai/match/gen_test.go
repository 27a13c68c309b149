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
// even; run with GOMOKU_GEN=1 to refresh the table in openings.go.
func TestGenerateBalanced(t *testing.T) {
	if os.Getenv("GOMOKU_GEN") == "" {
		t.Skip("set GOMOKU_GEN=1 to generate balanced openings")
	}
	rng := rand.New(rand.NewPCG(7, 11))
	e := ai.NewEngine(ai.DefaultConfig(), nil)
	found := 0
	for tries := 0; found < 40 && tries < 2000; tries++ {
		g, _ := engine.NewGame(engine.Config{Size: 15, Rule: engine.Freestyle})
		g.Play(engine.Point{X: 7, Y: 7})
		for g.MoveCount() < 5 {
			p := engine.Point{X: 7 + rng.IntN(7) - 3, Y: 7 + rng.IntN(7) - 3}
			if g.At(p) == engine.Empty {
				g.Play(p)
			}
		}
		info, err := e.Search(context.Background(), ai.PositionOf(g), ai.Limits{Nodes: 150000})
		if err != nil {
			t.Fatal(err)
		}
		if info.Mate == 0 && info.Score > -35 && info.Score < 35 {
			found++
			fmt.Printf("\t%q, // %d\n", engine.FormatMoves(g.Moves()), info.Score)
		}
	}
}

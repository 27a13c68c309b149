package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// Quick self-play games on every rule and on the smallest and largest
// boards: every move must be legal (on the board, empty, not forbidden)
// until the game ends.
func TestSelfPlayLegal(t *testing.T) {
	sizes := []int{5, 9, 26}
	if testing.Short() {
		sizes = []int{5, 9}
	}
	e := NewSearcher(DefaultConfig(), &testTables)
	judge := NewSearcher(Config{HashMB: 1}, &testTables)
	for _, rule := range engine.Rules() {
		for _, size := range sizes {
			g, err := engine.NewGame(engine.Config{Size: size, Rule: rule})
			if err != nil {
				t.Fatal(err)
			}
			for !g.Over() && g.MoveCount() < 120 {
				pos := PositionOf(g)
				info, err := e.Search(context.Background(), pos, Limits{Nodes: 1500})
				if err != nil {
					t.Fatalf("%v %d: %v", rule, size, err)
				}
				bad, err := judge.Forbidden(pos, info.Move)
				if err != nil || bad {
					t.Fatalf("%v %d after %s: %v forbidden=%v err=%v", rule, size, engine.FormatMoves(g.Moves()), info.Move, bad, err)
				}
				if err := g.Play(info.Move); err != nil {
					t.Fatalf("%v %d: %v", rule, size, err)
				}
			}
		}
	}
}

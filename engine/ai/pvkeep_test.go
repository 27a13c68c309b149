package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// TestLineSurvivesAFailHigh: the puzzle screen draws the engine's line
// after a wrong move. In this position (the first freestyle puzzle, the
// player's a1 instead of the VCF) the reply l9 fails high above the
// aspiration window in the last iteration the node limit lets start;
// that pass brings no line, and the line must not shrink to the reply.
func TestLineSurvivesAFailHigh(t *testing.T) {
	pts, err := engine.ParseMoves("h8j9h7h9i7j7g6i8k6g9i9j10j8g10f11h6g7g11e5f6g12i10h10h5f7e7k7l6k8k5g5g4j11m7n8f3i6e2d1l8k9k10e4l11m12l10m10m8l12a1", 15)
	if err != nil {
		t.Fatal(err)
	}
	info, err := NewSearcher(DefaultConfig(), &testTables).Search(context.Background(), Position{Size: 15, Rule: engine.Freestyle, Moves: pts}, Limits{Nodes: 300_000})
	if err != nil {
		t.Fatal(err)
	}
	if len(info.PV) < 2 || info.PV[0] != info.Move {
		t.Fatalf("move %v, line %v: want the move and at least the answer to it", info.Move, engine.FormatMoves(info.PV))
	}
	g, err := engine.NewGame(engine.Config{Size: 15, Rule: engine.Freestyle})
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range append(pts, info.PV...) {
		if err := g.Play(p); err != nil {
			t.Fatalf("line %v is not playable at %v: %v", engine.FormatMoves(info.PV), p, err)
		}
	}
}

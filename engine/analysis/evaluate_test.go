package analysis

import (
	"context"
	"slices"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Evaluate gives the same verdict on a position as the whole-game review
// does, for moves and for the same stones set up.
func TestEvaluateMatchesAnalyze(t *testing.T) {
	moves, err := engine.ParseMoves("h8i9j8i8i7j9h9k10", 15)
	if err != nil {
		t.Fatal(err)
	}
	opt := Options{Depth: 3}
	g := Game{Rule: engine.Renju, Size: 15, Moves: moves}
	r, err := New(nil).Analyze(context.Background(), g, opt, nil)
	if err != nil {
		t.Fatal(err)
	}
	an := New(nil)
	for ply, want := range r.Positions[:len(moves)] {
		pos := ai.Position{Size: 15, Rule: engine.Renju, Moves: moves[:ply]}
		got, err := an.Evaluate(context.Background(), pos, opt)
		if err != nil {
			t.Fatal(err)
		}
		if got.Black != want.Black || got.Best != want.Best || got.ToMove != want.ToMove || !slices.Equal(got.Line, want.Line) {
			t.Errorf("ply %d: Evaluate %+v, Analyze %+v", ply, got, want)
		}
	}
	// White to move after five stones, given as a set-up position.
	var setup []ai.Stone
	for i, p := range moves[:5] {
		setup = append(setup, ai.Stone{P: p, Color: []engine.Color{engine.Black, engine.White}[i%2]})
	}
	got, err := an.Evaluate(context.Background(), ai.Position{Size: 15, Rule: engine.Renju, Setup: setup, ToMove: engine.White}, opt)
	if err != nil {
		t.Fatal(err)
	}
	if got.ToMove != engine.White || got.Ply != 5 || got.Black != r.Positions[5].Black {
		t.Errorf("set-up position: %+v, want White to move at ply 5 with Black %.3f", got, r.Positions[5].Black)
	}
}

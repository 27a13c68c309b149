package app

import (
	"context"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/puzzle"
)

// BenchmarkPuzzleFirstAttack is what the Puzzles mode waits for after the
// player's first move of a new player's first puzzle: the solver's check
// and the engine's reply (the window keeps drawing meanwhile).
func BenchmarkPuzzleFirstAttack(b *testing.B) {
	ps, err := puzzle.Load(engine.Freestyle)
	if err != nil {
		b.Fatal(err)
	}
	p := ps[puzzle.Pick(ps, puzzle.NewRating(), nil)]
	tables := &ai.TableSet{}
	for b.Loop() {
		s, err := puzzle.NewSession(p, ai.NewSearcher(ai.DefaultConfig(), tables))
		if err != nil {
			b.Fatal(err)
		}
		if _, err := s.Attack(context.Background(), p.Solution[0]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkEditorSolve is the editor's "VCF / VCT?" on the first shipped
// freestyle VCF puzzle, set up stone by stone.
func BenchmarkEditorSolve(b *testing.B) {
	ps, err := puzzle.Load(engine.Freestyle)
	if err != nil {
		b.Fatal(err)
	}
	var p puzzle.Puzzle
	for _, q := range ps {
		if q.Kind == ai.VCF {
			p = q
			break
		}
	}
	pos := ai.Position{Size: p.Size, Rule: p.Rule, ToMove: p.ToMove()}
	for i, m := range p.Moves {
		pos.Setup = append(pos.Setup, ai.Stone{P: m, Color: map[bool]engine.Color{true: engine.Black, false: engine.White}[i%2 == 0]})
	}
	eng := ai.NewSearcher(ai.DefaultConfig(), nil)
	for b.Loop() {
		if ans := solvePosition(context.Background(), eng, pos); ans.line == nil {
			b.Fatal("no win found")
		}
	}
}

// BenchmarkEditorSolveNoWin is the editor's answer when there is nothing
// to find: both solvers run to their bounds on a quiet middle game.
func BenchmarkEditorSolveNoWin(b *testing.B) {
	moves, err := engine.ParseMoves("h8i9h9h10i8g8j7k6i7i10g9", 15)
	if err != nil {
		b.Fatal(err)
	}
	pos := ai.Position{Size: 15, Rule: engine.Freestyle, Moves: moves}
	eng := ai.NewSearcher(ai.DefaultConfig(), nil)
	for b.Loop() {
		solvePosition(context.Background(), eng, pos)
	}
}

package puzzle

import (
	"context"
	"flag"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

var allPuzzles = flag.Bool("puzzles.all", false, "prove uniqueness of every shipped puzzle (minutes), not only a sample")

// sampleEvery picks the puzzles make test proves: every sampleEvery-th of
// each set, the first included.
const sampleEvery = 40

// Each shipped puzzle has exactly one winning first move: its solution
// wins within its length, and every other legal first move is refuted by
// the solver within the same bound (see Unique). The sample runs in every
// `go test`; -puzzles.all proves them all.
func TestShippedPuzzlesHaveOneWinningFirstMove(t *testing.T) {
	var tables ai.TableSet
	eng := ai.NewSearcher(ai.DefaultConfig(), &tables)
	total := 0
	for _, rule := range engine.Rules() {
		ps, err := Load(rule)
		if err != nil {
			t.Fatal(err)
		}
		total += len(ps)
		for i, p := range ps {
			if !*allPuzzles && i%sampleEvery != 0 {
				continue
			}
			if p.Rule != rule || p.Size != 15 || p.Length < minLength || p.Solution[0] == engine.NoPoint() {
				t.Errorf("%s: bad header %+v", p.ID, p)
			}
			if err := Unique(context.Background(), eng, p); err != nil {
				t.Errorf("%s: %v", p.ID, err)
			}
		}
	}
	if total == 0 {
		t.Fatal("no shipped puzzles")
	}
}

// The shipped sets are what the command makes: generating the first games
// of a set again gives exactly its first puzzles.
func TestGenerateReproducesShippedSet(t *testing.T) {
	for _, rule := range []engine.Rule{engine.Freestyle, engine.Renju} {
		ps, err := Load(rule)
		if err != nil || len(ps) == 0 {
			t.Fatalf("%v: %d puzzles, %v", rule, len(ps), err)
		}
		var got []Puzzle
		err = Generate(context.Background(), Options{Rule: rule, Size: 15, Seed: 1, Games: 2}, func(p Puzzle) error {
			got = append(got, p)
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) == 0 {
			t.Fatalf("%v: two games gave no puzzle", rule)
		}
		for i, p := range got {
			if i >= len(ps) || !samePuzzle(p, ps[i]) {
				t.Fatalf("%v: generated puzzle %d %+v differs from shipped %+v", rule, i, p, ps[i])
			}
		}
	}
}

func samePuzzle(a, b Puzzle) bool {
	return a.ID == b.ID && engine.FormatMoves(a.Moves) == engine.FormatMoves(b.Moves) &&
		engine.FormatMoves(a.Solution) == engine.FormatMoves(b.Solution) && a.Kind == b.Kind &&
		a.Length == b.Length && a.Found == b.Found && a.Rating == b.Rating
}

package record

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
)

// gameOf builds a record from a move string, checking it replays legally.
func gameOf(t testing.TB, size int, rule engine.Rule, moves string) *Game {
	t.Helper()
	pts, err := engine.ParseMoves(moves, size)
	if err != nil {
		t.Fatalf("bad test moves %q: %v", moves, err)
	}
	g := &Game{Size: size, Rule: rule, Moves: pts}
	if _, err := g.Replay(); err != nil {
		t.Fatalf("test moves %q do not replay: %v", moves, err)
	}
	return g
}

// sameGame reports the first difference between two records, or "".
func sameGame(a, b *Game) string {
	switch {
	case a.Size != b.Size:
		return fmt.Sprintf("size %d vs %d", a.Size, b.Size)
	case a.Rule != b.Rule:
		return fmt.Sprintf("rule %v vs %v", a.Rule, b.Rule)
	case engine.FormatMoves(a.Moves) != engine.FormatMoves(b.Moves):
		return fmt.Sprintf("moves %s vs %s", engine.FormatMoves(a.Moves), engine.FormatMoves(b.Moves))
	case len(a.Times) != len(b.Times):
		return fmt.Sprintf("times %v vs %v", a.Times, b.Times)
	case a.Black != b.Black || a.White != b.White:
		return fmt.Sprintf("players %q/%q vs %q/%q", a.Black, a.White, b.Black, b.White)
	case a.Event != b.Event:
		return fmt.Sprintf("event %q vs %q", a.Event, b.Event)
	case a.Result != b.Result:
		return fmt.Sprintf("result %v vs %v", a.Result, b.Result)
	case !a.Date.Equal(b.Date):
		return fmt.Sprintf("date %v vs %v", a.Date, b.Date)
	}
	for i := range a.Times {
		if a.Times[i] != b.Times[i] {
			return fmt.Sprintf("time of move %d: %v vs %v", i+1, a.Times[i], b.Times[i])
		}
	}
	return sameVariations(a.Variations, b.Variations)
}

// randomGame plays random legal moves on a random board, as a player
// clicking anywhere would, and dresses the record with random metadata.
func randomGame(r *rand.Rand, sizes []int) *Game {
	size := sizes[r.IntN(len(sizes))]
	rules := engine.Rules()
	cfg := engine.Config{Size: size, Rule: rules[r.IntN(len(rules))]}
	eg, _ := engine.NewGame(cfg)
	limit := r.IntN(size*size + 1)
	for eg.MoveCount() < limit && !eg.Over() {
		p := engine.Point{X: r.IntN(size), Y: r.IntN(size)}
		if eg.At(p) == engine.Empty {
			_ = eg.Play(p) // only an occupied point or a finished game can fail, both excluded
		}
	}
	g := FromEngine(eg)
	g.Black, g.White, g.Event = randomName(r), randomName(r), randomName(r)
	if r.IntN(3) > 0 {
		g.Date = time.Date(1990+r.IntN(60), time.Month(1+r.IntN(12)), 1+r.IntN(28), r.IntN(24), r.IntN(60), r.IntN(60), 0, time.UTC)
	}
	if g.Result.Outcome == Unknown && r.IntN(2) == 0 {
		g.Result = Result{Outcome: Outcome(1 + r.IntN(3)), Reason: Reason(r.IntN(4))}
	}
	if r.IntN(2) == 0 {
		g.Times = make([]time.Duration, len(g.Moves))
		for i := range g.Times {
			g.Times[i] = time.Duration(r.IntN(100000)) * time.Millisecond
		}
	}
	return g
}

func randomName(r *rand.Rand) string {
	parts := []string{"", "Alice", "Bob", "Ann-Marie", "yixin 2018", "Lê Văn", "五子棋", "a]b", `back\slash`, "  spaced  ", "homo-1", "-1", "3,4,5"}
	return parts[r.IntN(len(parts))] + strings.Repeat("x", r.IntN(2))
}

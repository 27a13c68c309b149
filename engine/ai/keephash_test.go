package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// Aging keeps the earlier searches' entries readable; clearing does not,
// and neither survives the counter wrapping.
func TestAgedEntriesStayReadable(t *testing.T) {
	tb := newTT(1)
	const key = 0x9e3779b97f4a7c15
	tb.store(key, 5, 100, 7, 0, bExact)
	tb.age()
	e, ok := tb.probe(key)
	if !ok || e.depth != 7 || e.move != 5 {
		t.Fatalf("after age: %+v, %v; want the depth-7 entry", e, ok)
	}
	// A shallower result without a move keeps the earlier move.
	tb.store(key, noCell, 90, 3, 0, bUpper)
	if e, _ := tb.probe(key); e.move != 5 {
		t.Fatalf("move %d after a moveless store, want 5", e.move)
	}
	tb.clear()
	if _, ok := tb.probe(key); ok {
		t.Fatal("an entry survived clear")
	}
	tb.store(key, 5, 100, 7, 0, bExact)
	for tb.gen != 255 {
		tb.age()
	}
	if _, ok := tb.probe(key); !ok {
		t.Fatal("an aged entry was lost before the counter wrapped")
	}
	tb.age()
	if _, ok := tb.probe(key); ok || tb.gen != 1 {
		t.Fatalf("generation %d, entry readable %v after the wrap; want an empty table", tb.gen, ok)
	}
}

// keepHashGame is a middle game (freestyle, Black to move); the tests
// continue it with the first search's own move and expected answer.
const keepHashGame = "h8e9j5j9e10g9h9h10f8g8g10i8f7i9f9f10e8d7h7h5"

func keepHashSearch(t *testing.T, e *Searcher, moves []engine.Point, nodes uint64) Info {
	t.Helper()
	info, err := e.Search(context.Background(), Position{Size: 15, Rule: engine.Freestyle, Moves: moves}, Limits{Nodes: nodes})
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// With KeepHash the search two plies on starts from what the last one
// proved and completes a deeper iteration in the same nodes.
func TestKeptHashSearchesDeeper(t *testing.T) {
	pts, err := engine.ParseMoves(keepHashGame, 15)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.KeepHash = true
	kept := NewSearcher(cfg, &testTables)
	first := keepHashSearch(t, kept, pts, 400_000)
	if len(first.PV) < 2 {
		t.Fatalf("line %v: want a move and its answer", engine.FormatMoves(first.PV))
	}
	next := append(append([]engine.Point{}, pts...), first.PV[:2]...)
	again := keepHashSearch(t, kept, next, 100_000)
	fresh := keepHashSearch(t, NewSearcher(DefaultConfig(), &testTables), next, 100_000)
	if again.Depth <= fresh.Depth {
		t.Fatalf("after %v: depth %d with the kept table, %d fresh; want deeper", engine.FormatMoves(first.PV[:2]), again.Depth, fresh.Depth)
	}
}

// Anything but a continuation (an undo, a new game) searches as a fresh
// engine would: same move, score and node count.
func TestKeptHashStartsAfreshOtherwise(t *testing.T) {
	pts, err := engine.ParseMoves(keepHashGame, 15)
	if err != nil {
		t.Fatal(err)
	}
	other, err := engine.ParseMoves("h8h9i8g8j8k8g9", 15)
	if err != nil {
		t.Fatal(err)
	}
	cfg := DefaultConfig()
	cfg.KeepHash = true
	for _, tc := range []struct {
		name  string
		moves []engine.Point
	}{
		{"undo", pts[:len(pts)-2]},
		{"new game", other},
	} {
		kept := NewSearcher(cfg, &testTables)
		keepHashSearch(t, kept, pts, 50_000)
		got := keepHashSearch(t, kept, tc.moves, 50_000)
		want := keepHashSearch(t, NewSearcher(DefaultConfig(), &testTables), tc.moves, 50_000)
		if got.Move != want.Move || got.Score != want.Score || got.Nodes != want.Nodes {
			t.Errorf("%s: %v %d in %d nodes after a kept search, %v %d in %d fresh", tc.name, got.Move, got.Score, got.Nodes, want.Move, want.Score, want.Nodes)
		}
	}
}

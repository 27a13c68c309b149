package app

import (
	"testing"

	"gomoku/engine"
	"gomoku/engine/record"
)

// mv is a move string's moves.
func mv(t *testing.T, s string) []engine.Point { t.Helper(); return recordOf(t, s).Moves }

// TestReviewTreeInsert: a move the tree already has is followed, a new
// one branches where it parts (from the main line or from a branch: a
// branch of a branch), a branch's end is lengthened, and going on past
// the main line's end is refused (that is playing on).
func TestReviewTreeInsert(t *testing.T) {
	root := newReviewTree(mv(t, "h8i9j10k11"), nil)
	check := func(moves string, wantStart int, wantLine string, wantDepth int) *reviewLine {
		t.Helper()
		l, ok := root.insert(mv(t, moves))
		if !ok {
			t.Fatalf("insert %s refused", moves)
		}
		if l.start != wantStart || engine.FormatMoves(l.moves) != wantLine || l.depth() != wantDepth {
			t.Fatalf("insert %s: line from %d %s depth %d, want from %d %s depth %d", moves,
				l.start, engine.FormatMoves(l.moves), l.depth(), wantStart, wantLine, wantDepth)
		}
		return l
	}
	if l := check("h8i9", 0, "h8i9j10k11", 0); l != root {
		t.Fatal("the main line's own moves made a branch")
	}
	b := check("h8i9a1", 2, "a1", 1)
	if check("h8i9a1a2", 2, "a1a2", 1) != b {
		t.Fatal("a move after a branch's end did not lengthen it")
	}
	check("h8i9a1a2a3", 2, "a1a2a3", 1)
	bb := check("h8i9a1b2", 3, "b2", 2) // a branch of the branch
	if bb.parent != b {
		t.Fatal("the branch of a branch hangs elsewhere")
	}
	check("h8i9a1b2c3", 3, "b2c3", 2)
	check("h8i9a1b2", 3, "b2c3", 2) // followed, not copied
	check("h8i9o15", 2, "o15", 1)   // a second branch at the same fork
	if _, ok := root.insert(mv(t, "h8i9j10k11l12")); ok {
		t.Fatal("a move after the main line's end made a variation")
	}
	if alts := bb.alternatives(3); len(alts) != 2 || alts[0] != b || alts[1] != bb {
		t.Fatalf("alternatives at b2: %d", len(alts))
	}
	if alts := b.alternatives(2); len(alts) != 3 || alts[0] != root {
		t.Fatalf("alternatives at move 3: %d", len(alts))
	}
	if got := engine.FormatMoves(bb.path(bb.end())); got != "h8i9a1b2c3" {
		t.Fatalf("path %s", got)
	}
	// As record variations and back: the same tree.
	vars := root.variations()
	want := []record.Variation{
		{At: 2, Moves: mv(t, "a1a2a3"), Variations: []record.Variation{{At: 1, Moves: mv(t, "b2c3")}}},
		{At: 2, Moves: mv(t, "o15")},
	}
	if d := sameVars(vars, want); d != "" {
		t.Fatal(d)
	}
	if d := sameVars(newReviewTree(root.moves, vars).variations(), want); d != "" {
		t.Fatal("rebuilt: " + d)
	}
}

func sameVars(a, b []record.Variation) string {
	if len(a) != len(b) {
		return "count differs"
	}
	for i := range a {
		if a[i].At != b[i].At || engine.FormatMoves(a[i].Moves) != engine.FormatMoves(b[i].Moves) {
			return "variation " + itoa(i+1) + ": " + engine.FormatMoves(a[i].Moves) + " vs " + engine.FormatMoves(b[i].Moves)
		}
		if d := sameVars(a[i].Variations, b[i].Variations); d != "" {
			return "in " + itoa(i+1) + ": " + d
		}
	}
	return ""
}

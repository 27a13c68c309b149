package ai

import (
	"testing"

	"gomoku/engine"
)

var testTables TableSet

// get returns the tables of rule as played without house settings.
func (ts *TableSet) get(rule engine.Rule) *tables { return ts.variant(variantOf(rule, false)) }

// newTables builds the tables of rule without house settings.
func newTables(rule engine.Rule) *tables {
	return newTablesWith(rule, rule == engine.Renju, weightsFor(variantOf(rule, false)))
}

// tableSetWith is a table set whose rule (without house settings) plays
// with the weights w; other rules keep their own.
func tableSetWith(rule engine.Rule, w evalWeights) *TableSet {
	ts := &TableSet{}
	v := variantOf(rule, false)
	ts.once[v].Do(func() { ts.t[v] = newTablesWith(rule, rule == engine.Renju, w) })
	return ts
}

// stonesBoard sets up a board of the given size and rule from two move
// strings, Black's stones and White's; side is the side to move.
func stonesBoard(t testing.TB, rule engine.Rule, size int, black, white string, side int) *board {
	t.Helper()
	b := newBoard(testTables.get(rule), size)
	for s, str := range []string{black, white} {
		pts, err := engine.ParseMoves(str, size)
		if err != nil {
			t.Fatalf("bad stones %q: %v", str, err)
		}
		for _, p := range pts {
			b.playAs(cellOf(p), s)
		}
	}
	b.stm = side
	return b
}

func cellAt(t testing.TB, s string, size int) int {
	t.Helper()
	p, err := engine.ParsePoint(s, size)
	if err != nil {
		t.Fatal(err)
	}
	return cellOf(p)
}

// movesOf parses a 15×15 move string.
func movesOf(t testing.TB, s string) []engine.Point {
	t.Helper()
	ms, err := engine.ParseMoves(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

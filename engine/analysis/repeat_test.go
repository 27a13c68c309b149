package analysis

import (
	"context"
	"reflect"
	"testing"

	"gomoku/engine"
)

// A review says the same on every run: the backward pass is bounded by
// solver nodes and depths, never by the clock, and an analyzer that has
// reviewed other games first (its tables warm) agrees with a fresh one.
func TestBackwardPassRepeats(t *testing.T) {
	if testing.Short() {
		t.Skip("two whole-game analyses")
	}
	const file = "rapfi-freestyle-white-loses-4.sgf"
	warm := New(nil)
	if _, err := warm.Analyze(context.Background(), gameOf(t, engine.Renju, vcfStart+vcfLine), Options{}, nil); err != nil {
		t.Fatal(err)
	}
	_, first := analyseFile(t, warm, file)
	_, again := analyseFile(t, New(nil), file)
	if m := first.Moves[11]; m.Severity != Blunder || m.Reason != ReasonMissedDefence {
		t.Fatalf("move 12 %v graded %q (%q): the backward pass did not run", m.Move, m.Severity, m.Reason)
	}
	if !reflect.DeepEqual(first.Moves, again.Moves) || !reflect.DeepEqual(first.Positions, again.Positions) {
		for i := range first.Moves {
			if a, b := first.Moves[i], again.Moves[i]; !reflect.DeepEqual(a, b) {
				t.Errorf("move %d: %+v, then %+v", i+1, a, b)
			}
		}
		t.Error("two reviews of the same game differ")
	}
}

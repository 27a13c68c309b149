package analysis

import (
	"context"
	"errors"
	"path/filepath"
	"reflect"
	"testing"

	"gomoku/engine"
	"gomoku/engine/record"
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
	if m := first.Moves[11]; m.Severity == Good || m.Reason != ReasonMissedDefence {
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

// Cancelling once every position is done stops the passes after them
// too (the backward pass runs in this game): the context's error, no
// final progress step, nothing cached.
func TestCancelDuringThePasses(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole-game analysis")
	}
	rec, err := record.Load(filepath.Join("testdata", "rapfi-freestyle-white-loses-4.sgf"))
	if err != nil {
		t.Fatal(err)
	}
	g := Game{Rule: rec.Rule, Size: rec.Size, Moves: rec.Moves}
	cache := &Memory{}
	ctx, cancel := context.WithCancel(context.Background())
	last := Progress{}
	_, err = New(cache).Analyze(ctx, g, Options{}, func(p Progress) {
		last = p
		if p.Done == p.Total-1 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || last.Done != last.Total-1 {
		t.Fatalf("err %v, last progress %d of %d", err, last.Done, last.Total)
	}
	if _, ok, _ := cache.Get(KeyOf(g, Options{})); ok {
		t.Fatal("a cancelled analysis was cached")
	}
}

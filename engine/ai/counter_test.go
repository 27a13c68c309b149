package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// pentaZenGame is the start of a freestyle game our engine (Black) lost to
// PentaZen: after 17.f7 Black threatens a four-three, and White's answer
// is not a block but the double three h6 (after the tempo four j3 k2),
// which wins for White.
const pentaZenGame = "h8f5i11i6j7i5i8h5g5i4i7h3i2g6i9i10f7"

// TestCounterThreeAnswersFourThree: a side facing a four-three may answer
// with its own double three; without CounterThrees the search listed only
// blocks and fours, saw Black's threat as unstoppable, and played 17.f7
// as a forced win that was a loss.
func TestCounterThreeAnswersFourThree(t *testing.T) {
	pts, err := engine.ParseMoves(pentaZenGame+"j3k2", 15)
	if err != nil {
		t.Fatal(err)
	}
	h6 := cellAt(t, "h6", 15)
	for _, counter := range []bool{false, true} {
		cfg := DefaultConfig()
		cfg.CounterThrees = counter
		e := NewSearcher(cfg, &testTables)
		if err := e.load(Position{Size: 15, Rule: engine.Freestyle, Moves: pts}); err != nil {
			t.Fatal(err)
		}
		s := e.s
		s.b = &e.b
		l := &s.lists[0]
		kind := s.generate(l)
		listed := false
		for i := 0; i < l.n; i++ {
			listed = listed || int(l.m[i].cell) == h6
		}
		if kind != genDefend43 || listed != counter {
			t.Errorf("CounterThrees %v: kind %d, h6 listed %v", counter, kind, listed)
		}
	}
}

// TestNoFalseMateAgainstCounterThree: before 17.f7 the search no longer
// scores f7 as a forced win for Black.
func TestNoFalseMateAgainstCounterThree(t *testing.T) {
	pts, err := engine.ParseMoves(pentaZenGame, 15)
	if err != nil {
		t.Fatal(err)
	}
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: pts[:len(pts)-1]}
	for _, counter := range []bool{false, true} {
		cfg := DefaultConfig()
		cfg.CounterThrees = counter
		info, err := NewSearcher(cfg, &testTables).Search(context.Background(), pos, Limits{Depth: 10})
		if err != nil {
			t.Fatal(err)
		}
		claimed := info.Move == pts[len(pts)-1] && info.Score > mateBound
		if claimed == counter {
			t.Errorf("CounterThrees %v: %v score %d (pv %s)", counter, info.Move, info.Score, engine.FormatMoves(info.PV))
		}
	}
}

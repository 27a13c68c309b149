package ai

import (
	"testing"

	"gomoku/engine"
)

// TestDoubleThreeThreatAnswers: White threatens h7, which makes two open
// threes at once (f7 g7 h7 and h7 h8 h9). With defendDoubleThree Black's
// moves are only the answers (h7 itself among them) and no quiet move
// such as i10, which lets the double three through; without it, every
// candidate is searched.
func TestDoubleThreeThreatAnswers(t *testing.T) {
	b := stonesBoard(t, engine.Freestyle, 15, "b2 d5 n2 m14", "f7 g7 h8 h9", 0)
	h7, i10 := cellAt(t, "h7", 15), cellAt(t, "i10", 15)
	if b.cnt[1][p4F] != 1 || b.cls[1][h7] != p4F {
		t.Fatalf("White's double-three cells: %d, h7 class %d", b.cnt[1][p4F], b.cls[1][h7])
	}
	for _, on := range []bool{false, true} {
		cfg := DefaultConfig()
		cfg.sel.defendDoubleThree = on
		s := newSearcher(cfg)
		s.b = b
		l := &s.lists[0]
		kind := s.generate(l)
		has := map[int]bool{}
		for i := 0; i < l.n; i++ {
			has[int(l.m[i].cell)] = true
		}
		if !has[h7] || has[i10] != !on || (kind == genDefend43) != on || s.unforced() == on {
			t.Errorf("defendDoubleThree %v: kind %d, %d moves, h7 %v, i10 %v", on, kind, l.n, has[h7], has[i10])
		}
	}
}

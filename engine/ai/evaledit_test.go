package ai

import (
	"context"
	"strings"
	"testing"

	"gomoku/engine"
)

// TestEditNames: every weight slot has a tunable name that leads back to
// it, and names of no slot are refused.
func TestEditNames(t *testing.T) {
	for slot := 0; slot < numEditSlots; slot++ {
		name := editName(slot)
		for _, n := range []string{name, strings.ToLower(name)} {
			if got, ok := editSlot(n); !ok || got != slot {
				t.Errorf("slot %d is named %q, which gives %d, %v", slot, n, got, ok)
			}
		}
	}
	for _, bad := range []string{"w", "wp", "wpF6", "wcZ", "wt4", "wt", "wt00", "fut", "wxF3"} {
		if slot, ok := editSlot(bad); ok {
			t.Errorf("%q names slot %d", bad, slot)
		}
	}
}

// TestWeightEditReachesTheSearch: `-xwpF3=V` changes what an open three is
// worth to both colours, a searcher handed tables without the edit builds
// its own, and weights that are not whole numbers in range are refused.
func TestWeightEditReachesTheSearch(t *testing.T) {
	pts, err := engine.ParseMoves("h8i9j8i8i7g9h9h7", 15)
	if err != nil {
		t.Fatal(err)
	}
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: pts}
	var shared TableSet
	search := func(cfg Config) (Info, *tables) {
		t.Helper()
		e := NewSearcher(cfg, &shared)
		info, err := e.Search(context.Background(), pos, Limits{Depth: 7})
		if err != nil {
			t.Fatal(err)
		}
		return info, e.tables.getFor(pos.config())
	}
	base, baseT := search(DefaultConfig())
	cfg := DefaultConfig()
	if err := cfg.SetTunable("wpF3", 300); err != nil {
		t.Fatal(err)
	}
	edited, editedT := search(cfg)
	if baseT == editedT {
		t.Fatal("the edited engine searched with the shared, unedited tables")
	}
	for side := 0; side < 2; side++ {
		if got := editedT.w.pat[side][patF3]; got != 300 {
			t.Errorf("side %d: open three worth %d, want 300", side, got)
		}
		if got, want := editedT.w.pat[side][patB3], baseT.w.pat[side][patB3]; got != want {
			t.Errorf("side %d: closed three worth %d, want it untouched at %d", side, got, want)
		}
	}
	if edited.Nodes == base.Nodes && edited.Score == base.Score {
		t.Errorf("the edit left the search alike: %d nodes, score %d", base.Nodes, base.Score)
	}
	for _, v := range []float64{4001, -4001, 2.5} {
		c := DefaultConfig()
		if err := c.SetTunable("wcG", v); err == nil {
			t.Errorf("wcG=%v accepted", v)
		}
	}
}

// editName is the tunable name of a slot.
func editName(slot int) string {
	switch {
	case slot < editClass:
		return "wp" + patNames[slot-editPat]
	case slot < editThreat:
		return "wc" + classNames[slot-editClass]
	}
	return "wt" + string(rune('0'+slot-editThreat))
}

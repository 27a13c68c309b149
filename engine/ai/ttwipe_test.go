package ai

import "testing"

// Between games the table is wiped when its generation counter is near
// wrapping (which would wipe it inside a timed search), and left alone
// otherwise; either way an old entry never reads as current.
func TestWipeSoonBeforeTheCounterWraps(t *testing.T) {
	tb := newTT(1)
	const key = 0x9e3779b97f4a7c15
	tb.store(key, 5, 100, 3, 0, bExact)
	tb.wipeSoon()
	if _, ok := tb.probe(key); !ok || tb.gen != 1 {
		t.Fatalf("a fresh table was wiped (gen %d)", tb.gen)
	}
	for tb.gen < 200 {
		tb.clear()
	}
	tb.store(key, 5, 100, 3, 0, bExact)
	tb.wipeSoon()
	if tb.gen != 1 {
		t.Fatalf("generation %d after wipeSoon at 200, want 1", tb.gen)
	}
	if _, ok := tb.probe(key); ok {
		t.Fatal("an entry of generation 200 survived the wipe")
	}
	for i := range tb.e {
		if tb.e[i] != (ttSlot{}) {
			t.Fatalf("slot %d not wiped", i)
		}
	}
}

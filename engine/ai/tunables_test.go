package ai

import (
	"context"
	"math"
	"testing"

	"gomoku/engine"
)

// TestTunablesChangeTheSearch: every named margin reaches the search (the
// same position searched to the same depth takes a different number of
// nodes), "legacy" restores the levels' search, and unknown names are
// errors rather than silently ignored.
func TestTunablesChangeTheSearch(t *testing.T) {
	pts, err := engine.ParseMoves("h8i9j8i8i7g9h9h7", 15)
	if err != nil {
		t.Fatal(err)
	}
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: pts}
	ts := tableSetWith(engine.Freestyle, earlierWeights(variantOf(engine.Freestyle, false)))
	nodes := func(cfg Config) uint64 {
		t.Helper()
		info, err := NewSearcher(cfg, ts).Search(context.Background(), pos, Limits{Depth: 7})
		if err != nil {
			t.Fatal(err)
		}
		return info.Nodes
	}
	base := nodes(DefaultConfig())
	for _, tc := range []struct {
		name string
		v    float64
		with string // another tunable set to 1 first, if any
	}{
		{"fut", 20, ""}, {"futdepth", 1, ""}, {"razdepth", 4, ""}, {"razmul", 6, ""}, {"lmp", 12, ""},
		{"lmpmul", 3, ""}, {"lmpexp", 2, ""}, {"lmrbase", 1.5, ""}, {"lmrdiv", 3, ""}, {"lmrdepth", 5, ""},
		// the selectivity rules (selective.go) and aspiration windows
		// (aspiration.go)
		{"tlmr", 3, ""}, {"iir", 3, ""}, {"rootlmr", 0, ""}, {"lord", 0, ""}, {"qtt", 0, ""}, {"qplus", 0, ""},
		{"vctnodes", 300, ""}, {"qdepth", 2, ""}, {"asp", 3, ""},
	} {
		cfg := DefaultConfig()
		if err := cfg.SetTunable(tc.name, tc.v); err != nil {
			t.Fatal(err)
		}
		ref := base
		if tc.with != "" {
			without := DefaultConfig()
			if err := without.SetTunable(tc.with, 1); err != nil {
				t.Fatal(err)
			}
			if err := cfg.SetTunable(tc.with, 1); err != nil {
				t.Fatal(err)
			}
			ref = nodes(without)
		}
		if n := nodes(cfg); n == ref {
			t.Errorf("%s=%g: still %d nodes", tc.name, tc.v, n)
		}
	}
	cfg := DefaultConfig()
	if err := cfg.SetTunable("legacy", 1); err != nil || cfg != DefaultConfig().withLegacySearch() {
		t.Errorf("legacy: %v, %+v", err, cfg)
	}
	if err := cfg.SetTunable("nosuch", 1); err == nil {
		t.Error("unknown tunable accepted")
	}
	// The table's size is a configuration, not a margin: it changes what a
	// search keeps, so it is checked by what it sets.
	if err := cfg.SetTunable("hash", 64); err != nil || cfg.HashMB != 64 {
		t.Errorf("hash=64: %v, HashMB %d", err, cfg.HashMB)
	}
	for _, v := range []float64{0, -1, 5000, math.NaN()} {
		if err := cfg.SetTunable("hash", v); err == nil {
			t.Errorf("hash=%g accepted", v)
		}
	}
}

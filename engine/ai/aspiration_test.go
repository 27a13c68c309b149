package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// aspirationConfig is DefaultConfig with its aspiration windows from
// depth 3, low enough for a fixed-depth search to use them.
func aspirationConfig(t *testing.T) Config {
	t.Helper()
	cfg := DefaultConfig()
	if err := cfg.SetTunable("asp", 3); err != nil {
		t.Fatal(err)
	}
	return cfg
}

// The search alone (no root threat solvers) still finds the short
// published VCT wins with aspiration windows from depth 3: a window must
// not hide a forced win, nor turn its mate score into a guess.
func TestAspirationKeepsTheWins(t *testing.T) {
	{
		name, cfg := "asp", aspirationConfig(t)
		cfg.RootVCFNodes, cfg.RootVCTNodes = 0, 0
		e := NewSearcher(cfg, &testTables)
		for _, tc := range mateCases {
			if tc.kind != "VCT" || !tc.win || tc.maxMoves > 4 {
				continue
			}
			pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Color(tc.attacker+1))
			info, err := e.Search(context.Background(), pos, Limits{Depth: 9})
			if err != nil {
				t.Fatal(err)
			}
			if info.Mate <= 0 || info.Source != "search" {
				t.Errorf("%s: case %d: no win found (move %v score %d source %s)", name, tc.id, info.Move, info.Score, info.Source)
			}
		}
		for _, tc := range tacticCases {
			pos := setupPos(t, tc.rule, 15, tc.black, tc.white, tc.toMove)
			info, err := e.Search(context.Background(), pos, Limits{Depth: 7})
			if err != nil {
				t.Fatal(err)
			}
			if !oneOf(info.Move, tc.want) {
				t.Errorf("%s: %s: played %v, want one of %s", name, tc.name, info.Move, tc.want)
			}
		}
	}
}

// A fixed-depth search with aspiration windows ends and counts the same
// nodes twice: nothing leaks from one search into the next.
func TestAspirationTerminatesDeterministically(t *testing.T) {
	pts, err := engine.ParseMoves("h8i9j8i8i7g9h9h7j9j7", 15)
	if err != nil {
		t.Fatal(err)
	}
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: pts}
	{
		name, cfg := "asp", aspirationConfig(t)
		var nodes [2]uint64
		for i := range nodes {
			e := NewSearcher(cfg, &testTables)
			info, err := e.Search(context.Background(), pos, Limits{Depth: 10})
			if err != nil {
				t.Fatal(err)
			}
			if info.Depth != 10 {
				t.Errorf("%s: reached depth %d, want 10", name, info.Depth)
			}
			nodes[i] = info.Nodes
		}
		if nodes[0] != nodes[1] {
			t.Errorf("%s: %d then %d nodes", name, nodes[0], nodes[1])
		}
	}
}

// An aspiration window starts ±delta around the last score only from its
// depth on and never around a mate score, and widening ends at the whole
// range, so the root's re-search loop stops.
func TestAspirationWindows(t *testing.T) {
	cfg := DefaultConfig()
	if err := cfg.SetTunable("asp", 5); err != nil {
		t.Fatal(err)
	}
	s := newSearcher(cfg)
	full := aspWindow{alpha: -infScore, beta: infScore}
	if w := s.firstWindow(4, 100, true); w != full {
		t.Errorf("depth 4: %+v, want the whole range", w)
	}
	if w := s.firstWindow(5, mateIn(9), true); w != full {
		t.Errorf("after a mate score: %+v, want the whole range", w)
	}
	if w := s.firstWindow(5, 100, false); w != full {
		t.Errorf("without a previous score: %+v, want the whole range", w)
	}
	w := s.firstWindow(5, 100, true)
	if w.alpha != 80 || w.beta != 120 {
		t.Fatalf("depth 5 after 100: %+v, want (80, 120)", w)
	}
	if w2 := w.widen(70, true); w2.alpha != 30 || w2.beta != 120 {
		t.Errorf("fail low at 70: %+v, want (30, 120)", w2)
	}
	if w2 := w.widen(130, false); w2.alpha != 80 || w2.beta != 170 {
		t.Errorf("fail high at 130: %+v, want (80, 170)", w2)
	}
	if w2 := w.widen(mateIn(5), false); w2 != full {
		t.Errorf("fail high at a mate: %+v, want the whole range", w2)
	}
	for i := 0; i < 10 && w != full; i++ {
		w = w.widen(w.alpha-1, true)
	}
	if w != full {
		t.Errorf("ten fails low still leave %+v", w)
	}
}

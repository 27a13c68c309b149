package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// winsAtDepth searches every published win of mateCases (renju puzzles,
// played here under freestyle, the rule these options apply to) to depth
// with the root solvers off, so that only the main search and its
// quiescence can find the win, and returns which cases it proved won and
// the nodes spent.
func winsAtDepth(t *testing.T, cfg Config, depth int) (won map[int]bool, nodes uint64) {
	t.Helper()
	cfg.RootVCFNodes, cfg.RootVCTNodes = 0, 0
	won = map[int]bool{}
	for _, tc := range mateCases {
		if !tc.win {
			continue
		}
		e := NewSearcher(cfg, &testTables)
		pos := setupPos(t, engine.Freestyle, 15, tc.black, tc.white, engine.Color(tc.attacker+1))
		info, err := e.Search(context.Background(), pos, Limits{Depth: depth, Nodes: 2_000_000})
		if err != nil {
			t.Fatal(err)
		}
		nodes += info.Nodes
		won[tc.id] = info.Mate > 0
	}
	return won, nodes
}

// The quiescence search's hash entries change how much work a search does,
// not what it proves: the same published wins are found at depths 3 and 5
// with them as without, in fewer nodes. (Entries made by a chain with fewer
// fours left are not used by one with more: without that grading a depth-3
// search lost one of the VCFs.)
func TestQuiesceTableFindsTheSameWins(t *testing.T) {
	for _, depth := range []int{3, 5} {
		off := DefaultConfig()
		off.sel.quiesceTT, off.sel.quiescePlus = false, false
		on := off
		on.sel.quiesceTT = true
		wantWon, wantNodes := winsAtDepth(t, off, depth)
		won, nodes := winsAtDepth(t, on, depth)
		for id, w := range wantWon {
			if won[id] != w {
				t.Errorf("depth %d, case %d: proved won %v with the quiescence table, %v without", depth, id, won[id], w)
			}
		}
		if nodes >= wantNodes {
			t.Errorf("depth %d: %d nodes with the quiescence table, %d without", depth, nodes, wantNodes)
		}
	}
}

// Chaining only fours that build more than a four leaves the leaf search
// blind to some VCFs a ply or two earlier (a VCF whose middle four is a
// bare four), but by depth 5 the search proves every win the full chain
// proves, in fewer nodes.
func TestQuiescePlusFindsTheWinsByDepthFive(t *testing.T) {
	full := DefaultConfig()
	full.sel.quiesceTT, full.sel.quiescePlus = false, false
	plus := full
	plus.sel.quiescePlus = true
	wantWon, wantNodes := winsAtDepth(t, full, 5)
	won, nodes := winsAtDepth(t, plus, 5)
	for id, w := range wantWon {
		if w && !won[id] {
			t.Errorf("case %d: proved won by the full chain at depth 5, not with quiescePlus", id)
		}
	}
	if nodes >= wantNodes {
		t.Errorf("%d nodes with quiescePlus, %d without", nodes, wantNodes)
	}
}

// Under renju, where games did not measure a gain, the quiescence search
// stays as it was: the same nodes with the two options as without.
func TestQuiesceOptionsLeaveRenjuAlone(t *testing.T) {
	off := DefaultConfig()
	off.sel.quiesceTT, off.sel.quiescePlus = false, false
	on := off
	on.sel.quiesceTT, on.sel.quiescePlus = true, true
	for _, tc := range mateCases[:12] {
		pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Color(tc.attacker+1))
		var nodes [2]uint64
		for i, cfg := range []Config{off, on} {
			cfg.RootVCFNodes, cfg.RootVCTNodes = 0, 0
			info, err := NewSearcher(cfg, &testTables).Search(context.Background(), pos, Limits{Depth: 5, Nodes: 2_000_000})
			if err != nil {
				t.Fatal(err)
			}
			nodes[i] = info.Nodes
		}
		if nodes[0] != nodes[1] {
			t.Errorf("case %d: %d nodes with the options, %d without", tc.id, nodes[1], nodes[0])
		}
	}
}

package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// For the VCT cases published as "no win within n attacking moves" with
// small n, a full-width search (no pruning, no quiescence beyond the
// horizon) of 2n-1 plies must not claim a win in n moves or fewer.
func TestVCTNoWinWithinBound(t *testing.T) {
	cfg := FirstConfig()
	cfg.QDepth = 0
	for _, tc := range mateCases {
		if tc.kind != "VCT" || tc.win || tc.maxMoves > 3 {
			continue
		}
		e := NewSearcher(cfg, &testTables)
		pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Color(tc.attacker+1))
		info, err := e.Search(context.Background(), pos, Limits{Depth: 2*tc.maxMoves - 1})
		if err != nil {
			t.Fatal(err)
		}
		if info.Mate == 0 && info.Depth != 2*tc.maxMoves-1 {
			t.Fatalf("case %d: search stopped at depth %d", tc.id, info.Depth)
		}
		if info.Mate > 0 && info.Mate <= tc.maxMoves {
			t.Errorf("case %d: claims a win in %d (%v), published: none within %d", tc.id, info.Mate, info.PV, tc.maxMoves)
		}
	}
}

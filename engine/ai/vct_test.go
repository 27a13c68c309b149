package ai

import (
	"testing"
	"time"

	"gomoku/engine"
)

func TestVCTCasesProbe(t *testing.T) {
	for _, tc := range mateCases {
		if tc.kind != "VCT" {
			continue
		}
		b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, tc.attacker)
		v := newVCTSolver(b)
		start := time.Now()
		line := v.solve(tc.maxMoves, 2_000_000)
		t.Logf("case %d max %d want %v: got %v nodes %d in %v: %v", tc.id, tc.maxMoves, tc.win, line != nil, v.nodes, time.Since(start), line)
	}
}

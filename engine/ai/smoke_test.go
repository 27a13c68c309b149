package ai

import (
	"context"
	"testing"
	"time"

	"gomoku/engine"
)

func TestSmoke(t *testing.T) {
	e := NewEngine(DefaultConfig(), &testTables)
	pos := Position{Size: 15, Rule: engine.Freestyle}
	for i := 0; i < 12; i++ {
		info, err := e.Search(context.Background(), pos, Limits{Time: 300 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d %v score %d depth %d sel %d nodes %d %.0f nps %s pv %v", i, info.Move, info.Score, info.Depth, info.SelDepth, info.Nodes, info.NPS(), info.Source, info.PV)
		pos.Moves = append(pos.Moves, info.Move)
	}
}

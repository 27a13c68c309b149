package ai

import (
	"context"
	"slices"
	"testing"
	"time"

	"gomoku/engine"
)

// The time manager's decisions on made-up iteration times (no clock is
// read, so nothing here depends on the machine's speed).
func TestClockDeepens(t *testing.T) {
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	type iter struct {
		at    int // elapsed ms when the iteration finished
		move  int
		score int
	}
	cases := []struct {
		name       string
		hard, soft int
		iters      []iter
		want       bool // after the last iteration
	}{
		{"a turn's time is all the move's: deepen until cut", 100, 0, []iter{{10, 1, 0}, {40, 1, 0}, {99, 1, 0}}, true},
		{"a soft target at or above the limit is no target", 100, 150, []iter{{10, 1, 0}, {99, 1, 0}}, true},
		{"soft target reached with a stable move", 300, 100, []iter{{20, 1, 0}, {50, 1, 0}, {110, 1, 0}}, false},
		{"a changed best move stretches the target", 300, 100, []iter{{20, 1, 0}, {50, 1, 0}, {110, 2, 0}}, true},
		{"changes fade", 300, 100, []iter{{5, 1, 0}, {10, 2, 0}, {20, 2, 0}, {40, 2, 0}, {60, 2, 0}, {80, 2, 0}, {110, 2, 0}}, false},
		{"a falling score stretches the target", 300, 100, []iter{{20, 1, 0}, {50, 1, 0}, {110, 1, -100}}, true},
		{"a rising score does not", 300, 100, []iter{{20, 1, 0}, {50, 1, 0}, {110, 1, 100}}, false},
		{"the next iteration would be cut: keep the time", 300, 100, []iter{{10, 1, 0}, {60, 1, 0}}, false},
		{"the next iteration fits", 300, 100, []iter{{20, 1, 0}, {60, 1, 0}}, true},
		{"too early to give up on the next iteration", 200, 100, []iter{{5, 1, 0}, {40, 1, 0}}, true},
		{"no time limit", 0, 0, []iter{{10, 1, 0}, {5000, 1, 0}}, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			start := time.Now()
			clk := newClock(start, Limits{Time: ms(c.hard), Soft: ms(c.soft)})
			got := false
			for _, it := range c.iters {
				got = clk.deepen(start.Add(ms(it.at)), it.move, it.score)
			}
			if got != c.want {
				t.Fatalf("deepen = %v, want %v", got, c.want)
			}
		})
	}
}

// Progress reports legal moves as the search goes, the last one being the
// move the search returns.
func TestProgressReportsTheMove(t *testing.T) {
	moves, err := engine.ParseMoves("h8i9j8h9j10", 15)
	if err != nil {
		t.Fatal(err)
	}
	e := NewSearcher(DefaultConfig(), &testTables)
	var got []Info
	lim := Limits{Depth: 5, Progress: func(i Info) { got = append(got, i) }}
	info, err := e.Search(context.Background(), Position{Size: 15, Rule: engine.Freestyle, Moves: moves}, lim)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) < 5 {
		t.Fatalf("%d reports for a depth-5 search", len(got))
	}
	for _, r := range got {
		if !r.Move.In(15) || slices.Contains(moves, r.Move) {
			t.Fatalf("reported %v, not a free point", r.Move)
		}
	}
	last := got[len(got)-1]
	if last.Move != info.Move || last.Depth != info.Depth || last.Score != info.Score {
		t.Fatalf("last report %v depth %d score %d, search returned %v depth %d score %d",
			last.Move, last.Depth, last.Score, info.Move, info.Depth, info.Score)
	}
}

package analysis

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/record"
)

// game66 is a 66-move engine self-play game (default against default,
// depth 5, freestyle; White wins): the budget is a 60-move game in under
// 20 s at the default depth on one core.
const game66 = "h8f8e8g9g5f9f7e9d9g6d10d8g11c7b6f11i9f12f10e10h7g7h6h9e12d11c12f4d6i11h10h5e6c6g10k7b11c10c5d5e14d13e4e7b10i10j11k8d12b12e13c11k6c9c8l7j9j7e11e15b14c13i6m7i7n7"

func gameOf(tb testing.TB, rule engine.Rule, moves string) Game {
	tb.Helper()
	pts, err := engine.ParseMoves(moves, 15)
	if err != nil {
		tb.Fatal(err)
	}
	return Game{Rule: rule, Size: 15, Moves: pts}
}

// BenchmarkAnalyze60 analyses the first 60 moves of game66 at the default
// depth, without a cache, on one goroutine; cpu-s/op is the CPU time per
// analysis (run with GOMAXPROCS=1 for one core).
func BenchmarkAnalyze60(b *testing.B) {
	g := gameOf(b, engine.Freestyle, game66)
	g.Moves = g.Moves[:60]
	a := New(nil)
	start := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := a.Analyze(context.Background(), g, Options{}, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkAnalyzeLostToRapfi analyses each game of stronger_test.go:
// the review's cost when a loss must be traced back (the backward pass
// walks six of White's moves in the renju game 4 and spends most of its
// budget finding nothing in the renju game 2).
func BenchmarkAnalyzeLostToRapfi(b *testing.B) {
	for _, tc := range strongerGames {
		b.Run(strings.TrimSuffix(strings.TrimPrefix(tc.file, "rapfi-"), ".sgf"), func(b *testing.B) {
			rec, err := record.Load(filepath.Join("testdata", tc.file))
			if err != nil {
				b.Fatal(err)
			}
			g := Game{Rule: rec.Rule, Size: rec.Size, Moves: rec.Moves}
			start := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := New(nil).Analyze(context.Background(), g, Options{}, nil); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "cpu-s/op")
		})
	}
}

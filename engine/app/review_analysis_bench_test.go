package app

import (
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/analysis"
	"gomoku/engine/record"
)

// game60 is the first 60 moves of engine/analysis's game66 (engine
// self-play, freestyle).
const game60 = "h8f8e8g9g5f9f7e9d9g6d10d8g11c7b6f11i9f12f10e10h7g7h6h9e12d11c12f4d6i11h10h5e6c6g10k7b11c10c5d5e14d13e4e7b10i10j11k8d12b12e13c11k6c9c8l7j9j7e11"

func benchReview(b *testing.B) *App {
	b.Helper()
	a, err := New(Options{Settings: DefaultSettings(), Width: 1280, Height: 800, Now: t0,
		Open: recordOf(b, game60), AnalysisCache: &analysis.Memory{}})
	if err != nil {
		b.Fatal(err)
	}
	a.FinishAnalysis() // the cache lookup
	return a
}

// BenchmarkReviewAnalyse60 is the whole "Analyse game" of a 60-move game
// in the app at the default depth, as a player waits for it (fresh cache).
func BenchmarkReviewAnalyse60(b *testing.B) {
	for i := 0; i < b.N; i++ {
		a := benchReview(b)
		a.Apply(Intent{Kind: Analyse})
		a.FinishAnalysis()
		if a.View().Graph == nil {
			b.Fatal("no graph")
		}
	}
}

// BenchmarkFrameWhileAnalysing is one frame (Update and View) of the
// review while the analysis runs on its goroutine: the window must keep
// drawing at full rate (a frame is 16 ms).
func BenchmarkFrameWhileAnalysing(b *testing.B) {
	a := benchReview(b)
	a.Apply(Intent{Kind: Analyse})
	now := t0
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
		_ = a.View()
		r := a.scene.(*reviewScene)
		if r.an.job == nil { // finished: start again, so every frame overlaps a search
			r.an.report = nil
			a.Apply(Intent{Kind: Analyse})
		}
	}
	b.StopTimer()
	a.scene.(*reviewScene).cancelAnalysis()
}

func recordOf(tb testing.TB, moves string) *record.Game {
	tb.Helper()
	rec := &record.Game{Size: 15, Rule: engine.Freestyle}
	var err error
	if rec.Moves, err = engine.ParseMoves(moves, 15); err != nil {
		tb.Fatal(err)
	}
	return rec
}

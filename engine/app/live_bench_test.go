package app

import (
	"runtime"
	"testing"
	"time"

	"gomoku/engine"
)

// benchLive is an opening on screen, in review or in play, with the
// live evaluation and the threat marks on and searching as deep as a
// player would let it (it does not end within a benchmark).
func benchLive(b *testing.B, play, off bool) *App {
	b.Helper()
	const moves = "h8i9g9i7" // no win proved before depth 12
	s := DefaultSettings()
	s.ThreatMarks = true
	o := Options{Settings: s, Width: 1280, Height: 800, Now: t0, LiveDepth: 64}
	if off {
		o.Settings.LiveEval, o.Settings.ThreatMarks = LiveOff, false
	}
	if play {
		o.Settings.LiveEval = map[bool]LiveEval{false: LiveAlways, true: LiveOff}[off]
		o.Moves, _ = engine.ParseMoves(moves, 15)
	} else {
		o.Open = recordOf(b, moves)
	}
	a, err := New(o)
	if err != nil {
		b.Fatal(err)
	}
	return a
}

// BenchmarkFrameWhileLive is one frame (Update and View) while the live
// evaluation searches the position on screen: what the frame loop pays
// for it, the search itself running on its own goroutine; play-off is the
// same board with both off, for comparison. cpu-µs/op is the frame's own
// CPU time (the benchmark's thread), ns/op the wall clock, which the
// engine's threads and a shared machine inflate.
func BenchmarkFrameWhileLive(b *testing.B) {
	for _, c := range []struct {
		name      string
		play, off bool
	}{{"review", false, false}, {"play", true, false}, {"play-off", true, true}} {
		b.Run(c.name, func(b *testing.B) {
			a := benchLive(b, c.play, c.off)
			now := t0
			// Until the first depths are shown and the threat solver is
			// done: every measured frame then polls the running search and
			// draws its latest result.
			for end := time.Now().Add(time.Minute); !c.off && (a.View().Live == nil || a.live.threats.job != nil); {
				if time.Now().After(end) {
					b.Fatal("nothing shown")
				}
				now = now.Add(16 * time.Millisecond)
				a.Update(now)
				time.Sleep(time.Millisecond)
			}
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			b.ReportAllocs()
			b.ResetTimer()
			cpu := threadCPU()
			for i := 0; i < b.N; i++ {
				now = now.Add(16 * time.Millisecond)
				a.Update(now)
				_ = a.View()
			}
			b.ReportMetric(float64(threadCPU()-cpu)/float64(b.N)/1e3, "cpu-µs/op")
			b.StopTimer()
			if a.liveBusy() == c.off {
				b.Fatal("the engine was searching, or not, against the settings")
			}
			a.Close()
		})
	}
}

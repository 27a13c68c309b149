package render

import (
	"runtime"
	"syscall"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/app"
)

// benchDraw measures one steady frame (Draw, no read-back) with the
// software renderer, the slowest one the game may run on.
func benchDraw(b *testing.B, v app.View) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	err := withSoftware(v.Layout.Width, v.Layout.Height, func(r *Renderer) error {
		// The first frame builds the textures; the game pays that once
		// per window size.
		if err := r.Draw(v); err != nil {
			return err
		}
		b.ReportAllocs()
		b.ResetTimer()
		var cpu cpuClock
		cpu.start()
		for b.Loop() {
			if err := r.Draw(v); err != nil {
				return err
			}
		}
		cpu.stop()
		cpu.report(b)
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

func BenchmarkDrawMidGame15(b *testing.B) {
	a := newApp(b, 15, 1280, 800)
	play(b, a, midGame)
	cursorTo(b, a, "j9")
	benchDraw(b, a.View())
}

// fullBoard19 is a 1920×1080 view of a 19×19 board with every point
// taken: the most stones a frame can hold.
func fullBoard19(b *testing.B) app.View {
	a := newApp(b, 19, 1920, 1080)
	v := a.View()
	for y := range 19 {
		for x := range 19 {
			c := engine.Black
			if (x/2+y)%2 == 1 {
				c = engine.White
			}
			v.Board.Set(engine.Point{X: x, Y: y}, c)
		}
	}
	v.LastMove, v.HasLast = engine.Point{X: 9, Y: 9}, true
	return v
}

func BenchmarkDrawFull19HD(b *testing.B) {
	benchDraw(b, fullBoard19(b))
}

// BenchmarkDrawFull19HDMove is the frame right after a move: the new
// stone is patched into the cached board layer.
func BenchmarkDrawFull19HDMove(b *testing.B) {
	v := fullBoard19(b)
	before := v
	before.Board.Set(engine.Point{X: 9, Y: 9}, engine.Empty)
	benchSwap(b, before, v)
}

// BenchmarkDrawFull19HDUndo is the frame after a stone was taken back:
// the board is patched around it.
func BenchmarkDrawFull19HDUndo(b *testing.B) {
	v := fullBoard19(b)
	after := v
	after.Board.Set(engine.Point{X: 9, Y: 9}, engine.Empty)
	benchSwap(b, v, after)
}

// BenchmarkDrawFull19HDRebuild is the worst frame short of a new window
// size: the board layer is redrawn stone by stone (first frame, or many
// stones changed at once).
func BenchmarkDrawFull19HDRebuild(b *testing.B) {
	v := fullBoard19(b)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	err := withSoftware(v.Layout.Width, v.Layout.Height, func(r *Renderer) error {
		if err := r.Draw(v); err != nil {
			return err
		}
		b.ReportAllocs()
		b.ResetTimer()
		var cpu cpuClock
		for b.Loop() {
			r.layer.valid = false
			cpu.start()
			if err := r.Draw(v); err != nil {
				return err
			}
			cpu.stop()
		}
		cpu.report(b)
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

// benchSwap times drawing to after, each time from a frame showing before.
func benchSwap(b *testing.B, before, after app.View) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	err := withSoftware(after.Layout.Width, after.Layout.Height, func(r *Renderer) error {
		if err := r.Draw(after); err != nil {
			return err
		}
		b.ReportAllocs()
		b.ResetTimer()
		var cpu cpuClock
		for b.Loop() {
			b.StopTimer()
			if err := r.Draw(before); err != nil {
				return err
			}
			b.StartTimer()
			cpu.start()
			if err := r.Draw(after); err != nil {
				return err
			}
			cpu.stop()
		}
		cpu.report(b)
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

// cpuClock adds up the process's CPU time over timed sections. On a
// shared machine wall-clock frame times swing with the load; CPU time per
// frame is the steadier number (the software renderer draws on one thread).
type cpuClock struct {
	total, from time.Duration
	n           int
}

func cpuNow() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func (c *cpuClock) start() { c.from = cpuNow() }

func (c *cpuClock) stop() {
	c.total += cpuNow() - c.from
	c.n++
}

func (c *cpuClock) report(b *testing.B) {
	if b.N > 0 {
		b.ReportMetric(float64(c.total.Nanoseconds())/float64(b.N), "cpu-ns/op")
	}
}

package render

import (
	"runtime"
	"testing"

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
		for b.Loop() {
			if err := r.Draw(v); err != nil {
				return err
			}
		}
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

// BenchmarkDrawFull19HDUndo is the frame after a stone was taken back
// (undo, restart): the whole board layer is redrawn, stone by stone.
func BenchmarkDrawFull19HDUndo(b *testing.B) {
	v := fullBoard19(b)
	after := v
	after.Board.Set(engine.Point{X: 9, Y: 9}, engine.Empty)
	benchSwap(b, v, after)
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
		for b.Loop() {
			b.StopTimer()
			if err := r.Draw(before); err != nil {
				return err
			}
			b.StartTimer()
			if err := r.Draw(after); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

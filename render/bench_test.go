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

// BenchmarkDrawFull19HDMove is the frame right after a move: the position
// changed, so the board layer with all its stones is redrawn too.
func BenchmarkDrawFull19HDMove(b *testing.B) {
	v := fullBoard19(b)
	w := v
	w.Board.Set(engine.Point{X: 9, Y: 9}, engine.Empty)
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	err := withSoftware(1920, 1080, func(r *Renderer) error {
		if err := r.Draw(v); err != nil {
			return err
		}
		b.ReportAllocs()
		b.ResetTimer()
		i := 0
		for b.Loop() {
			i++
			f := v
			if i%2 == 1 {
				f = w
			}
			if err := r.Draw(f); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
}

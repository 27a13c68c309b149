package render

import (
	"testing"

	"gomoku/engine"
	"gomoku/engine/app"
)

// BenchmarkDrawMenuOverlay is a steady frame of the in-game menu over the
// dimmed game.
func BenchmarkDrawMenuOverlay(b *testing.B) {
	a := newApp(b, 15, 1280, 800)
	play(b, a, midGame)
	a.Apply(app.Intent{Kind: app.Menu})
	benchDraw(b, a.View())
}

// BenchmarkDrawNumbers19HD is the full 19×19 board with every stone
// numbered, as in review.
func BenchmarkDrawNumbers19HD(b *testing.B) {
	v := fullBoard19(b)
	v.MoveNumbers = true
	v.Order = v.Order[:0]
	for y := range 19 {
		for x := range 19 {
			v.Order = append(v.Order, pt(x, y))
		}
	}
	benchDraw(b, v)
}

func pt(x, y int) engine.Point { return engine.Point{X: x, Y: y} }

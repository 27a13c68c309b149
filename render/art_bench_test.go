package render

import (
	"testing"

	"gomoku/engine/app"
)

// BenchmarkResizeArt is the Go-side cost of a new window size at 1080p:
// the backdrop and the board are rasterised again.
func BenchmarkResizeArt(b *testing.B) {
	l := app.ComputeLayout(1920, 1080, 19, false)
	pal := darkPalette()
	b.Run("backdrop", func(b *testing.B) {
		for b.Loop() {
			backdropArt(l, &pal)
		}
	})
	b.Run("board", func(b *testing.B) {
		g := newBoardGeom(l)
		for b.Loop() {
			boardArt(g, nil, 4, &pal)
		}
	})
}

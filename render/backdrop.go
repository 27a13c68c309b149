package render

import (
	"math"

	"gomoku/engine/app"
)

// backdropArt is the static part of the window behind the board: a dark
// gradient with a slight vignette, the board's drop shadow and the panel
// card. It is opaque, so drawing it is a plain copy.
func backdropArt(l app.Layout, pal *palette) *raster {
	w, h := l.Width, l.Height
	r := newRaster(w, h)
	fw, fh := float64(w), float64(h)
	b := l.Board
	side := float64(b.W)
	sOff := math.Max(2, side*0.012)
	sBlur := math.Max(3, side*0.03)
	bx0, by0 := float64(b.X), float64(b.Y)+sOff
	bx1, by1 := bx0+float64(b.W), by0+float64(b.H)
	p := l.Panel
	prad := math.Max(4, math.Min(float64(min(p.W, p.H))*0.05, 18))
	px0, py0, px1, py1 := float64(p.X), float64(p.Y), float64(p.X+p.W), float64(p.Y+p.H)
	hasPanel := p.W > 8 && p.H > 8
	for y := 0; y < h; y++ {
		fy := float64(y) + 0.5
		t := fy / fh
		row := rgbaF{mix(pal.bgTop.r, pal.bgBottom.r, t), mix(pal.bgTop.g, pal.bgBottom.g, t), mix(pal.bgTop.b, pal.bgBottom.b, t), 1}
		for x := 0; x < w; x++ {
			fx := float64(x) + 0.5
			nx, ny := (fx/fw-0.5)*2, (fy/fh-0.5)*2
			v := 1 - 0.22*smoothstep(0.4, 1.5, math.Hypot(nx, ny))
			c := rgbaF{row.r * v, row.g * v, row.b * v, 1}
			// Board shadow: a blurred box under the board.
			if fx > bx0-sBlur*2 && fx < bx1+sBlur*2 && fy > by0-sBlur*2 && fy < by1+sBlur*2 {
				dx := math.Max(math.Max(bx0-fx, fx-bx1), 0)
				dy := math.Max(math.Max(by0-fy, fy-by1), 0)
				s := 0.55 * (1 - smoothstep(0, sBlur*2, math.Hypot(dx, dy)))
				c = blend(c, rgbaF{0, 0, 0, s})
			}
			if hasPanel && fx > px0-2 && fx < px1+2 && fy > py0-2 && fy < py1+2 {
				cov := roundRectCoverage(fx, fy, px0, py0, px1, py1, prad)
				inner := roundRectCoverage(fx, fy, px0+1, py0+1, px1-1, py1-1, prad-1)
				c = blend(c, rgbaF{pal.card.r, pal.card.g, pal.card.b, pal.card.a * cov})
				c = blend(c, rgbaF{pal.cardEdge.r, pal.cardEdge.g, pal.cardEdge.b, pal.cardEdge.a * (cov - inner)})
			}
			r.pix[y*w+x] = pack(c)
		}
	}
	return r
}

// boardGeom is the board in its own texture's pixel space: where each grid
// line falls (integer pixel columns and rows) and how thick lines are.
type boardGeom struct {
	side   int
	xs, ys []int // pixel column of each file (left to right), row of each rank (top to bottom)
	lw     int   // grid line thickness, odd so lines centre on a pixel
}

func newBoardGeom(l app.Layout) boardGeom {
	g := l.Grid
	n := max(g.Size, 0)
	bg := boardGeom{side: l.Board.W, xs: make([]int, n), ys: make([]int, n)}
	for i := range n {
		bg.xs[i] = int(math.Floor(g.X0+float64(i)*g.Step)) - l.Board.X
		bg.ys[i] = int(math.Floor(g.Y0+float64(i)*g.Step)) - l.Board.Y
	}
	bg.lw = 1 + 2*int(g.Step/64)
	return bg
}

// boardArt paints the wooden board with its grid and star points. The grain
// is smooth (sums of sines, no per-pixel noise) so it scales with the board
// and golden images compress well.
func boardArt(bg boardGeom, stars [][2]int, starRad float64, pal *palette) *raster {
	s := bg.side
	r := newRaster(s, s)
	fs := float64(s)
	bevel := max(1, s/300)
	for y := 0; y < s; y++ {
		v := (float64(y) + 0.5) / fs
		for x := 0; x < s; x++ {
			u := (float64(x) + 0.5) / fs
			// Straight grain running top to bottom with gentle waves and
			// broad changes in tone, as in a kaya board.
			phase := u*19 + 1.6*math.Sin(2*math.Pi*(u*1.3+0.1)) +
				0.3*math.Sin(2*math.Pi*(v*1.1+u*0.6)) + 0.05*math.Sin(2*math.Pi*v*4.3)
			g := 0.5 + 0.5*math.Sin(2*math.Pi*phase)
			g = g * g * g * g
			fine := 0.5 + 0.5*math.Sin(2*math.Pi*(u*67+0.15*math.Sin(2*math.Pi*v*2.3)))
			broad := 0.5 + 0.5*math.Sin(2*math.Pi*(u*2.2+v*0.7+0.3))
			k := 0.95 + 0.05*broad - 0.07*g - 0.015*fine
			c := rgbaF{pal.wood.r * k, pal.wood.g * k, pal.wood.b * (k - 0.02), 1}
			// A soft sheen towards the upper left, darker towards the rim.
			sheen := 1 + 0.05*(1-math.Hypot(u-0.3, v-0.25))
			c.r, c.g, c.b = c.r*sheen, c.g*sheen, c.b*sheen
			switch {
			case x < bevel || y < bevel:
				c = blend(c, rgbaF{255, 245, 220, 0.35})
			case x >= s-bevel || y >= s-bevel:
				c = blend(c, rgbaF{60, 35, 10, 0.45})
			}
			r.pix[y*s+x] = pack(c)
		}
	}
	n := len(bg.xs)
	if n == 0 {
		return r
	}
	half := bg.lw / 2
	line := rgbaF{pal.grid.r, pal.grid.g, pal.grid.b, pal.grid.a}
	x0, x1 := bg.xs[0]-half, bg.xs[n-1]+half+1
	y0, y1 := bg.ys[0]-half, bg.ys[n-1]+half+1
	for _, x := range bg.xs {
		r.fillRect(x-half, y0, bg.lw, y1-y0, line)
	}
	for _, y := range bg.ys {
		r.fillRect(x0, y, x1-x0, bg.lw, line)
	}
	// A heavier outer border frames the playing area.
	bw := bg.lw + 1
	r.fillRect(x0-bw+bg.lw, y0-bw+bg.lw, x1-x0+2*(bw-bg.lw), bw, line)
	r.fillRect(x0-bw+bg.lw, y1-bg.lw, x1-x0+2*(bw-bg.lw), bw, line)
	r.fillRect(x0-bw+bg.lw, y0-bw+bg.lw, bw, y1-y0+2*(bw-bg.lw), line)
	r.fillRect(x1-bg.lw, y0-bw+bg.lw, bw, y1-y0+2*(bw-bg.lw), line)
	for _, st := range stars {
		r.disc(float64(st[0])+0.5, float64(st[1])+0.5, starRad, rgbaF{pal.grid.r, pal.grid.g, pal.grid.b, 1})
	}
	return r
}

package render

import (
	"math"

	"gomoku/engine/app"
)

// backdropArt is the static part of the window behind the board: a dark
// gradient with a slight vignette, the board's drop shadow and the panel
// card. It is opaque, so drawing it is a plain copy. It is rebuilt on every
// window size, so it touches each pixel once and does the costly maths only
// near edges.
func backdropArt(l app.Layout, pal *palette) *raster {
	w, h := l.Width, l.Height
	r := newRaster(w, h)
	fw, fh := float64(w), float64(h)
	// The vignette is separable (a row factor times a column factor): close
	// enough to a radial one at this strength, and far cheaper.
	colK := make([]float64, w)
	for x := range colK {
		nx := ((float64(x)+0.5)/fw - 0.5) * 2
		colK[x] = 1 - 0.12*smoothstep(0.3, 1, math.Abs(nx))
	}
	for y := range h {
		fy := float64(y) + 0.5
		t := fy / fh
		ny := (t - 0.5) * 2
		rowK := 1 - 0.14*smoothstep(0.3, 1, math.Abs(ny))
		cr := mix(pal.bgTop.r, pal.bgBottom.r, t) * rowK
		cg := mix(pal.bgTop.g, pal.bgBottom.g, t) * rowK
		cb := mix(pal.bgTop.b, pal.bgBottom.b, t) * rowK
		row := r.pix[y*w : (y+1)*w]
		for x := range row {
			k := colK[x]
			row[x] = 0xff000000 | uint32(clamp8(cr*k))<<16 | uint32(clamp8(cg*k))<<8 | uint32(clamp8(cb*k))
		}
	}
	if l.Board.W > 0 {
		boardShadow(r, l.Board)
	} else if l.Panel.W == 0 {
		scenery(r, pal)
	}
	if p := l.Panel; p.W > 8 && p.H > 8 {
		panelCard(r, p, pal)
	}
	return r
}

// scenery is the title screen's backdrop (a layout with no board and no
// panel): a warm glow of the board's wood behind the art on the left and,
// faint across the whole window, the lines of a large board, so a TV
// across the room shows a composed picture rather than an empty one.
func scenery(r *raster, pal *palette) {
	w, h := r.w, r.h
	cx, cy, rad := float64(w)*0.25, float64(h)*0.5, float64(h)*0.75
	step := max(h/11, 8)
	wood := pal.wood
	for y := range h {
		fy := float64(y) + 0.5
		onRow := (y-h/2)%step == 0
		for x := range w {
			i := y*w + x
			c := unpack(r.pix[i])
			dx, dy := (float64(x)+0.5-cx)/rad, (fy-cy)/rad
			if g := 0.24 * (1 - smoothstep(0, 1, math.Sqrt(dx*dx+dy*dy))); g > 0 {
				c = blend(c, rgbaF{wood.r, wood.g, wood.b, g})
			}
			if onRow || (x-w/4)%step == 0 {
				c = blend(c, rgbaF{255, 255, 255, 0.06})
			}
			r.pix[i] = pack(c)
		}
	}
}

// boardShadow darkens a blurred box under the board, offset downwards.
// Pixels the board itself covers are skipped.
func boardShadow(r *raster, b app.Rect) {
	side := float64(b.W)
	off := math.Max(2, side*0.012)
	blur := math.Max(3, side*0.03)
	x0, y0 := float64(b.X), float64(b.Y)+off
	x1, y1 := x0+float64(b.W), y0+float64(b.H)
	reach := int(math.Ceil(blur*2)) + 1
	for y := max(0, b.Y-reach); y < min(r.h, int(y1)+reach); y++ {
		fy := float64(y) + 0.5
		dy := math.Max(math.Max(y0-fy, fy-y1), 0)
		for x := max(0, b.X-reach); x < min(r.w, b.X+b.W+reach); x++ {
			if x >= b.X && x < b.X+b.W && y >= b.Y && y < b.Y+b.H {
				continue
			}
			fx := float64(x) + 0.5
			dx := math.Max(math.Max(x0-fx, fx-x1), 0)
			d := math.Sqrt(dx*dx + dy*dy)
			a := 0.55 * (1 - smoothstep(0, blur*2, d))
			if a > 0 {
				i := y*r.w + x
				r.pix[i] = pack(blend(unpack(r.pix[i]), rgbaF{0, 0, 0, a}))
			}
		}
	}
}

// panelCard lays the panel's translucent rounded card with a faint edge.
// Only pixels near the outline need coverage maths.
func panelCard(r *raster, p app.Rect, pal *palette) {
	rad := math.Max(4, math.Min(float64(min(p.W, p.H))*0.05, 18))
	x0, y0, x1, y1 := float64(p.X), float64(p.Y), float64(p.X+p.W), float64(p.Y+p.H)
	edge := int(rad) + 3
	for y := max(0, p.Y-1); y < min(r.h, p.Y+p.H+1); y++ {
		fy := float64(y) + 0.5
		nearY := y < p.Y+edge || y >= p.Y+p.H-edge
		for x := max(0, p.X-1); x < min(r.w, p.X+p.W+1); x++ {
			i := y*r.w + x
			base := unpack(r.pix[i])
			nearX := x < p.X+edge || x >= p.X+p.W-edge
			if !nearX && !nearY || (!nearY && x >= p.X+2 && x < p.X+p.W-2) || (!nearX && y >= p.Y+2 && y < p.Y+p.H-2) {
				r.pix[i] = pack(blend(base, pal.card))
				continue
			}
			fx := float64(x) + 0.5
			cov := roundRectCoverage(fx, fy, x0, y0, x1, y1, rad)
			inner := roundRectCoverage(fx, fy, x0+1, y0+1, x1-1, y1-1, rad-1)
			c := blend(base, rgbaF{pal.card.r, pal.card.g, pal.card.b, pal.card.a * cov})
			c = blend(c, rgbaF{pal.cardEdge.r, pal.cardEdge.g, pal.cardEdge.b, pal.cardEdge.a * (cov - inner)})
			r.pix[i] = pack(c)
		}
	}
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
	// One pixel up to a generous step, three on 4K-sized boards.
	bg.lw = 1 + 2*int(g.Step/80)
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
	sin := newSinTable()
	// Terms that depend on one axis only are computed once per row or
	// column.
	colPhase := make([]float64, s)
	for x := range colPhase {
		u := (float64(x) + 0.5) / fs
		colPhase[x] = u*19 + 1.6*sin.at(u*1.3+0.1)
	}
	for y := range s {
		v := (float64(y) + 0.5) / fs
		rowPhase := 0.05 * sin.at(v*4.3)
		fineShift := 0.15 * sin.at(v*2.3)
		for x := range s {
			u := (float64(x) + 0.5) / fs
			// Straight grain running top to bottom with gentle waves and
			// broad changes in tone, as in a kaya board.
			g := 0.5 + 0.5*sin.at(colPhase[x]+0.3*sin.at(v*1.1+u*0.6)+rowPhase)
			g *= g
			g *= g
			fine := 0.5 + 0.5*sin.at(u*67+fineShift)
			broad := 0.5 + 0.5*sin.at(u*2.2+v*0.7+0.3)
			k := 0.95 + 0.05*broad - 0.07*g - 0.015*fine
			// A soft sheen towards the upper left.
			du, dv := u-0.3, v-0.25
			k *= 1 + 0.05*(1-math.Sqrt(du*du+dv*dv))
			c := rgbaF{pal.wood.r * k, pal.wood.g * k, pal.wood.b * (k - 0.02), 1}
			switch {
			case x < bevel || y < bevel:
				c = blend(c, rgbaF{255, 245, 220, 0.35})
			case x >= s-bevel || y >= s-bevel:
				c = blend(c, rgbaF{60, 35, 10, 0.45})
			}
			r.pix[y*s+x] = pack(c)
		}
	}
	gridArt(r, bg, stars, starRad, pal)
	return r
}

// gridArt rules the grid, its heavier border and the star points.
func gridArt(r *raster, bg boardGeom, stars [][2]int, starRad float64, pal *palette) {
	n := len(bg.xs)
	if n == 0 {
		return
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
}

// sinTable is sin(2πt) sampled finely: the board's grain needs a few sines
// per pixel, and a table is several times faster with no visible change.
type sinTable [4096]float64

func newSinTable() *sinTable {
	var t sinTable
	for i := range t {
		t[i] = math.Sin(2 * math.Pi * float64(i) / float64(len(t)))
	}
	return &t
}

// at returns sin(2π·t) for any t.
func (s *sinTable) at(t float64) float64 {
	f := t - math.Floor(t)
	return s[int(f*float64(len(s)))&(len(s)-1)]
}

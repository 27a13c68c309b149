package app

import (
	"math"

	"gomoku/engine"
)

// Rect is an axis-aligned rectangle in output pixels.
type Rect struct {
	X, Y, W, H int
}

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y int) bool {
	return x >= r.X && y >= r.Y && x < r.X+r.W && y < r.Y+r.H
}

// Grid maps board points to pixels: the point a1 is at the bottom-left, the
// top-left intersection is at (X0, Y0) and neighbours are Step pixels apart.
type Grid struct {
	Size   int
	X0, Y0 float64
	Step   float64
}

// Center returns the pixel centre of intersection p.
func (g Grid) Center(p engine.Point) (x, y float64) {
	return g.X0 + float64(p.X)*g.Step, g.Y0 + float64(g.Size-1-p.Y)*g.Step
}

// PointAt returns the intersection nearest to (x, y), and false when the
// pixel is farther than half a step from every intersection (off the board).
func (g Grid) PointAt(x, y int) (engine.Point, bool) {
	if g.Step <= 0 {
		return engine.NoPoint(), false
	}
	col := int(math.Round((float64(x) - g.X0) / g.Step))
	rowFromTop := int(math.Round((float64(y) - g.Y0) / g.Step))
	p := engine.Point{X: col, Y: g.Size - 1 - rowFromTop}
	if !p.In(g.Size) {
		return engine.NoPoint(), false
	}
	return p, true
}

// MinTextPx is the smallest text any screen draws, at every window size
// down to the Raspberry Pi's 800×480: a screen whose text does not fit at
// this size is laid out again (fewer columns, wrapped, scrolled), never
// shrunk below it.
const MinTextPx = 14

// Layout is where everything goes for one output size. It is computed here,
// not in the renderer, so clicks are hit-tested against exactly what is drawn.
type Layout struct {
	Width, Height int
	Board         Rect // the wooden square, coordinates included
	Grid          Grid
	Panel         Rect // the side (or bottom) panel with labels and buttons
	TextPx        int  // body text height
	TitlePx       int  // heading height
	SmallPx       int  // coordinates and hints
	Portrait      bool
	Large         bool // Large UI: text half as large again
}

// ComputeLayout places a board of the given size and the panel in a w×h
// output. The board is always square, whole and centred in its area; text
// scales with the board so it stays readable on a TV and fits a small window.
// Large UI makes every text half as large again (body, headings, coordinates
// and hints alike), for a TV across the room.
func ComputeLayout(w, h, size int, large bool) Layout {
	if w < 1 {
		w = 1
	}
	if h < 1 {
		h = 1
	}
	l := Layout{Width: w, Height: h, Large: large}
	// 3.5% on every side keeps everything inside a TV's action-safe area
	// (a TV may crop the picture's edges), and looks calm on a monitor.
	margin := max(4, max(w, h)*35/1000)
	l.Portrait = h > w
	var side int
	if l.Portrait {
		side = min(w-2*margin, h*68/100-2*margin)
		side = max(side, 40)
		panelH := h - side - 3*margin
		l.Board = Rect{(w - side) / 2, margin, side, side}
		l.Panel = Rect{margin, margin*2 + side, w - 2*margin, max(panelH, 0)}
	} else {
		// A small window still leaves the panel room for a line of
		// readable text (minPanel): the board gives way.
		minPanel := min(MinTextPx*20, w*35/100)
		if large {
			// Half as large again, the panel's text needs more of the
			// width: the board gives some up.
			minPanel = max(minPanel, w*45/100)
		}
		side = min(h-2*margin, w*70/100-2*margin, w-3*margin-minPanel)
		side = max(side, 40)
		// The panel is as wide as its text needs; wider only leaves an
		// empty card on 16:9 screens.
		panelW := min(w-side-3*margin, max(side*58/100, minPanel))
		panelW = max(panelW, 0)
		total := side + margin + panelW
		x0 := (w - total) / 2
		l.Board = Rect{x0, (h - side) / 2, side, side}
		l.Panel = Rect{x0 + side + margin, (h - side) / 2, panelW, side}
	}
	l.TextPx = clamp(side/26, MinTextPx, 64)
	l.TitlePx = clamp(side/16, MinTextPx*4/3, 96)
	// One step of padding on each side of the grid leaves room for the
	// coordinate labels and for edge stones; where a step is too small for
	// a two-digit label at SmallPx beside an edge stone, the padding grows
	// and the grid tightens instead of the labels shrinking.
	step := float64(side) / float64(size+1)
	l.SmallPx = clamp(int(step*0.38), MinTextPx, 40)
	if large {
		// Everything alike: headings, body, coordinates, help lines and
		// the menus' footers all grow by half.
		l.TextPx = l.TextPx * 3 / 2
		l.TitlePx = l.TitlePx * 3 / 2
		l.SmallPx = l.SmallPx * 3 / 2
	}
	edge := step
	if size > 1 {
		// An edge stone's radius, the widest label with a little air, and
		// the label's clearance from the stone (render/board.go).
		// (Digits are about 0.64 em wide, more than textWidth's average.)
		widest := "9"
		if size >= 10 {
			widest = "19"
		}
		// Room for labels at MinTextPx (the renderer sets them as large
		// as the room allows, up to SmallPx); with Large UI at SmallPx.
		labelPx := MinTextPx
		if large {
			labelPx = l.SmallPx
		}
		label := float64(textWidth(widest, labelPx)*6/5) + 2
		if need := step*0.46 + step*0.12 + label; need > step && float64(side)-2*label > float64(size)*8 {
			// side = 2*edge + (size-1)*step and edge = 0.58*step + label.
			step = (float64(side) - 2*label) / (float64(size-1) + 2*0.58)
			edge = 0.58*step + label
		}
	}
	l.Grid = Grid{
		Size: size,
		X0:   float64(l.Board.X) + edge,
		Y0:   float64(l.Board.Y) + edge,
		Step: step,
	}
	if l.Portrait {
		// A short panel under the board must still hold every line.
		l.TextPx = clamp(min(l.TextPx, l.Panel.H/14), MinTextPx, 64)
		l.TitlePx = clamp(min(l.TitlePx, l.Panel.H/9), MinTextPx*4/3, 96)
	}
	return l
}

func clamp(v, lo, hi int) int {
	return max(lo, min(v, hi))
}

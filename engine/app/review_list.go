package app

import (
	"gomoku/engine"
	"gomoku/engine/analysis"
)

// MoveListView is the review's move list: the moves of the line shown,
// numbered, in rows of a few columns, scrolled so the move shown is in
// view. Focused: the list has the keys (the board cursor is off).
type MoveListView struct {
	Rect    Rect
	Px      int
	Focused bool
	Cells   []MoveCell
}

// MoveCell is one move of the list.
type MoveCell struct {
	Rect Rect
	// Text is the move's number and point in the board's notation
	// ("12 h6"), with "?" for a mistake and "??" for a blunder (as
	// annotators mark moves) once the game is analysed.
	Text  string
	Color engine.Color
	// Current: the last stone on the board; Ahead: not on the board yet.
	Current, Ahead bool
	Mark           MoveMark
	// Branch: another variation plays this move differently (↑/↓ switch).
	Branch bool
}

// MoveMark grades a move in the list.
type MoveMark uint8

const (
	MarkNone MoveMark = iota
	MarkMistake
	MarkBlunder
)

// moveListState is what the scene keeps of the list between frames: the
// first row shown (scrolled with the move shown) and where the cells were
// drawn, so a click is tested against what the player sees.
type moveListState struct {
	// area is where the graph left room beside it (portrait); empty:
	// the list goes under it.
	area  Rect
	top   int
	cells []Rect
	plies []int
}

// minListRows is the list's share of the panel kept from the graph: a
// few rows, so the list is never squeezed out by it.
const minListRows = 3

// listRowH is a row's height for text of px.
func listRowH(px int) int { return px * 3 / 2 }

// moveListView lays the list out from y down to bottom and returns where
// it ends. It leaves room for two lines of key help when the list needs
// less than the space there is.
func (r *reviewScene) moveListView(a *App, v *View, y, bottom int) int {
	l := a.layout
	r.list.cells, r.list.plies = r.list.cells[:0], r.list.plies[:0]
	n := r.line.end()
	px := l.SmallPx
	rowH := listRowH(px)
	pad := max(l.TextPx/2, 4)
	x, w, after := l.Panel.X+pad, l.Panel.W-2*pad, y
	beside := r.list.area.W > 0
	if beside {
		x, y, w, bottom = r.list.area.X, r.list.area.Y, r.list.area.W, r.list.area.Y+r.list.area.H
	}
	rows := (bottom - y) / rowH
	if n == 0 || rows < 1 {
		return after
	}
	cols := max(1, w/(px*5))
	need := (n + cols - 1) / cols
	if rows > minListRows+2 && !beside {
		rows -= 2 // the key help's two lines
	}
	rows = min(rows, need)
	cur := max(r.at-1, 0) / cols
	if cur < r.list.top {
		r.list.top = cur
	}
	if cur >= r.list.top+rows {
		r.list.top = cur - rows + 1
	}
	r.list.top = clamp(r.list.top, 0, max(need-rows, 0))
	mv := &MoveListView{Rect: Rect{X: x, Y: y, W: w, H: rows * rowH}, Px: px, Focused: !r.onBoard}
	cw := w / cols
	for i := r.list.top * cols; i < min(n, (r.list.top+rows)*cols); i++ {
		row, col := i/cols-r.list.top, i%cols
		c := MoveCell{
			Rect:    Rect{X: x + col*cw, Y: y + row*rowH, W: cw, H: rowH},
			Text:    itoa(i+1) + " " + r.line.moveAt(i).String(),
			Color:   engine.Black,
			Current: i == r.at-1,
			Ahead:   i >= r.at,
			Branch:  len(r.line.alternatives(i)) > 1,
		}
		if i%2 == 1 {
			c.Color = engine.White
		}
		c.Mark = r.markAt(i)
		switch c.Mark {
		case MarkMistake:
			c.Text += "?"
		case MarkBlunder:
			c.Text += "??"
		}
		mv.Cells = append(mv.Cells, c)
		r.list.cells = append(r.list.cells, c.Rect)
		r.list.plies = append(r.list.plies, i+1)
	}
	v.MoveList = mv
	if beside {
		return after
	}
	return y + rows*rowH + pad
}

// markAt grades ply i (0-based) of the line shown, when the analysis is
// in and the move is the main line's (a variation's own moves are not
// graded).
func (r *reviewScene) markAt(i int) MoveMark {
	if r.an.report == nil || i < r.setup || i >= len(r.an.report.Moves) || i >= r.forkFromMain() {
		return MarkNone
	}
	switch r.an.report.Moves[i].Severity {
	case analysis.Mistake:
		return MarkMistake
	case analysis.Blunder:
		return MarkBlunder
	}
	return MarkNone
}

// forkFromMain is the ply where the line shown leaves the main line (its
// length on the main line).
func (r *reviewScene) forkFromMain() int {
	l := r.line
	if l == r.tree {
		return l.end()
	}
	for l.parent != r.tree {
		l = l.parent
	}
	return l.start
}

// listClick shows the move under a click on the list.
func (r *reviewScene) listClick(x, y int) bool {
	for i, rc := range r.list.cells {
		if rc.Contains(x, y) {
			r.goTo(r.line, r.list.plies[i])
			return true
		}
	}
	return false
}

package app

import (
	"context"

	"gomoku/engine"
)

// boardCursor is the cursor and the pointer of a board screen other than
// the game's (the Puzzles mode, the board editor), whose board is not the
// game in play.
type boardCursor struct {
	cursor  engine.Point
	hover   engine.Point
	hoverOK bool
}

// move steps the cursor, stopping at the edges of an n×n board.
func (c *boardCursor) move(n, dx, dy int) {
	c.cursor = engine.Point{X: clamp(c.cursor.X+dx, 0, n-1), Y: clamp(c.cursor.Y+dy, 0, n-1)}
}

// pointer follows the mouse or finger over the board.
func (c *boardCursor) pointer(a *App, x, y int) {
	a.pointerX, a.pointerY, a.pointerIn = x, y, true
	c.hover, c.hoverOK = a.layout.Grid.PointAt(x, y)
}

// click presses the enabled button under (x, y); failing that it moves the
// cursor to the intersection there and reports it.
func (c *boardCursor) click(a *App, bs []Button, x, y int, press func(ButtonID)) (engine.Point, bool) {
	c.pointer(a, x, y)
	for _, b := range bs {
		if b.Enabled && b.Rect.Contains(x, y) {
			press(b.ID)
			return engine.Point{}, false
		}
	}
	pt, ok := a.layout.Grid.PointAt(x, y)
	if ok {
		c.cursor = pt
	}
	return pt, ok
}

// panelText returns a writer of lines down the side panel, each below the
// last, as the board screens fill their panels.
func (a *App) panelText(v *View) func(text string, px int, style TextStyle) {
	l := a.layout
	pad := max(l.TextPx/2, 4)
	x, y, w := l.Panel.X+pad, l.Panel.Y+pad, l.Panel.W-2*pad
	return func(text string, px int, style TextStyle) {
		// Too long for the panel: more lines, not smaller letters (a
		// heading may get a little smaller first).
		if style == StyleTitle {
			px = headingPx(text, px, MinTextPx*4/3, w)
		}
		for _, part := range wrapText(text, px, w) {
			v.Lines = append(v.Lines, TextLine{Text: part, X: x, Y: y, Px: px, MaxW: w, Style: style})
			y += px * 3 / 2
		}
	}
}

// clearButtons drops the key help (added last: groups are how many lines
// each help entry took, wrapped) where it would run into the buttons
// under it, a whole entry at a time: the buttons and the lines above
// matter more than a reminder of the keys.
func clearButtons(v *View, groups []int) {
	top := -1
	for _, b := range v.Buttons {
		if top < 0 || b.Rect.Y < top {
			top = b.Rect.Y
		}
	}
	for top >= 0 && len(groups) > 0 && len(v.Lines) > 0 {
		ln := v.Lines[len(v.Lines)-1]
		if ln.Y+ln.Px*5/4 <= top {
			return
		}
		n := groups[len(groups)-1]
		groups = groups[:len(groups)-1]
		v.Lines = v.Lines[:max(len(v.Lines)-n, 0)]
	}
}

// addHelp adds the key help entries (wrapped) and returns how many lines
// each took, for clearButtons.
func addHelp(v *View, add func(string, int, TextStyle), help string, px int) []int {
	var groups []int
	for _, h := range splitHelp(help) {
		n := len(v.Lines)
		add(h, px, StyleMuted)
		groups = append(groups, len(v.Lines)-n)
	}
	return groups
}

// job is engine work running on its own goroutine for a board screen,
// polled each frame: its answer arrives on done, a panic becomes the
// answer fail makes of it.
type job[T any] struct {
	cancel context.CancelFunc
	done   chan T
}

func startJob[T any](run func(ctx context.Context) T, fail func(error) T) *job[T] {
	ctx, cancel := context.WithCancel(context.Background())
	j := &job[T]{cancel: cancel, done: make(chan T, 1)}
	go func() {
		defer func() {
			if r := recover(); r != nil {
				j.done <- fail(errPanic{r})
			}
		}()
		j.done <- run(ctx)
	}()
	return j
}

// poll returns the answer once the work has finished.
func (j *job[T]) poll() (T, bool) {
	select {
	case r := <-j.done:
		j.cancel()
		return r, true
	default:
		var zero T
		return zero, false
	}
}

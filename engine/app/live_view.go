package app

import (
	"math"
	"slices"

	"gomoku/engine"
	"gomoku/engine/i18n"
)

// LiveView is the live evaluation as drawn: Black's win chance (0–1, the
// review's scale) as a bar at Bar, the depth it comes from, the panel line
// saying it, and the engine's line as numbered ghost stones (empty when
// the screen shows a line of its own).
type LiveView struct {
	Bar   Rect
	Black float64
	Depth int
	Text  string
	PV    []SeqStone
}

// textLiveEval is "Black 63% · depth 9".
func (a *App) textLiveEval(black float64, depth int) string {
	return a.t(i18n.KeyLiveEval, "n", int(math.Round(black*100)), "depth", depth)
}

// textLiveWin is "White wins in 4 moves · depth 7".
func (a *App) textLiveWin(c engine.Color, moves, depth int) string {
	key := i18n.KeyLiveWinBlack
	if c == engine.White {
		key = i18n.KeyLiveWinWhite
	}
	return a.t(key, "n", moves, "depth", depth)
}

// panelNote adds a line to the panel in the first free place from the top
// (below the screen's own first lines, between its lines, buttons and
// graph), giving up key-help lines at the bottom for it when there is no
// room, and leaves it out when it would still cover something.
func (a *App) panelNote(v *View, text string, style TextStyle) {
	l := a.layout
	pad := max(l.TextPx/2, 4)
	h := l.TextPx * 3 / 2
	for {
		var taken []Rect
		for _, ln := range v.Lines {
			taken = append(taken, Rect{l.Panel.X, ln.Y, l.Panel.W, ln.Px * 3 / 2})
		}
		for _, b := range v.Buttons {
			taken = append(taken, Rect{l.Panel.X, b.Rect.Y - pad/2, l.Panel.W, b.Rect.H + pad})
		}
		if g := v.Graph; g != nil {
			taken = append(taken, Rect{l.Panel.X, g.Rect.Y - pad/2, l.Panel.W, g.Rect.H + pad})
		}
		if ml := v.MoveList; ml != nil { // the review's move list
			taken = append(taken, Rect{l.Panel.X, ml.Rect.Y - pad/2, l.Panel.W, ml.Rect.H + pad})
		}
		// Candidates: under the top of the panel and under everything.
		ys := []int{l.Panel.Y + pad}
		for _, r := range taken {
			ys = append(ys, r.Y+r.H)
		}
		slices.Sort(ys)
		for _, y := range ys {
			r := Rect{l.Panel.X + pad, y, l.Panel.W - 2*pad, h}
			if y < l.Panel.Y+pad || y+h > l.Panel.Y+l.Panel.H-pad || slices.ContainsFunc(taken, r.overlaps) {
				continue
			}
			v.Lines = append(v.Lines, TextLine{Text: text, X: r.X, Y: r.Y, Px: l.TextPx, MaxW: r.W, Style: style})
			return
		}
		n := len(v.Lines)
		if n == 0 || v.Lines[n-1].Px != l.SmallPx || v.Lines[n-1].Style != StyleMuted {
			return // only key help gives way
		}
		v.Lines = v.Lines[:n-1]
	}
}

// overlaps reports whether r and s share a pixel.
func (r Rect) overlaps(s Rect) bool {
	return r.X < s.X+s.W && s.X < r.X+r.W && r.Y < s.Y+s.H && s.Y < r.Y+r.H
}

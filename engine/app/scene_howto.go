package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// howToScene explains the rule in force with small board diagrams: the
// five that wins, and what the rule adds (overlines, Renju's forbidden
// points for Black, Omok's double-three for both colours, Caro's blocked
// five), then the words the analysis and the puzzles use (open three,
// four-three, VCF, VCT). Reached from the title and the in-game menu;
// Back returns there.
type howToScene struct {
	subMenu
	rule    engine.Rule
	opening engine.Opening
}

// openHowTo shows the rules of the game in progress; Back returns to from.
func (a *App) openHowTo(from scene) {
	h := &howToScene{subMenu: subMenu{from: from}, rule: a.game.Config().Rule, opening: a.game.Config().Opening}
	rule := a.ruleName(h.rule)
	if h.opening.RIF() {
		rule += " · " + a.openingName(h.opening)
	}
	h.m = menu{title: a.t(i18n.KeyHowtoTitle, "rule", rule),
		items: []menuItem{{id: rowBack, label: a.t(i18n.KeyButtonBack)}}}
	a.show(h)
}

func (*howToScene) screen() Screen { return ScreenHowTo }

// update: keys as in every menu (Enter or Esc on Back); the pointer is
// hit-tested against the card as this screen lays it out.
func (h *howToScene) update(a *App, in Intent) {
	if in.Kind != PointerDown && in.Kind != PointerMove {
		a.menuIntent(h, in)
		return
	}
	a.pointerX, a.pointerY, a.pointerIn = in.X, in.Y, true
	a.dirty = true
	if in.Kind == PointerDown && h.card(a).Items[0].Rect.Contains(in.X, in.Y) {
		h.back(a, false)
	}
}

// card is the full-window card: the title at the top, Back at the bottom.
func (h *howToScene) card(a *App) *MenuView {
	l := a.layout
	m := a.menuView(&h.m, false)
	pad := max(l.Height/40, 4)
	m.Rect = Rect{pad, pad, l.Width - 2*pad, l.Height - 2*pad}
	back := &m.Items[0]
	back.Rect.W = min(back.Rect.W, m.Rect.W-2*m.Px)
	back.Rect.X = m.Rect.X + (m.Rect.W-back.Rect.W)/2
	back.Rect.Y = m.Rect.Y + m.Rect.H - m.Px - m.Px*3/2 - back.Rect.H
	back.Hot = a.pointerIn && back.Rect.Contains(a.pointerX, a.pointerY)
	return m
}

// view draws the card with the diagrams in a grid, each with its caption
// under it: the rule's, then the words the analysis and the puzzles use —
// or, under a RIF opening rule, the opening rule's own pictures instead of
// those words (its steps are a paragraph and need the room).
func (h *howToScene) view(a *App, v *View) {
	m := h.card(a)
	v.Menu = m
	ds := h.diagrams(a)
	px := a.layout.TextPx
	if h.opening.RIF() {
		px = a.layout.SmallPx
	} else {
		ds = append(ds, h.termDiagrams(a)...) // scene_howto_terms.go
	}
	v.Diagrams = a.layoutDiagrams(m, ds, 4, 3, px)
}

// layoutDiagrams places diagrams in a grid of up to maxCols columns (half
// that in a portrait window) between the card's title and its Back row,
// each with its caption wrapped under it in text of px pixels. Every
// picture leaves room for the longest caption (at least minLines lines),
// so no caption runs into the next row or the Back button.
func (a *App) layoutDiagrams(m *MenuView, ds []Diagram, maxCols, minLines, px int) []Diagram {
	l := a.layout
	if len(ds) == 0 {
		return nil
	}
	back := &m.Items[0]
	top := m.Rect.Y + m.TitlePx*2 + m.Px
	bottom := back.Rect.Y - m.Px/2
	cols := min(len(ds), maxCols)
	if l.Width < l.Height {
		cols = min(len(ds), max(maxCols/2, 2))
	}
	rows := (len(ds) + cols - 1) / cols
	cellW := (m.Rect.W - 2*m.Px) / cols
	cellH := (bottom - top) / rows
	capLines := minLines
	for _, d := range ds {
		capLines = max(capLines, len(wrapText(d.Caption, px, cellW*19/20)))
	}
	for i := range ds {
		d := &ds[i]
		col, row := i%cols, i/cols
		x0, y0 := m.Rect.X+m.Px+col*cellW, top+row*cellH
		side := min(cellW*9/10, cellH-capLines*px*5/4-px)
		d.Rect = Rect{x0 + (cellW-side)/2, y0, side, side}
		y := y0 + side + px/2
		for _, part := range wrapText(d.Caption, px, cellW*19/20) {
			d.Lines = append(d.Lines, TextLine{Text: part, X: x0 + cellW/40, Y: y, Px: px, MaxW: cellW * 19 / 20, Style: StyleBody})
			y += px * 5 / 4
		}
	}
	return ds
}

// diagramSize is each diagram's board: enough room round a five.
const diagramSize = 7

// diagrams are the pictures for the rule: stones written as move strings
// on a 7×7 board (a1 bottom left), the winning line, and crosses on the
// points a rule forbids.
func (h *howToScene) diagrams(a *App) []Diagram {
	ds := h.ruleDiagrams(a)
	if h.opening.RIF() {
		// The rule's first picture, then the opening rule's: its steps
		// need the room of the others.
		ds = append(ds[:1], a.rifDiagrams(h.opening)...) // scene_renju_openings.go
	}
	return ds
}

// ruleDiagrams are the pictures of the rule itself.
func (h *howToScene) ruleDiagrams(a *App) []Diagram {
	d := func(key, black, white, win, cross string) Diagram {
		return Diagram{
			Size: diagramSize, Caption: a.t(key),
			Black: mustMoves(black), White: mustMoves(white), Win: mustMoves(win), Cross: mustMoves(cross),
		}
	}
	five := d(i18n.KeyHowtoFive, "b2c3d4e5f6", "b3c4e4f5", "b2c3d4e5f6", "")
	switch h.rule {
	case engine.Standard:
		return []Diagram{five, d(i18n.KeyHowtoOverlineNo, "a4b4c4e4f4", "a3b5c5e5", "", "d4")}
	case engine.Renju:
		return []Diagram{five,
			d(i18n.KeyHowtoRenjuDoubleThree, "c4e4d3d5", "b6f2", "", "d4"),
			d(i18n.KeyHowtoRenjuDoubleFour, "a4b4c4d1d2d3", "a5b5c5e6", "", "d4"),
			d(i18n.KeyHowtoRenjuOverline, "a4b4c4e4f4", "a5b5c5e5", "", "d4"),
		}
	case engine.Omok:
		return []Diagram{five,
			d(i18n.KeyHowtoOmokDoubleThree, "c4e4d3d5", "f6f2", "", "d4"),
		}
	case engine.Caro:
		return []Diagram{
			d(i18n.KeyHowtoCaroOpen, "b4c4d4e4f4", "a4g3", "b4c4d4e4f4", ""),
			d(i18n.KeyHowtoCaroBlocked, "b4c4d4e4f4", "a4g4", "", "b4c4d4e4f4"),
		}
	}
	return []Diagram{five, d(i18n.KeyHowtoOverlineWins, "a4b4c4d4e4f4", "a3b5c5e5", "a4b4c4d4e4f4", "")}
}

func mustMoves(s string) []engine.Point { return mustMovesOn(s, diagramSize) }

// mustMovesOn reads a diagram's fixed move string on a size×size board (a
// typo fails every test that opens the screen).
func mustMovesOn(s string, size int) []engine.Point {
	ps, err := engine.ParseMoves(s, size)
	if err != nil {
		panic("app: diagram moves " + s + ": " + err.Error())
	}
	return ps
}

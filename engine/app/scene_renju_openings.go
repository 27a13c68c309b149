package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// renjuOpeningsScene is the Learn page of the 26 renju openings: a small
// board for each, Black's first stone on the centre, White's next to it
// (1D–13D orthogonally, 1I–13I diagonally), Black's third within two
// points, with the opening's name and code under it. Back returns to the
// screen it came from.
type renjuOpeningsScene struct {
	howToScene
}

// rowRenjuOpenings opens the page from the Learn… submenu; numbered apart
// from menu.go's rows.
const rowRenjuOpenings rowID = 250

// openRenjuOpenings shows the page; Back returns to from.
func (a *App) openRenjuOpenings(from scene) {
	s := &renjuOpeningsScene{howToScene{subMenu: subMenu{from: from}}}
	s.m = menu{title: a.t(i18n.KeyMenuRenjuOpenings), items: []menuItem{{id: rowBack, label: a.t(i18n.KeyButtonBack)}}}
	a.show(s)
}

// openingDiagramSize is each opening's board: the central 5×5.
const openingDiagramSize = 5

func (s *renjuOpeningsScene) view(a *App, v *View) {
	m := s.card(a)
	v.Menu = m
	var ds []Diagram
	c := engine.Center(openingDiagramSize)
	for _, o := range engine.RenjuOpenings() {
		b1, w2, b3 := engine.RenjuOpeningStones(o, c)
		ds = append(ds, Diagram{Size: openingDiagramSize, Caption: a.renjuOpeningName(o),
			Black: []engine.Point{b1, b3}, White: []engine.Point{w2}})
	}
	v.Diagrams = a.layoutDiagrams(m, ds, 9, 1, a.layout.SmallPx)
}

// rifDiagrams are How to play's pictures for a RIF opening rule, after
// the rule's own: the opening (Kagetsu), the 5th-move offers (×), and the
// rule's steps.
func (a *App) rifDiagrams(o engine.Opening) []Diagram {
	steps := i18n.KeyHowtoSoosorv8
	switch o {
	case engine.OpeningTaraguchi10:
		steps = i18n.KeyHowtoTaraguchi10
	case engine.OpeningYamaguchi:
		steps = i18n.KeyHowtoYamaguchi
	}
	return []Diagram{
		{Size: diagramSize, Caption: a.t(i18n.KeyHowtoRifOpening), Black: mustMoves("d4e5"), White: mustMoves("d5")},
		{Size: diagramSize, Caption: a.t(i18n.KeyHowtoRifOffers), Black: mustMoves("d4e5"), White: mustMoves("d5c3"), Cross: mustMoves("c5f4e3")},
		{Size: diagramSize, Caption: a.t(steps), Black: mustMoves("d4e5f4"), White: mustMoves("d5c3")},
	}
}

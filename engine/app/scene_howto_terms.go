package app

import "gomoku/engine/i18n"

// termDiagrams explain the words the analysis, the editor and the puzzles
// use — open three, four-three, VCF, VCT — each with a small picture of
// the shape (howto_test.go checks each is the shape its caption names).
func (h *howToScene) termDiagrams(a *App) []Diagram {
	d := func(key, black, white string) Diagram {
		return Diagram{Size: diagramSize, Caption: a.t(key), Black: mustMoves(black), White: mustMoves(white)}
	}
	return []Diagram{
		// Both ends free: b4 or f4 makes an open four.
		d(i18n.KeyHowtoOpenThree, "c4d4e4", "c6e2"),
		// e2 made the four b2–e2 (blocked at a2) and the open three
		// e2–e4 at once.
		d(i18n.KeyHowtoFourThree, "b2c2d2e2e3e4", "a2b6c6f7"),
		// A four (c2–f2, blocked at b2): White must block at g2; d2 d3
		// d4 make the next four at d5 or d1.
		d(i18n.KeyHowtoVcf, "c2d2e2f2d3d4", "b2c6d6e6f5a7"),
		// An open three (c4–e4) and a two beside it: threats to answer.
		d(i18n.KeyHowtoVct, "c4d4e4c6d6", "b7f2a1g7a6"),
	}
}

package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
	"gomoku/engine/sound"
)

// "Analyse it" in the board editor: the position opens in the review,
// whose analysis starts at once and says, for the position, Black's win
// chance, the engine's best move and its line (drawn as numbered
// see-through stones; A plays it on the board). The stones become moves
// in the order playing it out uses (Black's row by row, White's
// likewise), so the review can replay them; their grades mean nothing
// and are not shown (reviewScene.setup). Back returns to the editor as
// it was.

// ButtonEditorAnalyse is the editor's "Analyse it".
const ButtonEditorAnalyse ButtonID = 160

// analyseIt opens the position in the review when it passes the check.
func (e *editorScene) analyseIt(a *App) {
	if !e.check(a) {
		return
	}
	moves := interleave(e.stones())
	if len(moves) == 0 {
		a.setToast(a.t(i18n.KeyAnalysisEmpty))
		a.cue(sound.Invalid)
		return
	}
	g, err := engine.NewGame(e.cfg)
	if err == nil {
		err = g.PlayAll(moves)
	}
	if err != nil {
		a.setToast(a.t(i18n.KeyEditorCannotPlay, "error", err))
		a.cue(sound.Invalid)
		return
	}
	rec := record.NewGame(e.cfg.Size, e.cfg.Rule)
	rec.Moves = moves
	t := newReviewTree(moves, nil)
	r := &reviewScene{moves: moves, at: len(moves), rec: rec, cfg: e.cfg, tree: t, line: t, ret: e, setup: len(moves)}
	e.stopSolve()
	a.show(r)
	r.analyse(a)
}

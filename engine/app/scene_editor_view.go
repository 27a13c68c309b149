package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
)

// view draws the position being edited, the cursor (or the focused
// button), the point a failed check is about, and the solver's line as
// numbered ghost stones.
func (e *editorScene) view(a *App, v *View) {
	l := a.layout
	add := a.panelText(v)
	v.Board, v.MoveNumbers, v.ToMove = e.board, false, e.toMove
	v.Cursor, v.ShowCursor = e.cursor, e.focus < 0
	v.Thinking = e.solve != nil
	if e.checked && e.problem.key != "" && e.problem.point.In(e.cfg.Size) {
		v.Invalid, v.ShowInvalid = e.problem.point, true
	}
	if e.answerOK {
		v.Sequence = sequence(e.answer.line, e.toMove)
	}
	add(a.t(i18n.KeyEditorTitle), l.TitlePx, StyleTitle)
	add(a.t(i18n.KeyPanelRuleSize, "rule", a.ruleName(e.cfg.Rule), "size", e.cfg.Size), l.TextPx, StyleMuted)
	add(a.textToMove(e.toMove), l.TextPx, StyleBody)
	add(a.t(i18n.KeyEditorCounts, "black", e.board.Count(engine.Black), "white", e.board.Count(engine.White)), l.TextPx, StyleBody)
	switch {
	case e.solve != nil:
		add(a.t(i18n.KeyEditorSolving), l.TextPx, StyleMuted)
	case e.answerOK:
		add(e.answerText(a), l.TextPx, StyleGood)
		if e.answer.line != nil {
			add(a.textWinKind(e.answer.kind), l.SmallPx, StyleMuted)
			if key := shapeExplained[e.answer.words.shape]; key != "" {
				add(a.t(key), l.SmallPx, StyleMuted)
			}
		}
	case e.checked && e.problem.key != "":
		add(a.t(e.problem.key), l.TextPx, StyleAlert)
	case e.checked:
		add(a.t(i18n.KeyEditorLegal), l.TextPx, StyleGood)
	}
	for _, h := range splitHelp(a.t(i18n.KeyEditorHelp)) {
		add(h, l.SmallPx, StyleMuted)
	}
	v.Buttons = e.buttons(a)
}

// answerText is "Black wins in 2 (VCF): j10 makes an open four" and its
// kin, or no win found.
func (e *editorScene) answerText(a *App) string {
	ans := e.answer
	if ans.line == nil {
		if ans.exhausted {
			return a.t(i18n.KeyEditorNoWinBudget)
		}
		return a.t(i18n.KeyEditorNoWin, "vcf", editorVCF, "vct", editorVCT)
	}
	return a.textSolved(ans, e.toMove)
}

// textSolved is "Black wins in 2 (VCF): j10 makes an open four" and its
// kin, for a proved win of toMove, counted as players count it.
func (a *App) textSolved(ans solveAnswer, toMove engine.Color) string {
	return a.textWin(ans.words, ans.kind, toMove)
}

// buttons are the editor's actions, for the mouse, touch, and the pad
// once M / Start has moved the focus to them.
func (e *editorScene) buttons(a *App) []Button {
	side := a.t(i18n.KeyEditorSideBlack)
	if e.toMove == engine.White {
		side = a.t(i18n.KeyEditorSideWhite)
	}
	idle := e.solve == nil
	bs := []Button{
		{ID: ButtonEditorToMove, Label: side, Enabled: true},
		{ID: ButtonEditorRule, Label: a.ruleName(e.cfg.Rule), Enabled: true},
		{ID: ButtonEditorCheck, Label: a.t(i18n.KeyEditorCheck), Enabled: true},
		{ID: ButtonEditorSolve, Label: a.t(i18n.KeyEditorSolve), Enabled: idle},
		{ID: ButtonEditorAnalyse, Label: a.t(i18n.KeyEditorAnalyse), Enabled: idle},
		{ID: ButtonEditorPlay, Label: a.t(i18n.KeyEditorPlayComputer), Enabled: a.opts.Computer != nil},
		{ID: ButtonEditorTwoPlayer, Label: a.t(i18n.KeyEditorPlayTwo), Enabled: true},
		{ID: ButtonEditorClear, Label: a.t(i18n.KeyEditorClear), Enabled: true},
		{ID: ButtonEditorBack, Label: a.t(i18n.KeyButtonBack), Enabled: true},
	}
	for i := range bs {
		bs[i].Focused = i == e.focus
	}
	return a.gridButtons(bs, 0)
}

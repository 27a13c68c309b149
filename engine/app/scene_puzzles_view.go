package app

import (
	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/i18n"
	"gomoku/engine/puzzle"
)

// boardOf places moves (Black first, alternating) stone by stone.
func boardOf(size int, moves []engine.Point) engine.Board {
	b, _ := engine.NewBoard(size)
	c := engine.Black
	for _, p := range moves {
		b.Set(p, c)
		c = c.Opponent()
	}
	return b
}

// view draws the puzzle: the position with the latest move marked, the
// cursor while it is the player's move, a hint, and after a wrong move the
// engine's refutation as numbered ghost stones; the panel says what to
// find, how it stands and which keys do what.
func (s *puzzlesScene) view(a *App, v *View) {
	l := a.layout
	add := a.panelText(v)
	add(a.t(i18n.KeyPuzzleTitle), l.TitlePx, StyleTitle)
	v.Buttons = s.buttons(a)
	if s.sess == nil {
		add(a.t(i18n.KeyPuzzleNone, "rule", a.ruleName(s.rule)), l.TextPx, StyleAlert)
		return
	}
	p := s.sess.Puzzle()
	n := p.Size
	v.Size, v.StarPoints = n, engine.StarPoints(n)
	v.Columns, v.Rows = columnLabels(n), rowLabels(n)
	v.Board, v.MoveNumbers = boardOf(n, s.moves), false
	if len(s.moves) > len(p.Moves) {
		v.LastMove, v.HasLast = s.moves[len(s.moves)-1], true
	}
	att := p.ToMove()
	state := s.state
	playing := state == puzzle.Playing && s.job == nil
	v.ToMove, v.Thinking = att, s.job != nil && !s.job.hint
	v.Cursor, v.ShowCursor = s.cursor, playing
	if playing && s.hoverOK && v.Board.At(s.hover) == engine.Empty {
		v.Hover, v.ShowHover, v.HoverColor = s.hover, true, att
	}
	if playing && s.hintOK && v.Board.At(s.hint) == engine.Empty {
		v.Hint, v.ShowHint = s.hint, true
	}
	if state == puzzle.Failed && s.lastOK {
		v.Sequence = sequence(s.last.Line, att)
	}
	add(a.ruleName(p.Rule)+" · "+a.t(i18n.KeyPuzzleDifficulty, "n", p.Rating), l.TextPx, StyleMuted)
	add(s.goal(a, p), l.TextPx, StyleBody)
	add(a.textWinKind(p.Kind), l.SmallPx, StyleMuted)
	add(a.t(i18n.KeyPuzzleLeft, "n", s.left), l.TextPx, StyleBody)
	txt, style := s.status(a, state)
	add(txt, l.TextPx, style)
	switch {
	case s.job != nil:
	case state == puzzle.Failed:
		add(a.t(i18n.KeyPuzzleRefutedMore), l.SmallPx, StyleMuted)
	case state == puzzle.Solved:
		if key := winKeys[s.win]; key != "" {
			add(a.t(key), l.TextPx, StyleGood)
		}
		add(a.t(i18n.KeyPuzzleSolvedMore), l.SmallPx, StyleMuted)
	}
	add(a.t(i18n.KeyPuzzleRating, "n", s.rating(a).Elo), l.TextPx, StyleMuted)
	if s.allSolved {
		add(a.t(i18n.KeyPuzzleAllSolved), l.SmallPx, StyleMuted)
	}
	for _, h := range splitHelp(a.t(i18n.KeyPuzzleHelp)) {
		add(h, l.SmallPx, StyleMuted)
	}
}

// winKeys say why a solved puzzle is solved: the five on the board, or
// the four that cannot be stopped.
var winKeys = [...]string{
	puzzle.WinFive:           i18n.KeyPuzzleWonFive,
	puzzle.WinOpenFour:       i18n.KeyPuzzleWonOpenFour,
	puzzle.WinFours:          i18n.KeyPuzzleWonFourFour,
	puzzle.WinForbiddenBlock: i18n.KeyPuzzleWonForbidden,
}

// goal is "Black to play and win by VCF in 5 moves" and its kin, the
// five counted.
func (s *puzzlesScene) goal(a *App, p puzzle.Puzzle) string {
	key := i18n.KeyPuzzleGoalVcfBlack
	switch {
	case p.Kind == ai.VCF && p.ToMove() == engine.White:
		key = i18n.KeyPuzzleGoalVcfWhite
	case p.Kind == ai.VCT && p.ToMove() == engine.Black:
		key = i18n.KeyPuzzleGoalVctBlack
	case p.Kind == ai.VCT:
		key = i18n.KeyPuzzleGoalVctWhite
	}
	return a.t(key, "n", p.Goal())
}

// status says how the attempt stands.
func (s *puzzlesScene) status(a *App, st puzzle.State) (string, TextStyle) {
	switch {
	case s.job != nil && s.job.hint:
		return a.t(i18n.KeyStatusHintWait), StyleMuted
	case s.job != nil:
		return a.t(i18n.KeyPuzzleDefending), StyleMuted
	case st == puzzle.Solved && !s.moved:
		return a.t(i18n.KeyPuzzleSolvedUnrated), StyleGood
	case st == puzzle.Solved:
		return a.t(i18n.KeyPuzzleSolved, "old", s.before, "new", s.rating(a).Elo), StyleGood
	case st == puzzle.Failed:
		return a.t(i18n.KeyPuzzleRefuted), StyleAlert
	case s.lastOK && s.last.Correct:
		return a.t(i18n.KeyPuzzleCorrect), StyleGood
	}
	return a.t(i18n.KeyPuzzleFind), StyleBody
}

// buttons are the mouse and touch versions of H, R, Redo and Back.
func (s *puzzlesScene) buttons(a *App) []Button {
	has := s.sess != nil
	playing := has && s.job == nil && s.state == puzzle.Playing
	bs := []Button{
		{ID: ButtonPuzzleHint, Label: a.t(i18n.KeyMenuHint), Enabled: playing},
		{ID: ButtonPuzzleRetry, Label: a.t(i18n.KeyPuzzleRetry), Enabled: has},
		{ID: ButtonPuzzleNext, Label: a.t(i18n.KeyPuzzleNext), Enabled: has},
		{ID: ButtonPuzzleBack, Label: a.t(i18n.KeyButtonBack), Enabled: true},
	}
	return a.gridButtons(bs, 0)
}

package app

import (
	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/i18n"
)

// LiveEval says where the live evaluation shows: the engine's view of
// the position on the board (a win-chance bar and its line as numbered
// ghost stones), computed in the background (live_job.go).
type LiveEval string

const (
	// LiveOff never shows it.
	LiveOff LiveEval = "off"
	// LiveInAnalysis shows it in the review and the board editor, not
	// while a game is played: the default, so a game against the
	// computer is not played with the engine's answers on the board.
	LiveInAnalysis LiveEval = "analysis"
	// LiveAlways shows it during play as well.
	LiveAlways LiveEval = "always"
)

// LiveEvals lists the choices in menu order (each shows in more places).
func LiveEvals() []LiveEval { return []LiveEval{LiveOff, LiveInAnalysis, LiveAlways} }

func (l LiveEval) valid() bool {
	for _, v := range LiveEvals() {
		if l == v {
			return true
		}
	}
	return false
}

// shows reports whether the evaluation shows on an analysis screen
// (analysis) or on the board of a game in play.
func (l LiveEval) shows(analysis bool) bool {
	if analysis {
		return l == LiveInAnalysis || l == LiveAlways
	}
	return l == LiveAlways
}

// toggled is the setting after the player switches the evaluation on or
// off (E) on a screen of that kind: the choices are ordered (off, in
// analysis, always), and the toggle crosses this screen's threshold, so
// hiding it in play keeps it in analysis and showing it in analysis does
// not bring it into play.
func (l LiveEval) toggled(analysis bool) LiveEval {
	switch {
	case analysis && l.shows(true):
		return LiveOff
	case analysis:
		return LiveInAnalysis
	case l.shows(false):
		return LiveInAnalysis
	}
	return LiveAlways
}

// liveEvalRow is the settings row of LiveEval.
func (a *App) liveEvalRow() menuItem {
	names := map[LiveEval]string{
		LiveOff:        a.t(i18n.KeyValueOff),
		LiveInAnalysis: a.t(i18n.KeySettingsLiveEvalAnalysis),
		LiveAlways:     a.t(i18n.KeySettingsLiveEvalAlways),
	}
	it := menuItem{id: rowLiveEval, label: a.t(i18n.KeySettingsLiveEval)}
	for i, l := range LiveEvals() {
		it.options = append(it.options, names[l])
		if l == a.settings.LiveEval {
			it.selected = i
		}
	}
	return it
}

// Rows of the settings added with the live evaluation, numbered apart
// from menu.go's.
const (
	rowLiveEval rowID = 200 + iota
	rowThreatMarks
	rowAids
)

// boardPosition is the position a board screen shows, as the engine work
// that follows it (live evaluation, threat marks) needs it.
type boardPosition struct {
	pos    ai.Position
	board  engine.Board
	toMove engine.Color
	// analysis: the screen is for studying a position (review, editor).
	analysis bool
	key      positionKey
	// legal, when set, checks that the engine may be asked about the
	// position at all (the editor's may be anything); it is called once
	// per new key, not every frame.
	legal func() bool
}

// positionKey tells positions apart cheaply enough to compare every
// frame: the kind of game, the side to move and a hash of the stones.
type positionKey struct {
	cfg    engine.Config
	toMove engine.Color
	n      int
	sum    uint64
}

// positioned is a scene with a board the engine may look at.
type positioned interface {
	boardPosition(a *App) (boardPosition, bool)
	// analysisBoard: the scene is for studying positions, not for play.
	analysisBoard() bool
}

// newBoardPosition fills in the key of pos.
func newBoardPosition(pos ai.Position, b engine.Board, toMove engine.Color, analysis bool) boardPosition {
	k := positionKey{cfg: pos.Config, toMove: toMove}
	if k.cfg.Size == 0 {
		k.cfg = engine.Config{Size: pos.Size, Rule: pos.Rule}
	}
	// FNV-1a over the stones in order, colour included.
	k.sum = 14695981039346656037
	mix := func(p engine.Point, c engine.Color) {
		for _, v := range [3]int{p.X, p.Y, int(c)} {
			k.sum = (k.sum ^ uint64(v+1)) * 1099511628211
		}
		k.n++
	}
	for i, p := range pos.Moves {
		mix(p, engine.Color(1+i%2))
	}
	for _, s := range pos.Setup {
		mix(s.P, s.Color)
	}
	return boardPosition{pos: pos, board: b, toMove: toMove, analysis: analysis, key: k}
}

// shownPosition is the position of the current screen, if it has one the
// engine may look at.
func (a *App) shownPosition() (boardPosition, bool) {
	s, ok := a.scene.(positioned)
	if !ok || a.boss {
		return boardPosition{}, false
	}
	return s.boardPosition(a)
}

// boardPosition is the game in play while it runs.
func (p *playScene) boardPosition(a *App) (boardPosition, bool) {
	if a.game.Over() {
		return boardPosition{}, false
	}
	cfg := a.game.Config()
	pos := ai.Position{Config: cfg, Size: cfg.Size, Rule: cfg.Rule, Moves: a.game.Moves()}
	return newBoardPosition(pos, a.game.Board(), a.game.ToMove(), false), true
}

func (*playScene) analysisBoard() bool { return false }

// liveIntent switches the live evaluation (E) or the threat marks (T) on
// a board screen, saving the choice like the Settings screen does.
func (a *App) liveIntent(in Intent) bool {
	if in.Kind != ToggleLive && in.Kind != ToggleThreats {
		return false
	}
	s, ok := a.scene.(positioned)
	if !ok {
		return true // nothing to show it on here
	}
	key := i18n.KeyLiveHidden
	if in.Kind == ToggleLive {
		a.settings.LiveEval = a.settings.LiveEval.toggled(s.analysisBoard())
		if a.settings.LiveEval.shows(s.analysisBoard()) {
			key = i18n.KeyLiveShown
		}
	} else {
		a.settings.ThreatMarks = !a.settings.ThreatMarks
		key = i18n.KeyThreatsHidden
		if a.settings.ThreatMarks {
			key = i18n.KeyThreatsShown
		}
	}
	a.saveSettings()
	a.setToast(a.t(key))
	a.dirty = true
	return true
}

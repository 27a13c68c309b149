package app

import (
	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
	"gomoku/engine/sound"
)

// reviewBranch is the player's own line in the review: clicking an empty
// point plays the side to move there, leaving the main line after its
// first at moves (or going on from the engine's line being shown). The
// branch is kept as a variation of the record (vars[idx]), so saving the
// game writes it (SGF variations); Back returns to the main line.
type reviewBranch struct {
	at    int
	moves []engine.Point
	shown int // branch moves on the board
	idx   int // its entry in reviewScene.vars
}

// playBranch plays p as the next move of the branch from what the board
// shows, when the rules allow it there.
func (r *reviewScene) playBranch(a *App, p engine.Point) {
	at, base := r.at, []engine.Point(nil)
	switch {
	case r.br != nil:
		at, base = r.br.at, r.br.moves[:r.br.shown]
	case r.an.line > 0:
		m, _ := r.flaggedAt(r.an.lineAt)
		at, base = r.an.lineAt-1, m.Line[:r.an.line]
	}
	if at >= len(r.moves) {
		// Going on from the last move is playing on: Enter does that.
		a.cue(sound.Invalid)
		return
	}
	g, err := engine.NewGame(r.cfg)
	if err == nil {
		err = g.PlayAll(append(append([]engine.Point(nil), r.moves[:at]...), base...))
	}
	if err != nil || g.Over() {
		a.cue(sound.Invalid)
		return
	}
	if err := g.Play(p); err != nil {
		a.setToast(a.t(i18n.KeyStatusOccupied))
		a.cue(sound.Invalid)
		return
	}
	moves := append(append([]engine.Point(nil), base...), p)
	if r.br == nil || r.br.at != at {
		r.vars = append(r.vars, record.Variation{At: at})
		r.br = &reviewBranch{at: at, idx: len(r.vars) - 1}
	}
	r.an.line = 0
	r.br.moves, r.br.shown = moves, len(moves)
	r.vars[r.br.idx].Moves = moves
	a.cue(sound.Place)
}

// stepBranch moves along the branch; false when none is shown.
func (r *reviewScene) stepBranch(dx int) bool {
	if r.br == nil {
		return false
	}
	r.br.shown = clamp(r.br.shown+dx, 0, len(r.br.moves))
	return true
}

// branchView says where in the branch the board is.
func (r *reviewScene) branchView(a *App, line func(string, int, TextStyle)) {
	line(a.t(i18n.KeyAnalysisInBranch, "n", r.br.shown, "total", len(r.br.moves)), a.layout.TextPx, StyleGood)
}

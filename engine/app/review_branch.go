package app

import (
	"errors"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// Variations in the review. A move played on the board from any position
// (a click, or Enter with the cursor) goes into the tree
// (review_tree.go): the line that already plays it is followed, else a
// new branch is made there, from the main line or from any variation, so
// branches of branches are made the same way. The tree is the record's
// variations, so saving the game writes them (SGF variations, nested).

// boardIntent handles what the board focus changes: the arrows move the
// cursor, Enter plays there, Back (or Tab, pad Y) gives the focus back to
// the move list.
// It reports false for what the review does the same either way.
func (r *reviewScene) boardIntent(a *App, in Intent) bool {
	switch in.Kind {
	case MoveCursor:
		n := r.cfg.Size - 1
		r.cursor = engine.Point{X: clamp(r.cursor.X+in.DX, 0, n), Y: clamp(r.cursor.Y+in.DY, 0, n)}
	case Place:
		r.playBranch(a, r.cursor)
	case Back, FocusPanel:
		// Tab / the pad's top button bring the focus to the panel's
		// list, as after a game they bring it to the game-over buttons.
		r.onBoard = false
		a.cue(sound.Menu)
	default:
		return false
	}
	return true
}

// focusBoard gives the board the focus, the cursor on the last stone
// shown (or the centre), where the next move is usually played near.
func (r *reviewScene) focusBoard(a *App) {
	r.onBoard = true
	r.cursor = engine.Center(r.cfg.Size)
	if s := r.shown(); len(s) > 0 {
		r.cursor = s[len(s)-1]
	}
	a.cue(sound.Menu)
}

// playBranch plays p as the next move from what the board shows, when
// the rules allow it there. From the main line's last move it is playing
// on instead (a variation must leave the game before its end): a new game
// starts there, with the cursor on p.
func (r *reviewScene) playBranch(a *App, p engine.Point) {
	base := r.shown()
	g, err := engine.NewGame(r.cfg)
	if err == nil {
		err = g.PlayAll(base)
	}
	if err != nil || g.Over() {
		a.setToast(a.t(i18n.KeyReviewOver))
		a.cue(sound.Invalid)
		return
	}
	if err := g.Play(p); err != nil {
		var fe *engine.ForbiddenError
		if errors.As(err, &fe) {
			a.refuse(p, err)
			return
		}
		a.setToast(a.t(i18n.KeyStatusOccupied))
		a.cue(sound.Invalid)
		return
	}
	line, ok := r.tree.insert(append(base, p))
	if !ok {
		r.continueFrom(a, base)
		a.cursor = p
		return
	}
	r.an.line = 0
	r.line, r.at = line, len(base)+1
	a.cue(sound.Place)
}

// goTo shows n stones along line.
func (r *reviewScene) goTo(line *reviewLine, n int) {
	r.an.line = 0
	r.line, r.at = line, clamp(n, 0, line.end())
}

// switchBranch shows the next (d = 1) or previous (-1) of the lines that
// play the move shown differently, after the same moves: the main line's
// move and the variations leaving there, round in a ring.
func (r *reviewScene) switchBranch(a *App, d int) {
	if r.at == 0 || r.an.line > 0 {
		a.cue(sound.Invalid)
		return
	}
	alts := r.line.alternatives(r.at - 1)
	if len(alts) < 2 {
		a.cue(sound.Invalid)
		return
	}
	i := (r.line.via(alts) + d + len(alts)) % len(alts)
	r.goTo(alts[i], r.at)
	a.cue(sound.Menu)
}

// upLevel leaves a variation for the line it branched from, at the fork
// (or where the board already is, when that is before it).
func (r *reviewScene) upLevel() {
	l := r.line
	r.goTo(l.parent, min(r.at, l.start))
}

// mainLine goes back to the main line at the fork of the variation shown.
func (r *reviewScene) mainLine() {
	at, _ := r.mainAt()
	r.goTo(r.tree, at)
}

// mainAt is the main-line position nearest what the board shows: the
// same, when it shows one (true), else where its variation left the
// main line.
func (r *reviewScene) mainAt() (int, bool) {
	l := r.line
	if l == r.tree {
		return r.at, true
	}
	for l.parent != r.tree {
		l = l.parent
	}
	return min(r.at, l.start), r.at <= l.start
}

// branchView says which variation the board is in and how deep.
func (r *reviewScene) branchView(a *App, line func(string, int, TextStyle)) {
	line(a.t(i18n.KeyAnalysisInBranch, "depth", r.line.depth(), "n", r.at, "total", r.line.end()), a.layout.TextPx, StyleGood)
}

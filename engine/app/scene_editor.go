package app

import (
	"errors"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/i18n"
	"gomoku/engine/sound"
)

// editorScene is the board editor: stones placed and removed freely, the
// side to move and the rule chosen, the position checked
// (editor_check.go), then played out as a new game or given to the solver
// ("is there a VCF / VCT?", editor_solve.go), whose line is drawn as
// numbered ghost stones.
//
// On the board, Enter / A cycles the point under the cursor empty → black
// → white → empty (a click does the same where it lands); H / X asks the
// solver; M / Start moves the focus to the panel's buttons, where the
// arrows choose and Enter / A presses, and Back / B returns to the board.
// Back on the board leaves the editor.
type editorScene struct {
	from   scene
	cfg    engine.Config
	board  engine.Board
	toMove engine.Color
	boardCursor
	// focus is the focused panel button, -1 while the board has it.
	focus int
	// problem is the latest legality check's finding; checked says
	// that the check was asked for since the last change.
	problem editorProblem
	checked bool
	solve   *job[solveAnswer]
	// answer is the solver's latest answer, for the position as it was.
	answer   solveAnswer
	answerOK bool
}

// openEditor shows the board editor on an empty board of the game's size
// and rule; Back returns to from.
func (a *App) openEditor(from scene) {
	a.cancelThink()
	cfg := engine.Config{Size: a.setup.Game.Size, Rule: a.setup.Game.Rule, RestrictBlack: a.setup.Game.RestrictBlack}
	b, _ := engine.NewBoard(cfg.Size)
	e := &editorScene{from: from, cfg: cfg, board: b, toMove: engine.Black, focus: -1}
	e.cursor = engine.Point{X: cfg.Size / 2, Y: cfg.Size / 2}
	a.show(e)
}

func (*editorScene) screen() Screen         { return ScreenEditor }
func (*editorScene) live() bool             { return false }
func (*editorScene) enter(*App)             {}
func (e *editorScene) leave(*App)           { e.stopSolve() }
func (e *editorScene) boardSize(a *App) int { return e.cfg.Size }

func (e *editorScene) update(a *App, in Intent) {
	a.dirty = true
	if e.focus >= 0 {
		e.buttonIntent(a, in)
		return
	}
	switch in.Kind {
	case MoveCursor:
		e.move(e.cfg.Size, in.DX, in.DY)
	case Place:
		e.cycle(a, e.cursor)
	case Hint:
		e.startSolve(a)
	case Menu:
		e.focus = 0
	case Back:
		a.show(e.from)
	case PointerMove:
		e.pointer(a, in.X, in.Y)
	case PointerLeave:
		e.hoverOK = false
	case PointerDown:
		if pt, ok := e.click(a, e.buttons(a), in.X, in.Y, func(id ButtonID) { e.press(a, id) }); ok {
			e.cycle(a, pt)
		}
	}
}

// buttonIntent moves the focus among the panel's buttons (two to a row)
// and presses the focused one.
func (e *editorScene) buttonIntent(a *App, in Intent) {
	bs := e.buttons(a)
	switch in.Kind {
	case MoveCursor:
		e.focus = clamp(e.focus+in.DX+2*in.DY, 0, len(bs)-1)
		a.cue(sound.Menu)
	case Place:
		if bs[e.focus].Enabled {
			e.press(a, bs[e.focus].ID)
		}
	case Back, Menu:
		e.focus = -1
	case Hint:
		e.startSolve(a)
	case PointerMove, PointerDown:
		e.focus = -1
		e.update(a, in)
	}
}

func (e *editorScene) press(a *App, id ButtonID) {
	switch id {
	case ButtonEditorToMove:
		e.toMove = e.toMove.Opponent()
		e.changed()
	case ButtonEditorRule:
		e.nextRule()
	case ButtonEditorCheck:
		e.check(a)
	case ButtonEditorSolve:
		e.startSolve(a)
	case ButtonEditorAnalyse:
		e.analyseIt(a)
	case ButtonEditorPlay:
		e.playOut(a, ModeVsComputer)
	case ButtonEditorTwoPlayer:
		e.playOut(a, ModeTwoPlayer)
	case ButtonEditorClear:
		e.board, _ = engine.NewBoard(e.cfg.Size)
		e.toMove = engine.Black
		e.changed()
	case ButtonEditorBack:
		a.show(e.from)
	}
}

// cycle turns the point empty → black → white → empty.
func (e *editorScene) cycle(a *App, p engine.Point) {
	next := map[engine.Color]engine.Color{engine.Empty: engine.Black, engine.Black: engine.White, engine.White: engine.Empty}
	e.board.Set(p, next[e.board.At(p)])
	e.changed()
	a.cue(sound.Place)
}

// nextRule moves to the next rule; a house restriction stays only where
// the rule allows it.
func (e *editorScene) nextRule() {
	rs := engine.Rules()
	for i, r := range rs {
		if r == e.cfg.Rule {
			e.cfg.Rule = rs[(i+1)%len(rs)]
			break
		}
	}
	if !e.cfg.Rule.HasHouseRestrictions() {
		e.cfg.RestrictBlack = false
	}
	e.changed()
}

// changed forgets what was found about the position before the change.
func (e *editorScene) changed() {
	e.stopSolve()
	e.checked, e.answerOK = false, false
	e.problem = editorProblem{}
}

// check runs the legality check and says the answer.
func (e *editorScene) check(a *App) bool {
	e.problem = checkPosition(e.cfg, &e.board, e.toMove)
	e.checked = true
	if e.problem.key != "" {
		a.setToast(a.t(e.problem.key))
		a.cue(sound.Invalid)
		return false
	}
	a.setToast(a.t(i18n.KeyEditorLegal))
	return true
}

// stones are the black and the white stones, row by row.
func (e *editorScene) stones() (blacks, whites []engine.Point) {
	n := e.cfg.Size
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			p := engine.Point{X: x, Y: y}
			switch e.board.At(p) {
			case engine.Black:
				blacks = append(blacks, p)
			case engine.White:
				whites = append(whites, p)
			}
		}
	}
	return blacks, whites
}

// playOut starts a new game from the position, the person playing the
// side to move against the computer, or two players. The stones are
// played in an alternating order through the rules, with no opening
// rule; under Renju an order can meet a forbidden point on the way, which
// is said and nothing starts.
func (e *editorScene) playOut(a *App, mode Mode) {
	if !e.check(a) {
		return
	}
	s := a.setup
	s.Mode = mode
	s.Game = engine.Config{Size: e.cfg.Size, Rule: e.cfg.Rule, RestrictBlack: e.cfg.RestrictBlack}
	s.HumanFirst = e.toMove == engine.Black
	if err := a.startFrom(s, interleave(e.stones())); err != nil {
		why := a.reason(err)
		var im *illegalMoveError
		if errors.As(err, &im) {
			why = a.t(i18n.KeyReasonIllegalMove, "n", im.n, "point", im.p.String())
		}
		a.failedSaying(a.t(i18n.KeyEditorCannotPlay, "error", why), err)
		a.cue(sound.Invalid)
	}
}

// position is the editor's position for the engine.
func (e *editorScene) position() ai.Position {
	blacks, whites := e.stones()
	setup := make([]ai.Stone, 0, len(blacks)+len(whites))
	for _, p := range blacks {
		setup = append(setup, ai.Stone{P: p, Color: engine.Black})
	}
	for _, p := range whites {
		setup = append(setup, ai.Stone{P: p, Color: engine.White})
	}
	return ai.Position{Config: e.cfg, Size: e.cfg.Size, Rule: e.cfg.Rule, Setup: setup, ToMove: e.toMove}
}

// startSolve asks the solver about the position, if it passes the check.
func (e *editorScene) startSolve(a *App) {
	if e.solve != nil || !e.check(a) {
		return
	}
	if e.board.Count(engine.Black)+e.board.Count(engine.White) == 0 {
		a.setToast(a.t(i18n.KeyEditorEmpty))
		return
	}
	e.answerOK = false
	e.solve = startSolve(e.position())
	a.setToast(a.t(i18n.KeyEditorSolving))
}

func (e *editorScene) stopSolve() {
	if e.solve != nil {
		e.solve.cancel()
		e.solve = nil
	}
}

// tick takes the solver's answer once it is there.
func (e *editorScene) tick(a *App) {
	if e.solve == nil {
		return
	}
	ans, ok := e.solve.poll()
	if !ok {
		return
	}
	e.solve = nil
	a.dirty = true
	if ans.err != nil {
		a.setToast(a.t(i18n.KeyErrorEngine, "error", ans.err))
		return
	}
	e.answer, e.answerOK = ans, true
	a.setToast(e.answerText(a))
	a.cue(sound.Hint)
}

func (e *editorScene) wake(a *App) time.Time {
	if e.solve != nil {
		return a.frame()
	}
	return time.Time{}
}

package app

import (
	"errors"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/i18n"
	"gomoku/engine/puzzle"
	"gomoku/engine/sound"
)

// puzzlesScene is the Puzzles mode: a shipped puzzle of the rule in force,
// picked near the player's rating among those not yet solved. The player
// attacks, the engine checks each move and defends with its best reply
// (puzzle_job.go, off the frame loop); a wrong move is answered with the
// engine's refutation, drawn as numbered ghost stones. Enter plays (and,
// once the attempt is over, goes on: the next puzzle after a solve, a
// retry after a refutation), H hints, R or Undo retries, Redo skips to the
// next puzzle, Back returns.
type puzzlesScene struct {
	from   scene
	rule   engine.Rule
	set    []puzzle.Puzzle
	idx    int // -1: the rule has no puzzles
	sess   *puzzle.Session
	tables *ai.TableSet
	eng    *ai.Searcher
	job    *puzzleJob
	// moves, state, left and win are the session as the last job left it:
	// what the frame loop reads, since the session belongs to a running
	// job's goroutine.
	moves []engine.Point
	state puzzle.State
	left  int
	win   puzzle.Win
	boardCursor
	// last is the outcome of the latest attacking move; lastOK once there
	// is one in this attempt.
	last   puzzle.Step
	lastOK bool
	hint   engine.Point
	hintOK bool
	// rated: this puzzle's result already moved the rating (only the
	// first finish of a puzzle without a hint counts); hinted: a hint was
	// shown in this puzzle.
	rated, hinted bool
	// moved: the attempt that just ended moved the rating.
	moved bool
	// before is the rating before the last rated result, for "1200 → 1216".
	before int
	// allSolved: every puzzle of the rule was solved, so they come round
	// again.
	allSolved bool
}

// openPuzzles shows the Puzzles mode for the rule in force; Back returns
// to from.
func (a *App) openPuzzles(from scene) {
	a.cancelThink()
	s := &puzzlesScene{from: from, rule: a.setup.Game.Rule, idx: -1, tables: &ai.TableSet{}}
	set, err := puzzle.Load(s.rule)
	if err != nil {
		a.setToast(err.Error())
	}
	s.set = set
	s.next(a)
	a.show(s)
}

func (*puzzlesScene) screen() Screen { return ScreenPuzzles }
func (*puzzlesScene) live() bool     { return false }
func (*puzzlesScene) enter(*App)     {}

// leave stops a running check: its answer is for a screen that is gone.
func (s *puzzlesScene) leave(*App) { s.stopJob() }

// boardSize is the puzzle's board, which may differ from the game's.
func (s *puzzlesScene) boardSize(a *App) int {
	if s.sess != nil {
		return s.sess.Puzzle().Size
	}
	return a.game.Config().Size
}

// rating is the player's puzzle rating under this rule, as saved.
func (s *puzzlesScene) rating(a *App) puzzle.Rating {
	if p := a.scores.Puzzles[s.rule.String()]; p != nil {
		return puzzle.Rating{Elo: p.Elo, Solved: p.Solved, Failed: p.Failed}
	}
	return puzzle.NewRating()
}

// next picks the unsolved puzzle nearest the rating (not the one just
// shown); when all are solved they come round again.
func (s *puzzlesScene) next(a *App) {
	if len(s.set) == 0 {
		return
	}
	cur := ""
	if s.idx >= 0 {
		cur = s.set[s.idx].ID
	}
	rule := s.rule.String()
	i := puzzle.Pick(s.set, s.rating(a), func(id string) bool { return id == cur || a.scores.SolvedPuzzle(rule, id) })
	s.allSolved = i < 0
	if i < 0 {
		i = puzzle.Pick(s.set, s.rating(a), func(id string) bool { return id == cur && len(s.set) > 1 })
	}
	s.idx = i
	s.rated, s.hinted = false, false
	s.begin(a)
}

// begin starts an attempt at the current puzzle, from its position.
func (s *puzzlesScene) begin(a *App) {
	s.stopJob()
	if s.eng == nil {
		s.eng = ai.NewSearcher(ai.DefaultConfig(), s.tables)
	}
	p := s.set[s.idx]
	sess, err := puzzle.NewSession(p, s.eng)
	if err != nil {
		a.setToast(err.Error())
		s.idx, s.sess = -1, nil
		return
	}
	s.sess, s.moves, s.state, s.left, s.win = sess, sess.Game().Moves(), sess.State(), sess.Left(), puzzle.WinNone
	s.lastOK, s.hintOK = false, false
	s.cursor = engine.Point{X: p.Size / 2, Y: p.Size / 2}
	a.relayout()
	a.dirty = true
}

// stopJob cancels a running check. The engine stays with the cancelled
// goroutine until it returns (a Searcher is for one goroutine at a time),
// so the next attempt gets a fresh one sharing the rule tables.
func (s *puzzlesScene) stopJob() {
	if s.job == nil {
		return
	}
	s.job.cancel()
	s.job, s.eng = nil, nil
}

func (s *puzzlesScene) update(a *App, in Intent) {
	switch in.Kind {
	case MoveCursor:
		s.move(s.boardSize(a), in.DX, in.DY)
	case Place:
		s.primary(a)
	case Hint:
		s.askHint(a)
	case Restart, Undo:
		s.retry(a)
	case Redo:
		s.next(a)
	case Back, Menu:
		s.stopJob()
		a.show(s.from)
		return
	case PointerMove:
		s.pointer(a, in.X, in.Y)
	case PointerLeave:
		s.hoverOK = false
	case PointerDown:
		if pt, ok := s.click(a, s.buttons(a), in.X, in.Y, func(id ButtonID) { s.press(a, id) }); ok {
			s.attack(a, pt)
		}
	}
	a.dirty = true
}

func (s *puzzlesScene) press(a *App, id ButtonID) {
	switch id {
	case ButtonPuzzleHint:
		s.askHint(a)
	case ButtonPuzzleRetry:
		s.retry(a)
	case ButtonPuzzleNext:
		s.next(a)
	case ButtonPuzzleBack:
		s.stopJob()
		a.show(s.from)
	}
}

// primary is Enter / A: play at the cursor, or once the attempt is over
// go on — the next puzzle after a solve, the same one again after a
// refutation.
func (s *puzzlesScene) primary(a *App) {
	if s.sess == nil {
		return
	}
	switch s.state {
	case puzzle.Solved:
		s.next(a)
	case puzzle.Failed:
		s.retry(a)
	default:
		s.attack(a, s.cursor)
	}
}

func (s *puzzlesScene) retry(a *App) {
	if s.sess == nil {
		return
	}
	s.begin(a)
}

// attack sends the player's move to the engine, refusing at once what the
// rules refuse (occupied, forbidden) as the game board does.
func (s *puzzlesScene) attack(a *App, pt engine.Point) {
	if s.sess == nil || s.job != nil || s.state != puzzle.Playing {
		return
	}
	if err := s.sess.Game().Check(pt); err != nil {
		var fe *engine.ForbiddenError
		if errors.As(err, &fe) {
			a.setToast(a.textForbiddenFor(fe.Color, fe.Kind))
		} else {
			a.setToast(a.t(i18n.KeyPuzzleOccupied))
		}
		a.cue(sound.Invalid)
		return
	}
	s.hintOK = false
	s.moves = append(s.moves, pt) // drawn at once; the reply follows
	s.job = startPuzzleJob(s.sess, false, pt)
	a.cue(sound.Place)
}

func (s *puzzlesScene) askHint(a *App) {
	if s.sess == nil || s.job != nil || s.state != puzzle.Playing {
		return
	}
	s.hinted = true
	s.job = startPuzzleJob(s.sess, true, engine.NoPoint())
	a.setToast(a.t(i18n.KeyStatusHintWait))
}

// tick takes the engine's answer once it is there.
func (s *puzzlesScene) tick(a *App) {
	if s.job == nil {
		return
	}
	ans, ok := s.job.poll()
	if !ok {
		return
	}
	job := s.job
	s.job = nil
	s.moves, s.state, s.left, s.win = ans.moves, ans.state, ans.left, ans.win
	a.dirty = true
	switch {
	case ans.err != nil:
		a.setToast(a.t(i18n.KeyErrorEngine, "error", ans.err))
	case job.hint:
		s.hint, s.hintOK = ans.hint, ans.hint.In(s.boardSize(a))
		if s.hintOK {
			a.setToast(a.t(i18n.KeyStatusHint, "point", ans.hint))
			a.cue(sound.Hint)
		} else {
			a.setToast(a.t(i18n.KeyPuzzleNoHint))
		}
	default:
		s.last, s.lastOK = ans.step, true
		s.finish(a)
	}
}

// finish scores an attempt that has just ended: the first result of a
// puzzle without a hint moves the rating; a solve is remembered either
// way, so the puzzle is not offered again. Both are saved to best.json.
func (s *puzzlesScene) finish(a *App) {
	st := s.state
	if st == puzzle.Playing {
		a.cue(sound.Place)
		return
	}
	solved := st == puzzle.Solved
	if solved {
		a.cue(sound.Win)
	} else {
		a.cue(sound.Lose)
	}
	r := s.rating(a)
	s.moved = !s.rated && !s.hinted
	if s.moved {
		s.before = r.Elo
		r = r.After(s.set[s.idx].Rating, solved)
	}
	if s.rated && !solved {
		return // a retry failed again: nothing new to save
	}
	s.rated = true
	a.scores.RecordPuzzle(s.rule.String(), s.set[s.idx].ID, r.Elo, r.Solved, r.Failed, solved)
	a.saveScores()
}

// wake polls a running check every frame.
func (s *puzzlesScene) wake(a *App) time.Time {
	if s.job != nil {
		return a.frame()
	}
	return time.Time{}
}

package app

import (
	"errors"
	"fmt"
	"strings"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
)

// copyGame puts the game on screen on the clipboard as a move string
// ("h8i9j10"), the form every gomoku program and chat window takes.
func (a *App) copyGame() {
	rec := a.shownRecord()
	a.emit(Effect{Kind: EffectClipboard, Text: engine.FormatMoves(rec.Moves)})
	a.setToast(a.t(i18n.KeyToastCopied, "n", len(rec.Moves)))
}

// paste sets up the position in text (a move string or any record format)
// as a new game of the current kind, on the record's board size. Nothing
// changes unless every move is legal: a bad paste leaves the game as it
// was and says what is wrong. Text over record.MaxFileSize is refused
// before anything looks at it, and a long text is read off the frame loop
// (see pasteJob), so no paste freezes the window.
func (a *App) paste(text string) {
	a.pasting = nil // a newer paste replaces one still being read
	if len(text) > record.MaxFileSize {
		a.pasteFailed(a.t(i18n.KeyErrorPasteTooLong), record.ErrTooLarge)
		return
	}
	if strings.TrimSpace(text) == "" {
		a.setToast(a.t(i18n.KeyErrorClipboardEmpty))
		return
	}
	opt := record.Options{Rule: a.setup.Game.Rule, Size: a.setup.Game.Size}
	if len(text) > pasteInline {
		a.pasting = startPaste(text, opt)
		return
	}
	rec, _, err := record.Parse([]byte(text), opt)
	a.pasted(rec, err)
}

// pasted sets up a parsed paste (or reports why it cannot be).
func (a *App) pasted(rec *record.Game, err error) {
	if err != nil {
		a.pasteFailed(a.textUnreadablePaste(err), err)
		return
	}
	s := a.setup
	s.Game = withBoard(s.Game, rec.Size, s.Game.Rule)
	if err := a.startFrom(s, rec.Moves); err != nil {
		var im *illegalMoveError
		if errors.As(err, &im) {
			a.pasteFailed(a.t(i18n.KeyErrorPasteIllegal, "n", im.n, "point", im.p.String()), err)
			return
		}
		a.failed(i18n.KeyErrorPaste, err)
		return
	}
	a.setToast(a.t(i18n.KeyToastPasted, "n", len(rec.Moves)))
}

// pasteFailed says why a paste changed nothing. On the board it is a
// notice, wrapped in the panel at full size for as long as it takes to
// read what text would work; elsewhere (notices show only beside the
// board) a toast.
func (a *App) pasteFailed(msg string, err error) {
	if a.scene == scene(a.play) {
		a.report(msg, err, true)
		return
	}
	a.failedSaying(msg, err)
}

// textUnreadablePaste says why pasted text is no game, and what text
// would be: the clipboard is not a file, so "the file is damaged" would
// mislead.
func (a *App) textUnreadablePaste(err error) string {
	var se *record.SyntaxError
	switch {
	case errors.Is(err, record.ErrTooLarge):
		return a.t(i18n.KeyErrorPasteTooLong)
	case errors.As(err, &se):
		return a.t(i18n.KeyErrorPasteDamaged)
	}
	return a.t(i18n.KeyErrorPasteNotGame)
}

// illegalMoveError is a move of a game being set up that the rules
// refuse; n counts from 1.
type illegalMoveError struct {
	n   int
	p   engine.Point
	err error
}

func (e *illegalMoveError) Error() string {
	return fmt.Sprintf("app: move %d (%v): %v", e.n, e.p, e.err)
}

func (e *illegalMoveError) Unwrap() error { return e.err }

// withBoard is cfg on another board size and rule, with the options that
// rule cannot have switched off (engine.Config.Normalize) and no opening
// (the stones are already placed). Its validation error is not lost: the
// size and rule come from a record that was validated when it was read,
// and startFrom validates the whole setup again before any game starts.
func withBoard(cfg engine.Config, size int, rule engine.Rule) engine.Config {
	cfg.Size, cfg.Rule = size, rule
	cfg.Opening = engine.OpeningNone
	cfg, _ = cfg.Normalize()
	return cfg
}

// startFrom starts a new game of kind s from the given moves, all played
// with the rules. The moves are tried on a scratch game first, so an
// illegal one leaves the current game untouched. A position that is
// already decided is shown as finished, without counting it as a result.
// An unfinished game it replaces is kept (replaceGame).
func (a *App) startFrom(s Setup, moves []engine.Point) error {
	if err := s.Validate(len(a.opts.Levels)); err != nil {
		return err
	}
	scratch, err := engine.NewGame(s.Game)
	if err != nil {
		return err
	}
	for i, p := range moves {
		err := scratch.Play(p)
		if errors.Is(err, engine.ErrChoicePending) {
			// The moves run past an opening rule's prompt, whose answers
			// a move list does not hold: play on without the opening rule.
			s.Game.Opening = engine.OpeningNone
			return a.startFrom(s, moves)
		}
		if err != nil {
			return &illegalMoveError{n: i + 1, p: p, err: err}
		}
	}
	return a.replaceGame(func() error {
		if err := a.startGame(s); err != nil {
			return err
		}
		if err := a.game.PlayAll(moves); err != nil {
			return err
		}
		if last, ok := a.game.LastMove(); ok {
			a.cursor = last
		}
		if a.game.Over() {
			a.recorded = true // not a game played here: no best result, no stats
		}
		a.autosave()
		return nil
	})
}

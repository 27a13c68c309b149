package app

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"sync"

	"gomoku/engine/i18n"
)

// No single key throws away a game a player made. Every action that puts
// another game in place of an unfinished one with moves goes through
// replaceGame: the old game is written to Recent games and kept aside, so
// the Undo right after (Ctrl+Z, the pad's LB, the Undo button or menu
// row) brings it back exactly, clocks and cursor included (its copy in
// Recent games then goes: it is saved there again when it ends). The actions a
// stray key or button reaches (R, Restart, New game's Start) also ask
// first, with "keep" focused and Back meaning "keep"; the deliberate ones
// (paste, "play on" from a review or an opened game, the editor's "play
// from here") replace at once and say how to get the old game back.

// asideGame is the game replaceGame put aside, until the player acts on
// the new board.
type asideGame struct {
	save     Autosave
	recorded bool      // its result was already counted (a loss taken back)
	file     *keptFile // its copy in Recent games
}

// keptFile is the Recent games file of a game put aside: the job that
// writes it sets the path, the job that removes it when the game comes
// back reads it. Both run on the platform's writer, off the frame loop.
type keptFile struct {
	mu   sync.Mutex
	path string
}

func (k *keptFile) set(path string) {
	k.mu.Lock()
	defer k.mu.Unlock()
	k.path = path
}

func (k *keptFile) get() string {
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.path
}

// unfinished reports whether the game in play holds moves and has not
// ended: the game a replacing action must not lose.
func (a *App) unfinished() bool {
	return a.game != nil && !a.game.Over() && a.game.MoveCount() > 0
}

// replaceGame runs start, which puts another game in place of the current
// one. When the current game is unfinished it is first kept in Recent
// games and aside for Undo, and a notice says so. Nothing is kept when
// start fails, since the current game is then still in play.
func (a *App) replaceGame(start func() error) error {
	if !a.unfinished() {
		if err := start(); err != nil {
			return err
		}
		a.dropAside()
		return nil
	}
	old := asideGame{save: a.snapshot(), recorded: a.recorded, file: &keptFile{}}
	rec, n := a.playRecord(), a.game.MoveCount()
	if err := start(); err != nil {
		return err
	}
	a.aside = &old
	a.saveRecentRecord(rec, old.file)
	a.dropAsideNews() // an older game put aside is only in Recent games now
	a.queueInfo(notice{text: a.t(i18n.KeyNoticeGameKept, "n", n, "key", a.undoLabel()), info: true, aside: true})
	return nil
}

// bringBack puts the game aside back in play; it reports whether there
// was one. The game that replaced it is dropped: it was just set up and
// the player has not played on it.
func (a *App) bringBack() bool {
	old := a.aside
	if old == nil {
		return false
	}
	a.aside = nil
	if err := a.restore(old.save); err != nil {
		a.failed(i18n.KeyErrorGeneric, err)
		return true
	}
	a.recorded = old.recorded
	a.forgetKept(old.file)
	a.dropAsideNews()
	a.setToast(a.t(i18n.KeyToastGameBack, "n", a.game.MoveCount()))
	return true
}

// dropAside forgets the game aside once the player acts on the new board:
// from then on Undo takes back their moves, and the old game is still in
// Recent games.
func (a *App) dropAside() {
	if a.aside != nil {
		a.aside = nil
		a.dropAsideNews() // "Ctrl+Z brings it back" no longer holds
	}
}

// undoLabel names the key or button that undoes, for the device in use.
func (a *App) undoLabel() string {
	f := FamilyKeyboard
	if len(a.devices) > 0 {
		f = a.devices[len(a.devices)-1].family
	}
	return PromptLabel(f, Undo)
}

// askReplace asks before replace puts another game in place of an
// unfinished one (question names what is about to happen, yesLabel the
// action); no runs when the player keeps the game (No or Back). A game
// that is over or empty is replaced without asking.
func (a *App) askReplace(question, yesLabel string, replace func(a *App), no func(a *App)) {
	if !a.unfinished() {
		replace(a)
		return
	}
	c := &confirmScene{yes: replace, no: no, backIsNo: no != nil, noLabel: a.t(i18n.KeyButtonKeepGame)}
	a.confirm(question, yesLabel, c)
	c.m.subtitle = a.t(i18n.KeyConfirmReplaceKept)
}

// askRestart is R, the Restart button and the menu's Restart: the same
// kind of game again from an empty board, asked first when there is a
// game to lose.
func (a *App) askRestart() {
	a.askReplace(a.t(i18n.KeyConfirmRestart), a.t(i18n.KeyButtonRestart), func(a *App) {
		_ = a.replaceGame(func() error { a.restart(); return nil })
	}, nil)
}

// forgetKept removes the Recent games copy of a game that came back into
// play: it is saved there again when it ends, and one game should not be
// listed twice.
func (a *App) forgetKept(kept *keptFile) {
	if a.opts.ConfigDir == "" {
		return
	}
	a.emit(Effect{Kind: EffectJob, Name: JobForgetKept, Job: func() (string, error) {
		path := kept.get()
		if path == "" {
			return "", nil // never written: nothing to take back
		}
		if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return path, fmt.Errorf("app: removing the kept copy: %w", err)
		}
		return path, nil
	}})
}

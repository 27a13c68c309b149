package app

import (
	"path/filepath"

	"gomoku/engine"
	"gomoku/engine/i18n"
	"gomoku/engine/record"
)

// Folders under the config folder that hold game records.
const (
	// GamesDir holds the games the player saved (Ctrl+S, "Save game") and
	// screenshots.
	GamesDir = "games"
	// RecentDir keeps the last record.RecentKeep finished games by itself.
	RecentDir = "recent"
)

// Job names, as they come back through JobDone.
const (
	JobSaveGame   = "save-game"
	JobRecent     = "recent-game"
	JobScreenshot = "screenshot"
	// JobForgetKept removes the Recent games copy of a game that Undo
	// brought back into play (replace.go).
	JobForgetKept = "forget-kept-game"
)

func (a *App) recordsDir(name string) string { return filepath.Join(a.opts.ConfigDir, name) }

// shownRecord is the game on screen as a record: the one being reviewed,
// or the game in progress (or just finished).
func (a *App) shownRecord() *record.Game {
	if r, ok := a.scene.(*reviewScene); ok {
		return r.record()
	}
	return a.playRecord()
}

// playRecord records the game in play with the players' names and the
// date, and how a win off the board came about.
func (a *App) playRecord() *record.Game {
	rec := record.FromEngine(a.game)
	rec.Black, rec.White = a.playerName(engine.Black), a.playerName(engine.White)
	if a.setup.Mode != ModeTwoPlayer {
		rec.Event = a.levelName() // the game list's cards name the level
	}
	rec.Date = a.now
	switch a.game.Result().Reason {
	case engine.ReasonResign:
		rec.Result.Reason = record.Resign
	case engine.ReasonTimeout:
		rec.Result.Reason = record.Time
	case engine.ReasonForbidden:
		rec.Result.Reason = record.Forfeit
	}
	return rec
}

// playerName names who plays colour c in the player's language.
func (a *App) playerName(c engine.Color) string {
	seat := a.game.SeatOf(c)
	if seat == engine.NoSeat {
		return a.pick(c, a.t(i18n.KeyColorBlack), a.t(i18n.KeyColorWhite))
	}
	switch {
	case a.setup.computerSeat(seat):
		return a.t(i18n.KeySeatComputer)
	case a.setup.Mode == ModeVsComputer:
		return a.t(i18n.KeySeatYou)
	case seat == engine.SeatTwo:
		return a.t(i18n.KeySeatTwo)
	}
	return a.t(i18n.KeySeatOne)
}

// saveGame writes the game on screen as a new SGF file in the games
// folder, off the frame loop: the name (date and players) is only made
// unique once the folder is looked at, so the job picks it.
func (a *App) saveGame() {
	if a.opts.ConfigDir == "" {
		a.setToast(a.t(i18n.KeyErrorSaveDisabled))
		return
	}
	rec := a.shownRecord()
	if len(rec.Moves) == 0 {
		a.setToast(a.t(i18n.KeyStatusNothingToSave))
		return
	}
	dir := a.recordsDir(GamesDir)
	a.emit(Effect{Kind: EffectJob, Name: JobSaveGame, Job: func() (string, error) {
		return record.Save(dir, rec, record.FormatSGF)
	}})
}

// saveRecent keeps a finished game in the recent-games folder, which
// prunes itself to the newest record.RecentKeep games.
func (a *App) saveRecent() { a.saveRecentRecord(a.playRecord(), nil) }

// saveRecentRecord keeps rec in the recent-games folder, which prunes
// itself to the newest record.RecentKeep games; kept, when not nil, is
// told the file's name (a game put aside, replace.go).
func (a *App) saveRecentRecord(rec *record.Game, kept *keptFile) {
	if a.opts.ConfigDir == "" || len(rec.Moves) == 0 {
		return
	}
	dir := a.recordsDir(RecentDir)
	a.emit(Effect{Kind: EffectJob, Name: JobRecent, Job: func() (string, error) {
		path, err := record.SaveRecent(dir, rec, record.RecentKeep)
		if kept != nil {
			kept.set(path)
		}
		return path, err
	}})
}

// screenshot asks for the next frame as a PNG next to the saved games.
func (a *App) screenshot() {
	if a.opts.ConfigDir == "" {
		a.setToast(a.t(i18n.KeyErrorSaveDisabled))
		return
	}
	name := "screenshot-" + a.now.Format("2006-01-02_150405.000") + ".png"
	a.emit(Effect{Kind: EffectScreenshot, Path: filepath.Join(a.recordsDir(GamesDir), name)})
}

// JobDone reports the outcome of an EffectJob or EffectScreenshot: where
// the file went, or why it could not be written.
func (a *App) JobDone(name, path string, err error) {
	switch {
	case err != nil && name == JobForgetKept:
		// The game is back in play either way; an extra copy in Recent
		// games is no reason to interrupt it.
		a.problems = append(a.problems, notice{text: a.t(i18n.KeyErrorForgetKept), detail: err.Error()})
	case err != nil:
		a.setToast(a.textSaveFailed(err))
	case name == JobSaveGame || name == JobScreenshot:
		a.setToast(a.t(i18n.KeyToastSaved, "path", path))
	}
}

// EffectFailed reports a platform request that could not be carried out
// at once (the clipboard refused the text).
func (a *App) EffectFailed(err error) {
	a.failed(i18n.KeyErrorGeneric, err)
}

// recordIntent handles the keys that work on every screen: save, copy,
// paste and screenshot. It reports whether it took the intent.
func (a *App) recordIntent(in Intent) bool {
	switch in.Kind {
	case SaveGame:
		a.saveGame()
	case Copy:
		a.copyGame()
	case Paste:
		a.paste(in.Text)
	case Screenshot:
		a.screenshot()
	default:
		return false
	}
	a.dirty = true
	return true
}

package app

import (
	"errors"
	"io/fs"
	"path/filepath"
	"syscall"
	"time"

	"gomoku/engine/i18n"
	"gomoku/engine/record"
	"gomoku/engine/store"
)

// A notice is a problem the player should know about (a file that could
// not be read or written, the engine failing). Notices queue up: the panel
// shows the first at body size, wrapped, with how many wait behind it;
// each stays noticeTime or until dismissed (Back on the board), then the
// next shows. Every notice of the session is also kept for the Problems
// screen (scene_problems.go), with the technical detail the panel leaves
// out (which also went to stderr).
type notice struct {
	text   string // translated, what the panel shows
	detail string // the error's own words, for the Problems screen
	alert  bool
	info   bool // news about the game, not a problem (see inform)
	aside  bool // the news that a game was put aside (replace.go)
}

// setNotice queues a notice with no technical detail.
func (a *App) setNotice(msg string, alert bool) { a.report(msg, nil, alert) }

// report queues msg, keeping err's text as its detail.
func (a *App) report(msg string, err error, alert bool) {
	n := notice{text: msg, alert: alert}
	if err != nil {
		n.detail = err.Error()
	}
	a.problems = append(a.problems, n)
	a.notices = append(a.notices, n)
	if len(a.notices) == 1 {
		a.noticeEnd = a.now.Add(noticeTime)
	}
	a.dirty = true
}

// inform queues news the player must not miss but that is no problem
// (their game was kept aside): shown like a notice, not kept for the
// Problems screen.
func (a *App) inform(msg string) { a.queueInfo(notice{text: msg, info: true}) }

func (a *App) queueInfo(n notice) {
	a.notices = append(a.notices, n)
	if len(a.notices) == 1 {
		a.noticeEnd = a.now.Add(noticeTime)
	}
	a.dirty = true
}

// dropAsideNews takes back the news that a game was put aside, once Undo
// no longer brings it back.
func (a *App) dropAsideNews() {
	kept := a.notices[:0]
	for i, n := range a.notices {
		switch {
		case !n.aside:
			kept = append(kept, n)
		case i == 0:
			a.noticeEnd = a.now.Add(noticeTime) // the next one shows in full
		}
	}
	a.notices = kept
	if len(kept) == 0 {
		a.noticeEnd = time.Time{}
	}
	a.dirty = true
}

// failed says in a toast, in the player's words, that something they asked
// for did not work (message key with an {error} placeholder), and keeps the
// error itself for the Problems screen: no raw English error in the window.
func (a *App) failed(key string, err error) {
	a.failedSaying(a.t(key, "error", a.reason(err)), err)
}

// failedSaying is failed with the whole message already in the player's
// words.
func (a *App) failedSaying(msg string, err error) {
	a.setToast(msg)
	a.problems = append(a.problems, notice{text: msg, detail: err.Error(), alert: true})
}

// dismissNotice drops the notice showing; the next one (if any) shows for
// its full time. It reports whether there was one.
func (a *App) dismissNotice() bool {
	if len(a.notices) == 0 {
		return false
	}
	a.notices = a.notices[1:]
	a.noticeEnd = time.Time{}
	if len(a.notices) > 0 {
		a.noticeEnd = a.now.Add(noticeTime)
	}
	a.dirty = true
	return true
}

// reason says in the player's language why a file operation failed. The
// error's own text (English, with paths) is for the Problems screen and
// bug reports, not for the panel.
func (a *App) reason(err error) string {
	var se *record.SyntaxError
	var ce *store.CorruptError
	switch {
	case errors.As(err, &ce) && ce.KeptAside():
		return a.t(i18n.KeyReasonKeptAside, "file", filepath.Base(ce.Aside))
	case errors.Is(err, fs.ErrNotExist):
		return a.t(i18n.KeyReasonMissing)
	case errors.Is(err, fs.ErrPermission):
		return a.t(i18n.KeyReasonPermission)
	case errors.Is(err, syscall.ENOSPC):
		return a.t(i18n.KeyReasonDiskFull)
	case errors.As(err, &se), errors.Is(err, record.ErrUnknownFormat), errors.Is(err, record.ErrTooLarge):
		return a.t(i18n.KeyReasonDamaged)
	}
	return a.t(i18n.KeyReasonOther)
}

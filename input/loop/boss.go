package loop

import "gomoku/engine/app"

// gameTitle is the window's title while the game shows.
const gameTitle = "Gomoku"

// setTitle keeps the window in step with the boss screen, which must not
// give the game away anywhere: the title bar shows the sheet's name, and a
// fanfare still queued stops at once.
func (l *Loop) setTitle(v app.View) {
	t := gameTitle
	if v.Boss && v.Sheet.Title != "" {
		t = v.Sheet.Title
	}
	if t == l.title {
		return
	}
	if v.Boss {
		l.Audio.Stop()
	}
	l.Window.SetTitle(t)
	l.title = t
}

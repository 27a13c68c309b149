package loop

import "gomoku/engine/app"

// gameTitle is the window's title while the game shows.
const gameTitle = "Gomoku"

// setTitle keeps the title bar in step with the screen: the boss screen
// must not give the game away there either, so it shows the sheet's name.
func (l *Loop) setTitle(v app.View) {
	t := gameTitle
	if v.Boss && v.Sheet.Title != "" {
		t = v.Sheet.Title
	}
	if t != l.title {
		l.Window.SetTitle(t)
		l.title = t
	}
}

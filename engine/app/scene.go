package app

import "time"

// scene is one screen: what the player's input does there, what it shows
// and what it runs in the background. Exactly one scene is current
// (App.scene); the App keeps what every scene shares (settings, scores,
// the game and its clocks, devices, the computer, messages) and handles
// the intents that mean the same everywhere (quit, full screen, the boss
// key, save/copy/paste) before handing the rest to the scene.
//
// Each scene lives in its own file, scene_<name>.go.
type scene interface {
	// screen names the scene for App.Screen (tests and the loop ask
	// which screen is up; nothing in this package branches on it).
	screen() Screen
	// live reports whether the game in play is on screen and running:
	// its clocks run, the computer thinks and the pointer hovers over its
	// board. True for the board and the prompts over it.
	live() bool
	// enter runs each time the scene becomes current, so a screen that is
	// returned to (the title, the game list) shows what is true now.
	enter(a *App)
	// leave runs when another scene takes over; it stops the scene's own
	// background work.
	leave(a *App)
	// update carries out one intent.
	update(a *App, in Intent)
	// view fills in what the scene shows; View has set the shared parts.
	view(a *App, v *View)
	// tick runs every frame (App.Update), after the clock has moved.
	tick(a *App)
	// wake is when the scene next changes by itself; zero when never.
	wake(a *App) time.Time
}

// show makes s the current scene: the one it replaces stops its
// background work (seeing s already current), s is entered, and the layout
// follows the board s shows.
func (a *App) show(s scene) {
	old := a.scene
	a.scene = s
	if old != nil && old != s {
		old.leave(a)
	}
	s.enter(a)
	a.relayout()
	a.dirty = true
}

// returnPoint is where Back goes from a screen opened now: the title when
// it is showing, else the board. Never another menu screen: the new-game
// screen opened with N from the settings goes back to the board.
func (a *App) returnPoint() scene {
	if t, ok := a.scene.(*titleScene); ok {
		return t
	}
	return a.play
}

// quiet is embedded by scenes with no background work and nothing to do
// on entering or leaving.
type quiet struct{}

func (quiet) enter(*App)          {}
func (quiet) leave(*App)          {}
func (quiet) tick(*App)           {}
func (quiet) wake(*App) time.Time { return time.Time{} }

// soonest is the earlier of two wake times, ignoring zero ones.
func soonest(t, u time.Time) time.Time {
	if t.IsZero() || (!u.IsZero() && u.Before(t)) {
		return u
	}
	return t
}

// frame is one frame from now: background work is polled this often.
func (a *App) frame() time.Time { return a.now.Add(16 * time.Millisecond) }

// Package loop is the frame loop: it waits for SDL events, passes them
// through input into the app, polls background work (file writes), and
// hands the app's view to render when something changed. It never blocks
// on I/O or computation, and when nothing happens it sleeps in
// SDL_WaitEventTimeout so an idle game costs no CPU.
//
// It lives in its own package (not main) so that tests can push real SDL
// events into the very loop the game runs.
//
// It owns the window (size, full screen, the boss key's title) and the
// order of a frame; it must not decide anything about the game: intents go
// to engine/app, pictures come from render.
package loop

// Package cli is the home of gomoku's command line: one file per
// subcommand (`gomoku help` lists them) and the flags of the game itself
// (play.go). It owns parsing flags and exit statuses;
// the work is done by the packages it calls.
//
// It must not import SDL: what needs a display or SDL's software renderer
// (opening the window, drawing a picture) is handed in by main as Hooks.
package cli

// Package cli is the home of gomoku's command line: one file per
// subcommand (`gomoku help` lists them) and the flags of the game itself
// (play.go). It owns parsing flags and exit statuses; the work is done by
// the packages it calls.
//
// Every subcommand describes itself in a usage.Command (engine/cli/usage)
// and parses its flags through it, so all of them answer -h, -help,
// --help and "gomoku help COMMAND" alike, and report a bad flag alike;
// a new subcommand does the same and gets a row in commands() (run.go),
// which also makes its line in "gomoku help". A file the player names on
// the command line is written with store.WriteOutput, which never makes
// folders.
//
// It must not import SDL: what needs a display or SDL's software renderer
// (opening the window, drawing a picture) is handed in by main as Hooks.
package cli

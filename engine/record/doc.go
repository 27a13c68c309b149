// Package record reads and writes five-in-a-row game records: move strings
// ("h8i9j10"), Piskvork .psq, SGF (FF[4] GM[4]) and RenLib .pos.
//
// Every reader works on a byte slice it never trusts: input is capped (see
// MaxFileSize), every error names the line, column or byte and the reason,
// and no input makes a reader panic (each has a fuzz test). Every writer's
// output reads back to the same game, up to what the format can carry (the
// round-trip tests spell that out in Normalize, a test helper).
//
// Reading only checks the syntax and that every point lies on the board;
// Game.Replay turns a record into an engine.Game through engine.Game.Play,
// which applies the rules and reports the first illegal move by index.
//
// Above the formats sit the helpers the game needs for its save dialog and
// game browser: Save (atomic write under a generated name), Load, List and
// Prune. The "gomoku convert" command that drives it lives in engine/cli.
//
// It owns the file formats; it must not judge rules itself (it asks package
// engine) nor parse command-line flags.
package record

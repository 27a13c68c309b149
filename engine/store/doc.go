// Package store keeps the player's files in the config folder
// (os.UserConfigDir()/gomoku/ unless overridden): atomic writes, loading that
// never loses a file it cannot read, and the best-result record.
//
// A write goes to a temporary file in the same folder, is fsynced and then
// renamed over the old file, so a crash or power cut at any moment leaves
// either the old or the new file, never a torn one. A file that cannot be
// parsed or read is renamed aside (name.corrupt-<time>) and reported, never
// silently overwritten.
//
// It owns how files are written and read back; what is in them (settings,
// the saved game) belongs to engine/app, and it knows nothing of the game
// beyond the best-result record.
package store

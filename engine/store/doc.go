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
//
// Every file the game reads goes through ReadFile (ReadDir for folders):
// only a regular file, opened without blocking, read through a hard cap, so
// a FIFO, a device or a huge file in the wrong place is refused at once
// instead of hanging start-up or running it out of memory.
package store

// Package audio plays the cues of an engine/sound Bank through SDL2's
// queued audio API.
//
// Open initialises SDL's audio subsystem itself (SDL reference-counts
// subsystems, so it works before or after the game's video init) and
// opens the default output device as mono signed 16-bit at the bank's
// rate; SDL converts to whatever the hardware wants. When there is no
// usable device Open returns a nil *Speaker and the reason: every method
// of a nil Speaker does nothing, so the game simply runs silent.
//
// Play never blocks: it appends the cue to SDL's queue, and if more than
// about half a second is already waiting it drops the backlog first, so
// sounds never trail behind what is on screen.
//
// Like the rest of SDL here, a Speaker must be used only from the goroutine
// (locked OS thread) that runs the frame loop. It owns playback only: the
// sounds are engine/sound's, when to play them engine/app's.
package audio

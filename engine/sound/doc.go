// Package sound synthesises the game's short sound cues in code, so the
// game ships no third-party audio assets and needs no decoder.
//
// Every cue is mono, signed 16-bit little-endian PCM at the rate the Bank
// was built for (DefaultSampleRate unless the platform asks for another).
// Cues are deterministic: noise comes from a fixed-seed generator owned by
// each recipe, so the same rate always yields the same bytes. Each cue
// fades in and out to exact silence, so starting or cutting one never
// clicks, and peaks stay at or below MaxPeak of full scale, leaving
// headroom for the output mixer.
//
// It owns the cue names (names.go) and their sounds; when a cue
// plays is engine/app's decision. The package is pure Go; render/audio
// plays the bytes through SDL.
package sound

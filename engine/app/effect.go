package app

import "gomoku/engine/sound"

// EffectKind names a request that only the platform layer can carry out.
type EffectKind uint8

const (
	// EffectQuit asks the frame loop to end.
	EffectQuit EffectKind = iota + 1
	// EffectFullscreen asks for full-screen desktop mode when On is true,
	// a window otherwise.
	EffectFullscreen
	// EffectSave asks for Data to be written atomically to Path, off the
	// frame loop; the outcome comes back through App.Saved.
	EffectSave
	// EffectCue asks for the short sound Cue at Volume (0–1).
	EffectCue
	// EffectRumble asks controller Device to rumble briefly (Strong for a
	// win, weak for a loss).
	EffectRumble
	// EffectJob asks for Job to run off the frame loop (writing a new
	// saved game whose name depends on what is already on disk); the
	// outcome comes back through App.JobDone with Name and Job's path.
	EffectJob
	// EffectClipboard asks for Text to be put on the clipboard.
	EffectClipboard
	// EffectScreenshot asks for the next frame to be read back and written
	// as a PNG to Path, off the frame loop; the outcome comes back through
	// App.JobDone with Name JobScreenshot.
	EffectScreenshot
)

// Effect is one platform request.
type Effect struct {
	Kind   EffectKind
	Path   string
	Data   []byte
	Name   string
	Cue    sound.Cue
	Volume float64
	On     bool
	Device int
	Strong bool
	Text   string
	Job    func() (string, error)
}

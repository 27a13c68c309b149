package app

// EffectKind names a request that only the platform layer can carry out.
type EffectKind uint8

const (
	// EffectQuit asks the frame loop to end.
	EffectQuit EffectKind = iota + 1
	// EffectToggleFullscreen asks to switch full-screen desktop mode.
	EffectToggleFullscreen
	// EffectSave asks for Data to be written atomically to Path, off the
	// frame loop; the outcome comes back through App.Saved.
	EffectSave
	// EffectCue asks for a short sound cue named by Name (e.g. "invalid").
	EffectCue
)

// Effect is one platform request.
type Effect struct {
	Kind EffectKind
	Path string
	Data []byte
	Name string
}

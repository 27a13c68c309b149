package app

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
	// EffectCue asks for a short sound named by Name at Volume (0–1).
	EffectCue
	// EffectRumble asks controller Device to rumble briefly (Strong for a
	// win, weak for a loss).
	EffectRumble
)

// Effect is one platform request.
type Effect struct {
	Kind   EffectKind
	Path   string
	Data   []byte
	Name   string
	Volume float64
	On     bool
	Device int
	Strong bool
}

package ai

// LowerThread runs the calling goroutine below normal priority for the
// rest of its life, as Limits.Yield does for a search's own threads: for
// a goroutine that calls the engine again and again in the background
// (the app's live evaluation), so a window's frame loop gets a core the
// moment it needs one. The goroutine stays locked to its OS thread; when
// it returns, the runtime discards that thread rather than reuse it
// slowed.
func LowerThread() { lowerThread() }

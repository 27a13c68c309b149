package app

// The whole-game analysis and the live evaluation both search with the
// full engine, and a review shows both: run together they would split the
// machine's cores (two on the project's own machine), each going at half
// speed. The analysis is what the player asked for, so while it searches
// the live evaluation holds, as it does while the computer thinks about
// its move: its job is cancelled, its last completed depth stays on
// screen for the position it was, and it goes on from the next depth when
// the analysis is over. (The threat solver's bounded run is left alone:
// it takes a fraction of a second.)

// analysing reports whether the review's whole-game analysis is
// searching (a cache lookup on opening a review is not).
func (a *App) analysing() bool {
	r, ok := a.scene.(*reviewScene)
	return ok && r.an.job != nil && !r.an.job.cacheOnly
}

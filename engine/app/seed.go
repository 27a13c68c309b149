package app

// Every game against the computer has a seed of its own, drawn when the
// game starts (a new game, a restart or a rematch) and kept in the
// autosave, so the levels below Master vary their play from game to game
// and a resumed game goes on as it would have (package ai: the seed picks
// the level's opening moves and its deliberate mistakes).

// nextGameSeed draws the seed of the session's next game from the
// session's seed (Options.Seed, the start-up time) and how many games the
// session has started: each game gets another, and a run with a fixed
// Options.Seed (tests, the render command) gets the same ones again.
func (a *App) nextGameSeed() {
	a.gamesStarted++
	a.gameSeed = int64(splitMix(uint64(a.opts.Seed) + uint64(a.gamesStarted)*0x9e3779b97f4a7c15))
}

// splitMix is SplitMix64's output function: nearby inputs (consecutive
// game numbers) give unrelated seeds.
func splitMix(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

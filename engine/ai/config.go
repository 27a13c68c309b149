package ai

// Config tunes the engine. The zero value is not useful: start from
// DefaultConfig (the current engine) or FirstConfig (the first working
// version, kept to measure progress against).
type Config struct {
	// HashMB is the transposition table size in MiB.
	HashMB int
	// RootVCFNodes bounds the threat solver run before the main search
	// (0 disables it).
	RootVCFNodes uint64
	// RootVCTNodes bounds the VCT (continuous threats) solver run at the
	// root when there is no VCF (0 disables it). It also stops after a
	// twentieth of the time limit and a sixteenth of a node limit.
	RootVCTNodes uint64
	// QDepth is how many fours the quiescence search may chain.
	QDepth int
	// Pruning enables futility, razoring, move-count pruning and LMR.
	Pruning bool
	// AvgEval averages the evaluation with the one before the last move.
	AvgEval bool
	// Net adds the learned network's correction to the evaluation
	// (neteval.go) where a network is embedded for the rule, it loads and
	// the board has at most 15×15 points. Off by default: at 200 ms a
	// move it has not beaten the classical evaluation alone.
	Net bool
	// RootDefendVCF keeps only root moves that stop the opponent's VCF,
	// when the opponent has one.
	RootDefendVCF bool
	// Tempo weighs the side to move's pattern sum, in percent of the
	// opponent's (the move in hand is worth something).
	Tempo int
	// DefendFourThree restricts moves to defences (and own fours) when the
	// opponent threatens a four-three.
	DefendFourThree bool
	// CounterThrees also lets a side threatened by a four-three answer
	// with its own open or double three (see addCounterThrees).
	CounterThrees bool
	// HandEval plays with the hand-set evaluation weights instead of the
	// tuned ones (evalweights_tuned.go), to measure what tuning is worth.
	// Such an engine builds its own tables.
	HandEval bool
	// EarlierEval plays with the weights from before the latest refit
	// (earlierWeights), for levels measured with them. Such an engine
	// builds its own tables too.
	EarlierEval bool

	// Pruning margins (see tunables.go for what each one does).
	futility    int
	futDepth    int
	razorDepth  int
	razorMul    int
	lmp         int
	lmpMul      float64
	lmpExp      float64
	lmrBase     float64
	lmrDiv      float64
	lmrMinDepth int
	sel         selectivity // rules chosen by games (selective.go)
	// edits replaces evaluation weights (evaledit.go); a search with any
	// builds its own tables.
	edits evalEdits
}

// DefaultConfig is the full-strength engine.
func DefaultConfig() Config {
	return Config{
		HashMB:          16,
		RootVCFNodes:    30000,
		RootVCTNodes:    20000,
		QDepth:          8,
		Pruning:         true,
		AvgEval:         true,
		RootDefendVCF:   true,
		Tempo:           100,
		DefendFourThree: true,
		CounterThrees:   true,
		// Chosen by matches against PentaZen (in git history): a narrower
		// search reaching deeper beat the wider one.
		futility:    60,
		futDepth:    5,
		razorDepth:  2,
		razorMul:    2,
		lmp:         2,
		lmpMul:      1,
		lmpExp:      1.3,
		lmrBase:     0.3,
		lmrDiv:      1.2,
		lmrMinDepth: 2,
		// Chosen by games too (docs/engine.md, Search): late
		// threat moves reduced, quiet root moves after the third reduced,
		// one ply less without a hash move from depth 4; and aspiration
		// windows at the root from depth 5; and the
		// quiescence search's hash entries and chains of fours that build.
		sel: selectivity{threatLMR: 1, rootLMR: 3, iirDepth: 4, aspDepth: 5, learntOrder: true, quiesceTT: true, quiescePlus: true},
	}
}

// withLegacySearch is c with the pruning margins (and no counter threes
// or selectivity rules) of the engine before they were chosen by matches. The levels up to
// Expert keep them: their ladder steps were measured with them, and at
// their fixed depths a narrower search is a weaker one (Expert with the
// new search reached its twelve plies so soon that Master beat it only
// 70 %, +28 -12).
func (c Config) withLegacySearch() Config {
	c.CounterThrees = false
	c.futility, c.futDepth, c.razorDepth, c.razorMul = 60, 3, 2, 2
	c.lmp, c.lmpMul, c.lmpExp = 6, 2, 2
	c.lmrBase, c.lmrDiv, c.lmrMinDepth = 0.3, 2.0, 3
	c.sel = selectivity{}
	return c
}

// FirstConfig is the first working version of the engine (PVS, TT and VCF
// quiescence without pruning or the root threat solver), kept as a yardstick.
func FirstConfig() Config {
	c := DefaultConfig()
	c.RootVCFNodes = 0
	c.RootVCTNodes = 0
	c.Pruning = false
	c.QDepth = 6
	c.AvgEval = false
	c.RootDefendVCF = false
	c.Tempo = 120
	c.DefendFourThree = false
	c.CounterThrees = false
	c.sel = selectivity{}
	return c
}

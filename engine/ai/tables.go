package ai

import (
	"sync"

	"gomoku/engine"
	"gomoku/engine/ai/nnue"
)

// tables holds everything that depends only on the rule: the line pattern
// table, the Pattern4 combination tables and the Zobrist keys. A value is
// built once and never mutated afterwards, so any number of searches may
// share it.
type tables struct {
	rule engine.Rule
	// restricted: Black plays under Renju's restrictions (Renju, or the
	// house setting "restrictions for Black" under Freestyle or Standard):
	// exactly five wins for Black, and overlines, double fours and double
	// threes are forbidden to it.
	restricted bool
	variant    int         // index in TableSet
	w          evalWeights // the evaluation's weights
	pat        [keyCount]uint8
	pcodeOf    [1 << 16]uint16 // indexed by four pattern nibbles
	pcodePats  [pcodeCount][4]pattern
	p4         [2][pcodeCount]p4
	score      [2][pcodeCount]int16
	eval       [2][pcodeCount]int16
	info       [2][infoLen]uint32 // uint16(eval) | class<<16, for the incremental update
	zob        [2][numCells]uint64
	zobSide    uint64
	near       []int // candidate neighbourhood offsets
	lastNear   []int // the cells of nearLast around a cell, as offsets
	// reach is how far from a move line patterns can change: lineHalf, or
	// one less when the rule's table never depends on the outermost cells
	// (freestyle, where any five or longer line wins).
	reach int
	// order[role][side][code] is the learnt move order (orderweights.go)
	// when hasOrder: role 0 the mover's own code, 1 the opponent's.
	order     [2][2][pcodeCount]int32
	orderDist [2][orderDistBuckets]int32
	hasOrder  bool
	// chainTT says whether the selectivity rules of the quiescence search
	// (quiesceTT, quiescePlus) apply: only freestyle, the one rule where
	// games measured them (docs/engine.md, Search); under renju they did not pay.
	chainTT bool
	// net is the learned evaluation for the variant (netfile.go), nil
	// when none is embedded or it did not load.
	net *nnue.Net
}

// newTablesWith builds the tables with the given evaluation weights (the
// tuner tries its own).
func newTablesWith(rule engine.Rule, restricted bool, w evalWeights) *tables {
	t := &tables{rule: rule, restricted: restricted, variant: variantOf(rule, restricted && rule != engine.Renju), w: w}
	t.chainTT = t.variant == int(engine.Freestyle)
	buildPatterns(rule, restricted, &t.pat)
	t.reach = patternReach(&t.pat)
	fillPcodes(t)
	fillP4(t)
	fillOrder(t)
	// splitmix64 from a fixed seed keeps hashes (and so searches) identical
	// from run to run.
	s := uint64(0x9e3779b97f4a7c15)
	next := func() uint64 {
		s += 0x9e3779b97f4a7c15
		z := s
		z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
		z = (z ^ (z >> 27)) * 0x94d049bb133111eb
		return z ^ (z >> 31)
	}
	for side := 0; side < 2; side++ {
		for i := range t.zob[side] {
			t.zob[side][i] = next()
		}
	}
	t.zobSide = next()
	// 5x5 square plus the eight lines out to distance 3.
	for dy := -3; dy <= 3; dy++ {
		for dx := -3; dx <= 3; dx++ {
			ax, ay := abs(dx), abs(dy)
			if (ax | ay) == 0 {
				continue
			}
			if (ax <= 2 && ay <= 2) || ax == 0 || ay == 0 || ax == ay {
				t.near = append(t.near, dy*stride+dx)
			}
		}
	}
	// nearLast's cells as offsets in ascending order.
	for dy := -4; dy <= 4; dy++ {
		for dx := -4; dx <= 4; dx++ {
			if o := dy*stride + dx; o != 0 && nearLast(pad*stride+pad+o, pad*stride+pad) {
				t.lastNear = append(t.lastNear, o)
			}
		}
	}
	return t
}

// Table variants: one per rule, and Standard with Black restricted.
// Freestyle with Black restricted is exactly Renju (Black wins with exactly
// five and is restricted, White wins with five or more) and shares its
// tables; Caro and Omok take no restriction (engine.Config.Validate).
const (
	standardRestricted = 5
	numVariants        = 6
)

// variantOf is the table variant that plays rule with or without the house
// restrictions for Black.
func variantOf(rule engine.Rule, restrictBlack bool) int {
	if restrictBlack {
		switch rule {
		case engine.Freestyle:
			return int(engine.Renju)
		case engine.Standard:
			return standardRestricted
		}
	}
	if !rule.Valid() {
		return int(engine.Freestyle)
	}
	return int(rule)
}

// TableSet builds the rule tables lazily and shares them between searches.
// The zero value is ready to use; it is safe for concurrent use.
type TableSet struct {
	once    [numVariants]sync.Once
	t       [numVariants]*tables
	hand    bool      // hand-set evaluation weights (Config.HandEval)
	earlier bool      // the weights before the latest refit (Config.EarlierEval)
	edits   evalEdits // weights replaced (Config.SetTunable's w… names)
}

// getFor returns the tables that play the configuration's rule and house
// restriction for Black.
func (ts *TableSet) getFor(c engine.Config) *tables {
	return ts.variant(variantOf(c.Rule, c.RestrictBlack))
}

func (ts *TableSet) variant(v int) *tables {
	ts.once[v].Do(func() {
		rule, restricted := engine.Rule(v), engine.Rule(v) == engine.Renju
		if v == standardRestricted {
			rule, restricted = engine.Standard, true
		}
		w := weightsFor(v)
		if ts.hand {
			w = handWeights()
		} else if ts.earlier {
			w = earlierWeights(v)
		}
		w = ts.edits.apply(w)
		ts.t[v] = newTablesWith(rule, restricted, w)
		// A network that does not load leaves the classical evaluation;
		// NetworkFor tells a caller who asks why.
		ts.t[v].net, _ = NetworkFor(engine.Config{Rule: rule, RestrictBlack: v == standardRestricted})
	})
	return ts.t[v]
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

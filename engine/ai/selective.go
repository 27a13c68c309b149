package ai

import (
	"math"
	"time"
)

// selectivity holds the search's optional selectivity rules, each off at
// its zero value, so that DefaultConfig is the engine measured before them
// and every rule is measured by games (gomoku match -a default-xNAME=V)
// before it becomes a default. What each one scored is in the git history of docs/ai.md.
type selectivity struct {
	// threatLMR reduces late threat moves (an open three or better for
	// either side, short of one's own four) by the quiet reduction less
	// threatLMR-1 plies, instead of never: 0 off, 1 the full quiet
	// reduction, 2 one ply less, and so on.
	threatLMR int
	// threatLMP, when > 0, applies move-count pruning to threat moves too,
	// after threatLMP times the quiet limit.
	threatLMP float64
	// iirDepth, when > 0, is the shallowest node without a hash move that
	// searches one ply less (internal iterative reduction): with no hash
	// move its ordering is a guess, and the next iteration fixes it.
	iirDepth int
	// rootLMR, when > 0, reduces quiet root moves after the first rootLMR
	// by the quiet reduction, re-searching at full depth the ones that
	// beat the best so far.
	rootLMR int
	// histShift, when > 0, replaces 6 as the shift of the history term in
	// move scores (smaller: history weighs more against patterns).
	histShift int
	// histMalus lowers the history of the quiet moves that were searched
	// before a cutoff by what the cutting move gains.
	histMalus bool
	// learntOrder orders moves by the learnt tables of the rule
	// (orderweights.go) where it has them, instead of the hand-set
	// pattern values.
	learntOrder bool
	// counterBonus, when not 0, is added to the score of the counter move
	// (the quiet move that last cut off after the opponent's last move).
	counterBonus int32
	// defendExt, when > 0, lets a node answering an open-three threat (an
	// open four next move) with at most defendExt moves search them at
	// the node's own depth, as the block of a four already is: a chain of
	// three-threats then costs the attacker one ply a threat instead of two.
	defendExt int
	// defend43Ext is defendExt for nodes answering a four-three threat.
	defend43Ext int
	// vctShare, when > 0, replaces 20 as the part of a time limit (one
	// vctShare-th) the root VCT solver and the VCT defence filter may use.
	vctShare int
	// defendDoubleThree restricts a node facing the opponent's double-three
	// cell to its answers (defend33.go).
	defendDoubleThree bool
	// defenceLMP, when > 0, applies move-count pruning in nodes answering
	// an open-three, four-three or double-three threat (whose lists hold
	// the blocks and every own four): after round(defenceLMP·√d − 2)
	// moves, at least 2 and at most 2·defenceLMP, as PentaZen does.
	defenceLMP float64
	// seDepth, when > 0, is the shallowest node that tests its hash move
	// for a singular extension, with a margin of seMargin (1 when 0) a
	// ply of depth (singular.go).
	seDepth  int
	seMargin float64
	// aspDepth, when > 0, is the first iteration searched in an
	// aspiration window of ±aspDelta (20 when 0) around the last score
	// (aspiration.go).
	aspDepth int
	aspDelta int
	// improving, when > 0, switches the improving flag on: a node that is
	// not improving searches improving times the quiet move count
	// (improving.go).
	improving float64
	// quiesceTT stores and probes quiescence results in the hash table
	// (vcf.go): the same fours in another order reach the same position.
	quiesceTT bool
	// quiescePlus lets the quiescence search chain, after its first four,
	// only fours that also make a two, a three or a second four (class
	// p4D or better), as Rapfi's VCF does.
	quiescePlus bool
}

// defencePruned reports whether move i of a node that generated moves of
// kind is pruned under sel.defenceLMP.
func (s *searcher) defencePruned(kind genKind, i, depth int) bool {
	k := s.cfg.sel.defenceLMP
	if k <= 0 || (kind != genDefend4 && kind != genDefend43) {
		return false
	}
	limit := math.Round(k*math.Sqrt(float64(depth)) - 2)
	return float64(i) >= min(max(limit, 2), 2*k)
}

// vctTimeShare is the divisor of a time limit that bounds the root VCT
// solver and the VCT defence filter together.
func (c *Config) vctTimeShare() time.Duration {
	if c.sel.vctShare > 0 {
		return time.Duration(c.sel.vctShare)
	}
	return 20
}

// setSelectivity sets the selectivity tunable name; ok is false when
// there is none of that name.
func (c *Config) setSelectivity(name string, v float64) bool {
	switch name {
	case "tlmr":
		c.sel.threatLMR = int(v)
	case "tlmp":
		c.sel.threatLMP = v
	case "iir":
		c.sel.iirDepth = int(v)
	case "rootlmr":
		c.sel.rootLMR = int(v)
	case "ext4":
		c.sel.defendExt = int(v)
	case "ext43":
		c.sel.defend43Ext = int(v)
	case "vctshare":
		c.sel.vctShare = int(v)
	case "vctnodes":
		c.RootVCTNodes = uint64(v)
	case "dvct":
		c.RootDefendVCT = v != 0
	case "d33":
		c.sel.defendDoubleThree = v != 0
	case "dlmp":
		c.sel.defenceLMP = v
	case "hshift":
		c.sel.histShift = int(v)
	case "hmal":
		c.sel.histMalus = v != 0
	case "cm":
		c.sel.counterBonus = int32(v)
	case "lord":
		c.sel.learntOrder = v != 0
	case "qtt":
		c.sel.quiesceTT = v != 0
	case "qplus":
		c.sel.quiescePlus = v != 0
	default:
		return c.setExtension(name, v)
	}
	return true
}

// threatMove reports whether c, in a node offering every candidate, is a
// threat move that is not one's own four: it makes an open three (or
// better) for the side to move or stops one of the opponent's.
func (b *board) threatMove(c int) bool {
	me, op := b.stm, b.stm^1
	cm := b.cls[me][c]
	return cm < p4E && (cm >= p4H || b.cls[op][c] >= p4H)
}

// lateThreatPruned reports whether move i, a threat move, is late enough
// for move-count pruning under sel.threatLMP.
func (s *searcher) lateThreatPruned(i, depth int) bool {
	f := s.cfg.sel.threatLMP
	return f > 0 && float64(i) >= f*float64(s.lmpLimit[min(depth, 63)])
}

// threatReduction is the late-move reduction of threat move i (0 when
// sel.threatLMR is off).
func (s *searcher) threatReduction(i, depth int) int {
	if s.cfg.sel.threatLMR <= 0 {
		return 0
	}
	return max(0, int(s.lmr[min(depth, 63)][min(i, 63)])-(s.cfg.sel.threatLMR-1))
}

// rootReduction is the reduction of root move i (played next, on cell c,
// searched to newDepth) under sel.rootLMR: quiet moves after the first
// rootLMR get the quiet late-move reduction.
func (s *searcher) rootReduction(i, newDepth int, kind genKind, c int) int {
	n := s.cfg.sel.rootLMR
	b := s.b
	if n <= 0 || i < n || !s.cfg.Pruning || kind != genAll || newDepth < s.cfg.lmrMinDepth {
		return 0
	}
	if b.cls[b.stm][c] >= p4H || b.cls[b.stm^1][c] >= p4H {
		return 0
	}
	return min(int(s.lmr[min(newDepth+1, 63)][min(i, 63)]), newDepth-1)
}

// defenceExtended reports whether the moves of a node that generated n
// moves of kind are searched without losing a ply (sel.defendExt,
// sel.defend43Ext).
func (s *searcher) defenceExtended(kind genKind, n int) bool {
	switch kind {
	case genDefend4:
		return n <= s.cfg.sel.defendExt
	case genDefend43:
		return n <= s.cfg.sel.defend43Ext
	}
	return false
}

// WithoutSelectivity is c with none of the optional selectivity rules
// on: the search of DefaultConfig before they were chosen by games. Users
// that must reproduce data made with that search (the shipped puzzle
// sets) play with it.
func (c Config) WithoutSelectivity() Config {
	c.sel = selectivity{}
	return c
}

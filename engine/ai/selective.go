package ai

// selectivity holds the search's selectivity rules that games chose,
// each off at its zero value: DefaultConfig switches them on, and the
// levels up to Expert, whose ladder was measured before them, keep them
// off (withLegacySearch). The rules screened and found no better, off in
// every configuration that plays, were removed; their screens are in
// git history.
type selectivity struct {
	// threatLMR reduces late threat moves (an open three or better for
	// either side, short of one's own four) by the quiet reduction less
	// threatLMR-1 plies, instead of never: 0 off, 1 the full quiet
	// reduction, 2 one ply less, and so on.
	threatLMR int
	// iirDepth, when > 0, is the shallowest node without a hash move that
	// searches one ply less (internal iterative reduction): with no hash
	// move its ordering is a guess, and the next iteration fixes it.
	iirDepth int
	// rootLMR, when > 0, reduces quiet root moves after the first rootLMR
	// by the quiet reduction, re-searching at full depth the ones that
	// beat the best so far.
	rootLMR int
	// learntOrder orders moves by the learnt tables of the rule
	// (orderweights.go) where it has them, instead of the hand-set
	// pattern values.
	learntOrder bool
	// aspDepth, when > 0, is the first iteration searched in an
	// aspiration window around the last score (aspiration.go).
	aspDepth int
	// quiesceTT stores and probes quiescence results in the hash table
	// (vcf.go): the same fours in another order reach the same position.
	quiesceTT bool
	// quiescePlus lets the quiescence search chain, after its first four,
	// only fours that also make a two, a three or a second four (class
	// p4D or better), as Rapfi's VCF does.
	quiescePlus bool
}

// vctTimeShare is the divisor of a time limit that bounds the root VCT
// solver.
const vctTimeShare = 20

// setSelectivity sets the selectivity tunable name; ok is false when
// there is none of that name.
func (c *Config) setSelectivity(name string, v float64) bool {
	switch name {
	case "tlmr":
		c.sel.threatLMR = int(v)
	case "iir":
		c.sel.iirDepth = int(v)
	case "rootlmr":
		c.sel.rootLMR = int(v)
	case "asp":
		c.sel.aspDepth = int(v)
	case "vctnodes":
		c.RootVCTNodes = uint64(v)
	case "lord":
		c.sel.learntOrder = v != 0
	case "qtt":
		c.sel.quiesceTT = v != 0
	case "qplus":
		c.sel.quiescePlus = v != 0
	default:
		return false
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

// WithoutSelectivity is c with none of the optional selectivity rules
// on: the search of DefaultConfig before they were chosen by games. Users
// that must reproduce data made with that search (the shipped puzzle
// sets) play with it.
func (c Config) WithoutSelectivity() Config {
	c.sel = selectivity{}
	return c
}

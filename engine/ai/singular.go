package ai

// Singular extension (sel.seDepth, sel.seMargin; off at zero), after
// Rapfi's search: a hash move that failed high at enough depth is searched
// one ply deeper when every other move fails low by a margin in a reduced
// search without it (the move is "singular": the only one that holds).
// When the reduced search without it still beats beta, several moves do,
// and the node is cut at once (multi-cut).

// singularity is what the singular test decided for a node's hash move.
type singularity int

const (
	seNone   singularity = iota // no test, or a move among others
	seExtend                    // the hash move alone holds: one ply more
	seCut                       // another move beats beta too: cut the node
)

// singularTest runs the singular test at a node of depth on ply, whose
// hash table entry e gave the hash move ttMove and value ttValue, in a
// position where every candidate is offered (never under a forced
// defence: its moves are the exact answers and the block of a four
// already costs no depth). The extra plies are bounded: no test below
// twice the iteration's depth in plies, so any line ends.
func (s *searcher) singularTest(e ttEntry, ttMove, ttValue, depth, ply, beta int) singularity {
	sel := &s.cfg.sel
	if sel.seDepth <= 0 || depth < sel.seDepth || ttMove == noCell || s.skip[ply] != noCell {
		return seNone
	}
	if e.bound&bLower == 0 || int(e.depth) < depth-2 || ttValue > mateBound || ttValue < -mateBound {
		return seNone
	}
	if ply >= 2*s.rootDepth || ply >= maxPly-8 {
		return seNone
	}
	margin := sel.seMargin
	if margin <= 0 {
		margin = 1
	}
	sBeta := max(ttValue-int(margin*float64(depth)), -mateBound+1)
	s.skip[ply] = int16(ttMove)
	v := s.search(sBeta-1, sBeta, depth/2, ply, false)
	s.skip[ply] = noCell
	// The test searched this ply's move list; the node builds its own again.
	s.lists[ply].n = 0
	if s.stop {
		return seNone
	}
	if v < sBeta {
		return seExtend
	}
	if sBeta >= beta {
		return seCut
	}
	return seNone
}

// setExtension sets the tunables of singular.go, aspiration.go and
// improving.go; ok is false when there is none of that name.
func (c *Config) setExtension(name string, v float64) bool {
	sel := &c.sel
	switch name {
	case "se":
		sel.seDepth = int(v)
	case "semargin":
		sel.seMargin = v
	case "asp":
		sel.aspDepth = int(v)
	case "aspdelta":
		sel.aspDelta = int(v)
	case "imp":
		sel.improving = v
	default:
		return false
	}
	return true
}

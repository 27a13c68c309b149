package ai

// The "improving" flag (sel.improving; off at zero), after Rapfi's
// search: a node whose static evaluation is above the one of the same
// side two plies earlier is improving. Futility then prunes one ply's
// margin sooner, and a node that is not improving searches only
// sel.improving times the quiet move count before move-count pruning:
// where the position got worse a late quiet move is less likely to save
// it.

// noEval marks a ply whose static evaluation was not taken (a threat
// to answer, or the root).
const noEval = -infScore

// noteEval records the static evaluation of the node at ply and reports
// whether it is improving.
func (s *searcher) noteEval(ply, eval int) bool {
	s.evals[ply] = eval
	return ply >= 2 && s.evals[ply-2] != noEval && eval > s.evals[ply-2]
}

// quietLimit is the move-count limit of a quiet node of depth.
func (s *searcher) quietLimit(depth int, improving bool) int {
	l := s.lmpLimit[min(depth, 63)]
	if f := s.cfg.sel.improving; f > 0 && !improving {
		l = max(1, int(f*float64(l)))
	}
	return l
}

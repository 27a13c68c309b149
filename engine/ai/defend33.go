package ai

// Answers to a double-three threat (selectivity.defendDoubleThree, off by
// default). When the opponent can make two open threes with one stone and
// the side to move has no four, that stone wins next move unless the side
// to move either takes one of the threes away now, or has a tempo ready for
// when it comes: a four, or a three (open or closed) that one more stone
// turns into a four. Everything else loses to the double three, so a node
// facing one searches only those moves, like a node facing a four-three.
// Without this, a quiet move one ply above the horizon let the double three
// through unseen: the quiescence search looks only at fours.

// doubleThreeThreat reports whether the side to move must answer an
// opponent's double-three cell this way.
func (s *searcher) doubleThreeThreat() bool {
	b := s.b
	op := b.stm ^ 1
	return s.cfg.sel.defendDoubleThree && b.cnt[op][p4F] > 0 && !(b.t.restricted && op == 0)
}

// defendDoubleThree fills l with the answers to the opponent's double
// threes; false when it could not bound them (then every move is tried).
func (s *searcher) defendDoubleThree(l *moveList) bool {
	if !s.defences(l, p4F) {
		l.n = 0
		return false
	}
	// own threes a stone makes a four of, open or closed, but not fours
	// (defences listed those) nor two twos
	s.addUnlisted(l, 1<<p4K|1<<p4I|1<<p4H|1<<p4G|1<<p4F)
	return l.n > 0
}

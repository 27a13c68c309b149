package ai

// Optional move-ordering rules (selectivity.histShift, histMalus,
// counterBonus), off at their zero values. With move-count pruning
// cutting a quiet node after a few moves, ordering decides what is
// searched at all.

// orderState is the searcher's extra ordering memory.
type orderState struct {
	// counter[side][c] is side's last quiet move that cut off right after
	// the opponent played c (the counter-move heuristic).
	counter [2][numCells]int16
	hshift  uint // history is added to a move's score >> hshift
}

func (o *orderState) reset(sel selectivity) {
	for side := range o.counter {
		for c := range o.counter[side] {
			o.counter[side][c] = noCell
		}
	}
	o.hshift = 6
	if sel.histShift > 0 {
		o.hshift = uint(sel.histShift)
	}
}

// orderBonus is what the optional ordering rules add to the score of the
// side to move's move c.
func (s *searcher) orderBonus(c int) int32 {
	bonus := s.cfg.sel.counterBonus
	if bonus == 0 {
		return 0
	}
	if last := s.b.lastCell(1); last != noCell && int(s.ord.counter[s.b.stm][last]) == c {
		return bonus
	}
	return 0
}

// onCutoff records, for the optional rules, that move number i (cell c)
// of a node cut off; pre and l hold the moves tried before it.
func (s *searcher) onCutoff(depth, i, c int, quiet bool, pre *[3]int, np int, l *moveList) {
	b := s.b
	me := b.stm
	if quiet && s.cfg.sel.counterBonus != 0 {
		if last := b.lastCell(1); last != noCell {
			s.ord.counter[me][last] = int16(c)
		}
	}
	if !s.cfg.sel.histMalus {
		return
	}
	// The quiet moves searched before c failed to cut: their history falls
	// by what c's rises, so a cell that once cut everywhere does not keep
	// its rank where it no longer does.
	op := me ^ 1
	bonus := int32(depth * depth)
	for j := 0; j < i; j++ {
		t := 0
		if j < np {
			t = pre[j]
		} else {
			t = int(l.m[j-np].cell)
		}
		if b.cls[me][t] < p4H && b.cls[op][t] < p4H {
			s.history[me][t] -= bonus
		}
	}
}

package ai

// evaluate scores the position for the side to move from the incremental
// pattern sums, plus the learned network's correction when the board has
// one (neteval.go). Immediate tactics are left to quickWin and the search; this
// only weighs potential, with a bonus for the tempo of moving next and a
// penalty for threats the side must answer.
func (b *board) evaluate(avg bool, tempo int) int {
	me, op := b.stm, b.stm^1
	v := int(b.val[me])*tempo/100 - int(b.val[op])
	if avg && b.n > 0 {
		// Averaging with the position before the last stone cancels the
		// odd/even swing of the sums (Rapfi does the same).
		pv := &b.hist[b.n-1].val
		v = (v + int(pv[me])*tempo/100 - int(pv[op])) / 2
	}
	cm, co := &b.cnt[me], &b.cnt[op]
	// A side to move with a four-three or open-three to play holds the
	// initiative; the opponent's open threes must be answered now.
	w := &b.t.w.threat
	if cm[p4C]+cm[p4F]+cm[p4G] > 0 {
		v += int(w[threatOwnStrong])
	} else if cm[p4H]+cm[p4D] > 0 {
		v += int(w[threatOwnThree])
	}
	if co[p4B] > 0 {
		v -= int(w[threatOppFour])
	}
	if co[p4C]+co[p4F] > 0 {
		v -= int(w[threatOppStrong])
	}
	v /= 2
	if b.net != nil {
		v += b.netEvaluate()
	}
	if v > 8000 {
		v = 8000
	} else if v < -8000 {
		v = -8000
	}
	return v
}

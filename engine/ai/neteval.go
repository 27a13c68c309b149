package ai

import "gomoku/engine/ai/nnue"

// The learned evaluation (package nnue) keeps one accumulator per side:
// the sum of the network's rows for that side's Pattern4 code over every
// empty cell. A move changes only the codes of the cells in its four line
// windows, and the board already records those on its change stack, so
// the accumulators follow the moves by the difference of those rows.
//
// They follow lazily: the threat searches play many moves they never
// evaluate, so a move costs nothing here and evaluate brings the
// accumulators up from the last position that had them (netSync). acc[k]
// holds them for the position of k stones when k is accN or reached from
// it by accFrom; undo only steps accN back along that chain.
type netAcc [2]nnue.Acc

// netState is the board's part of the learned evaluation.
type netState struct {
	net     *nnue.Net
	acc     [maxMoves + 1]netAcc
	accFrom [maxMoves + 1]int16 // the position acc[k] was brought up from; -1: none
	accN    int
	seen    [numCells]uint32 // stamp per cell: met in this sync's change records
	stamp   uint32
}

// setNet makes the board evaluate with n (nil: the classical evaluation)
// and computes the current position's accumulators from scratch.
func (b *board) setNet(n *nnue.Net) {
	b.net = n
	if n != nil {
		b.acc[b.n] = b.netFromScratch()
		b.accN = b.n
		b.accFrom[b.n] = -1
	}
}

// netFromScratch sums the rows of every empty cell's codes.
func (b *board) netFromScratch() netAcc {
	var a netAcc
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			c := (y+pad)*stride + x + pad
			if b.piece[c] != cEmpty {
				continue
			}
			for side := range 2 {
				a[side].Add(b.net.Packed(int(b.pcode[side][c])))
			}
		}
	}
	return a
}

// netUndo steps the accumulators back after an undo.
func (b *board) netUndo() {
	for b.accN > b.n {
		b.accN = int(b.accFrom[b.accN])
	}
}

// netSync brings the accumulators from position accN up to the current
// one. Between the two, each cell's rows change from its code at accN to
// its code now (none for a stone): the code at accN is the old code of
// the cell's first change record since, or, for a stone never recorded,
// the code it kept when it was played.
func (b *board) netSync() {
	m := b.accN
	if m == b.n {
		return
	}
	if m < 0 {
		b.setNet(b.net)
		return
	}
	n := b.net
	b.stamp++
	if b.stamp == 0 {
		b.seen = [numCells]uint32{}
		b.stamp = 1
	}
	a := b.acc[m]
	for i := int(b.hist[m].chg); i < b.nchg; i++ {
		r := &b.chg[i]
		q := int(r.cell)
		if b.seen[q] == b.stamp {
			continue
		}
		b.seen[q] = b.stamp
		empty := b.piece[q] == cEmpty
		for side := range 2 {
			old, now := r.pcode[side], b.pcode[side][q]
			if !empty {
				a[side].Sub(n.Packed(int(old)))
			} else if old != now {
				a[side].Sub(n.Packed(int(old)))
				a[side].Add(n.Packed(int(now)))
			}
		}
	}
	for k := m; k < b.n; k++ {
		if c := int(b.hist[k].cell); b.seen[c] != b.stamp {
			for side := range 2 {
				a[side].Sub(n.Packed(int(b.pcode[side][c])))
			}
		}
	}
	b.acc[b.n] = a
	b.accFrom[b.n] = int16(m)
	b.accN = b.n
}

// netEvaluate is the network's correction to the classical evaluation
// for the side to move: the two together are trained to predict the
// search's score (gomoku train), which from few games learns faster than
// a network alone.
func (b *board) netEvaluate() int {
	b.netSync()
	a := &b.acc[b.n]
	return int(b.net.Eval(&a[b.stm], &a[b.stm^1]))
}

package ai

import "gomoku/engine/ai/nnue"

// The learned evaluation (package nnue) keeps one accumulator per side:
// the sum of the network's rows for that side's Pattern4 code over every
// empty cell. A move changes only the codes of the cells in its four line
// windows, and the board already records those on its change stack, so the
// accumulators follow a move by the difference of those rows. Each
// position's pair is kept on a stack indexed by the stone count: undo is
// free.
type netAcc [2]nnue.Acc

// setNet makes the board evaluate with n (nil: the classical evaluation)
// and computes the current position's accumulators from scratch.
func (b *board) setNet(n *nnue.Net) {
	b.net = n
	if n != nil {
		b.acc[b.n] = b.netFromScratch()
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

// netPlay derives acc[n] from acc[n-1] after the stone on c, whose change
// records start at first: c leaves the sums and every recorded cell swaps
// the rows of the codes that changed.
func (b *board) netPlay(c int, first int) {
	n := b.net
	a := &b.acc[b.n]
	*a = b.acc[b.n-1]
	for side := range 2 {
		a[side].Sub(n.Packed(int(b.pcode[side][c])))
	}
	for i := first; i < b.nchg; i++ {
		r := &b.chg[i]
		q := int(r.cell)
		for side := range 2 {
			if old, now := r.pcode[side], b.pcode[side][q]; old != now {
				a[side].Sub(n.Packed(int(old)))
				a[side].Add(n.Packed(int(now)))
			}
		}
	}
}

// netEvaluate is the network's correction to the classical evaluation
// for the side to move: the two together are trained to predict the game
// (gomoku train), which from few games learns faster than a network alone.
func (b *board) netEvaluate() int {
	a := &b.acc[b.n]
	return int(b.net.Eval(&a[b.stm], &a[b.stm^1]))
}

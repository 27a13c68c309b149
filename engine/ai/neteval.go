package ai

import "gomoku/engine/ai/nnue"

// The learned evaluation (package nnue) keeps one accumulator per side:
// the sum of the network's rows for that side's Pattern4 code over every
// empty cell. A move changes only the codes of the cells in its four line
// windows, and the board already records those on its change stack, so the
// accumulators follow a move by the difference of those rows. Each
// position's pair is kept on a stack indexed by the stone count: undo is
// free.
type netAcc [2][nnue.Dim]int32

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
				row := b.net.Row(int(b.pcode[side][c]))
				for i := range nnue.Dim {
					a[side][i] += int32(row[i])
				}
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
		sub(&a[side], n.Row(int(b.pcode[side][c])))
	}
	for i := first; i < b.nchg; i++ {
		r := &b.chg[i]
		q := int(r.cell)
		for side := range 2 {
			if old, now := r.pcode[side], b.pcode[side][q]; old != now {
				sub(&a[side], n.Row(int(old)))
				add(&a[side], n.Row(int(now)))
			}
		}
	}
}

func add(a *[nnue.Dim]int32, row []int16) {
	row = row[:nnue.Dim]
	for i := range nnue.Dim {
		a[i] += int32(row[i])
	}
}

func sub(a *[nnue.Dim]int32, row []int16) {
	row = row[:nnue.Dim]
	for i := range nnue.Dim {
		a[i] -= int32(row[i])
	}
}

// netEvaluate is the network's score for the side to move, bounded as
// the classical evaluation's is.
func (b *board) netEvaluate() int {
	a := &b.acc[b.n]
	v := int(b.net.Eval(&a[b.stm], &a[b.stm^1]))
	return max(-8000, min(8000, v))
}

package nnue

// Accumulators add int16 lanes four to a 64-bit word (SWAR): each lane
// wraps on its own, its carry kept out of the next lane by adding the low
// fifteen bits apart and restoring the top bit with an XOR. A sum that
// fits a lane's range is exact whatever order it was added in.
const hi = 0x8000800080008000

// Pack is a row of Dim weights as an accumulator.
func Pack(row []int16) Acc {
	var a Acc
	for i, v := range row[:Dim] {
		a[i/4] |= uint64(uint16(v)) << (16 * (i % 4))
	}
	return a
}

// Add adds row r to a, lane by lane.
func (a *Acc) Add(r *Acc) {
	for w := range Words {
		x, y := a[w], r[w]
		a[w] = ((x &^ hi) + (y &^ hi)) ^ ((x ^ y) & hi)
	}
}

// Sub subtracts row r from a, lane by lane.
func (a *Acc) Sub(r *Acc) {
	for w := range Words {
		x, y := a[w], r[w]
		a[w] = ((x | hi) - (y &^ hi)) ^ ((x ^ ^y) & hi)
	}
}

package ai

// The threat mask refines evaluate's four threat terms the way Rapfi's
// classical evaluator does: which threat classes each side can make, as
// bits, index a table of learned corrections. Four terms cannot say that
// an open three of one's own weighs differently when the opponent also
// holds a four to play (a tempo it can use to break it), and the tuner
// finds such pairs in the games.

// maskClasses are the classes a side's half of the mask records, one bit
// each: the open three (p4H) up to the open four (p4B). All are counted
// by the board (p4Counted).
const (
	maskFirst       = p4H
	maskClassCount  = int(p4B-p4H) + 1
	threatMaskCount = 1 << (2 * maskClassCount)
)

// sideMask is one side's bits: bit i set when it can make class maskFirst+i.
func sideMask(cnt *[cntLen]int16) int {
	m := 0
	for i := 0; i < maskClassCount; i++ {
		if cnt[int(maskFirst)+i] > 0 {
			m |= 1 << i
		}
	}
	return m
}

// threatMask is the table index of a position: the side to move's bits,
// then the opponent's.
func threatMask(me, op *[cntLen]int16) int {
	return sideMask(me) | sideMask(op)<<maskClassCount
}

// maskDelta is one entry of evalWeights.mask in generated source.
type maskDelta struct {
	mask uint16
	v    int32
}

// withMasks returns w with the mask corrections ds.
func withMasks(w evalWeights, ds []maskDelta) evalWeights {
	for _, d := range ds {
		w.mask[d.mask] = d.v
		w.masked = w.masked || d.v != 0
	}
	return w
}

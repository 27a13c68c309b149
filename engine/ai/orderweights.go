package ai

// orderWeights is one table variant's learnt move order (gomoku policy,
// docs/engine.md, Move ordering): what each direction pattern and class of a
// cell adds to a move's score for the side to move (role 0) and for the
// opponent, whose shape the move takes (role 1), per colour; and what a
// cell's distance to the opponent's last stone (dist[0]) and to one's own
// last stone (dist[1]) adds. Scores are in the hand-set order's units, so
// history keeps its weight against them.
type orderWeights struct {
	pat   [2][2][patCount]int32
	class [2][2][p4Count]int32
	dist  [2][orderDistBuckets]int32
	// codes correct single Pattern4 codes the tuner saw often enough.
	codes []orderCode
}

// orderCode adds v to one code's order for one role and side (2: both).
type orderCode struct {
	role, side, code uint16
	v                int32
}

// orderDistBuckets: Chebyshev distance 1, 2, 3, 4, 5 or more, and no stone.
const orderDistBuckets = 6

// fillOrder fills the learnt order's per-code tables, if the variant has one.
func fillOrder(t *tables) {
	w, ok := tunedOrder(t.variant)
	if !ok {
		return
	}
	t.hasOrder = true
	t.orderDist = w.dist
	for role := 0; role < 2; role++ {
		for side := 0; side < 2; side++ {
			for code := 0; code < pcodeCount; code++ {
				v := w.class[role][side][t.p4[side][code]]
				for _, p := range t.pcodePats[code] {
					v += w.pat[role][side][p]
				}
				t.order[role][side][code] = v
			}
		}
	}
	for _, c := range w.codes {
		for side := 0; side < 2; side++ {
			if int(c.side) == side || c.side == 2 {
				t.order[c.role][side][c.code] += c.v
			}
		}
	}
}

// orderDistBucket is the bucket of the distance from cell c to cell last.
func orderDistBucket(c, last int) int {
	if last == noCell {
		return orderDistBuckets - 1
	}
	dx, dy := c%stride-last%stride, c/stride-last/stride
	d := max(dx, -dx, dy, -dy)
	return min(d, orderDistBuckets-1) - 1
}

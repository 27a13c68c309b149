package ai

// Transposition-table bounds.
const (
	bNone  uint8 = 0
	bUpper uint8 = 1
	bLower uint8 = 2
	bExact uint8 = 3
)

type ttEntry struct {
	key   uint32
	move  int16
	value int16
	eval  int16
	depth int8
	bound uint8
	gen   uint8
}

// tt is a two-entry-per-bucket table: the first slot prefers depth, the
// second always takes the newest result.
type tt struct {
	e    []ttEntry
	mask uint64
	gen  uint8 // entries of other generations count as empty
}

func newTT(mb int) *tt {
	if mb < 1 {
		mb = 1
	}
	n := uint64(1)
	for n*2*14 <= uint64(mb)<<20 {
		n *= 2
	}
	t := &tt{mask: n - 2, gen: 1}
	allocEntries(t, n)
	return t
}

// clear empties the table in O(1) by starting a new generation; the memory
// is only wiped when the generation counter wraps.
func (t *tt) clear() {
	t.gen++
	if t.gen == 0 {
		clear(t.e)
		t.gen = 1
	}
}

// toTT stores mate scores relative to the node so they stay valid when the
// same position is reached at another ply.
func toTT(v, ply int) int {
	if v > mateBound {
		return v + ply
	}
	if v < -mateBound {
		return v - ply
	}
	return v
}

func fromTT(v, ply int) int {
	if v > mateBound {
		return v - ply
	}
	if v < -mateBound {
		return v + ply
	}
	return v
}

// touch starts loading key's bucket into the cache. The caller calls it
// before making the move that leads to key, so the miss overlaps the board
// update instead of stalling the probe at the child's entry.
func (t *tt) touch(key uint64) {
	prefetch(&t.e[key&t.mask])
}

func (t *tt) probe(key uint64) (ttEntry, bool) {
	i := key & t.mask
	k := uint32(key >> 32)
	if t.e[i].key == k && t.e[i].gen == t.gen {
		return t.e[i], true
	}
	if t.e[i+1].key == k && t.e[i+1].gen == t.gen {
		return t.e[i+1], true
	}
	return ttEntry{}, false
}

func (t *tt) store(key uint64, move, value, depth, ply int, bound uint8) {
	i := key & t.mask
	k := uint32(key >> 32)
	e := ttEntry{key: k, move: int16(move), value: int16(toTT(value, ply)), depth: int8(max(min(depth, 100), -100)), bound: bound, gen: t.gen}
	old := &t.e[i]
	fresh := old.gen == t.gen
	if !fresh || old.key == k || int(old.depth) <= depth {
		if move == noCell && fresh && old.key == k {
			e.move = t.e[i].move
		}
		t.e[i] = e
		return
	}
	t.e[i+1] = e
}

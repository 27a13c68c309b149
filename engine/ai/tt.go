package ai

import (
	"sync/atomic"
	"unsafe"
)

// Transposition-table bounds.
const (
	bNone  uint8 = 0
	bUpper uint8 = 1
	bLower uint8 = 2
	bExact uint8 = 3
)

// ttEntry is one decoded hash table result.
type ttEntry struct {
	move  int16
	value int16
	depth int8
	bound uint8
	gen   uint8
}

// pack lays an entry out in one word: move, value, depth, bound, gen.
func (e ttEntry) pack() uint64 {
	return uint64(uint16(e.move)) | uint64(uint16(e.value))<<16 | uint64(uint8(e.depth))<<32 |
		uint64(e.bound&3)<<40 | uint64(e.gen)<<48
}

func unpack(d uint64) ttEntry {
	return ttEntry{move: int16(d), value: int16(d >> 16), depth: int8(d >> 32), bound: uint8(d>>40) & 3, gen: uint8(d >> 48)}
}

// ttSlot holds an entry and its key XOR the entry. Searches on several
// threads share the table without locks: each word is read and written
// atomically, and a slot torn by two writers fails the key check, so it
// reads as a miss instead of as a wrong result.
type ttSlot struct {
	check uint64
	data  uint64
}

func (sl *ttSlot) load() (key, data uint64) {
	d := atomic.LoadUint64(&sl.data)
	return atomic.LoadUint64(&sl.check) ^ d, d
}

func (sl *ttSlot) save(key uint64, e ttEntry) {
	d := e.pack()
	atomic.StoreUint64(&sl.data, d)
	atomic.StoreUint64(&sl.check, key^d)
}

// tt is a two-slot-per-bucket table: the first slot prefers depth, the
// second always takes the newest result.
type tt struct {
	e    []ttSlot
	mask uint64
	gen  uint8 // the generation of the current search: the only one that counts
}

func newTT(mb int) *tt {
	if mb < 1 {
		mb = 1
	}
	n := uint64(1)
	for n*2*uint64(unsafe.Sizeof(ttSlot{})) <= uint64(mb)<<20 {
		n *= 2
	}
	t := &tt{mask: n - 2, gen: 1}
	allocEntries(t, n)
	// Touch every page now: the kernel maps fresh memory on first write,
	// and tens of thousands of page faults inside the first timed turn
	// made it slow. Zero slots are empty (generation 0 is never current).
	for i := 0; i < len(t.e); i += 4096 / int(unsafe.Sizeof(ttSlot{})) {
		t.e[i] = ttSlot{}
	}
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

// valid reports whether an entry of generation g counts.
func (t *tt) valid(g uint8) bool { return g == t.gen }

// wipeSoon empties the table now when fewer than 127 searches are left
// before clear wraps its generation counter and wipes the whole table
// (milliseconds for 32 MB) inside some timed search: called between
// games, it keeps a 15×15 game (at most 113 moves a side) clear of that.
func (t *tt) wipeSoon() {
	if t.gen > 128 {
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
	for j := i; j <= i+1; j++ {
		k, d := t.e[j].load()
		if e := unpack(d); k == key && t.valid(e.gen) {
			return e, true
		}
	}
	return ttEntry{}, false
}

func (t *tt) store(key uint64, move, value, depth, ply int, bound uint8) {
	i := key & t.mask
	e := ttEntry{move: int16(move), value: int16(toTT(value, ply)), depth: int8(max(min(depth, 100), -100)), bound: bound, gen: t.gen}
	k, d := t.e[i].load()
	old := unpack(d)
	fresh := old.gen == t.gen
	if !fresh || k == key || int(old.depth) <= depth {
		if move == noCell && k == key && t.valid(old.gen) {
			e.move = old.move
		}
		t.e[i].save(key, e)
		return
	}
	t.e[i+1].save(key, e)
}

// boundOf is the kind of bound a node's result v is, searched in the
// window (alpha, beta).
func boundOf(v, alpha, beta int) uint8 {
	switch {
	case v >= beta:
		return bLower
	case v > alpha:
		return bExact
	}
	return bUpper
}

// settles reports whether entry e, whose value is v, answers a node with
// the window (alpha, beta) without a search.
func (e ttEntry) settles(v, alpha, beta int) bool {
	return e.bound == bExact || (e.bound == bLower && v >= beta) || (e.bound == bUpper && v <= alpha)
}

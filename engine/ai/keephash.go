package ai

// Keeping the transposition table from one move of a game to the next
// (Config.KeepHash). An entry is keyed by the whole position, so what the
// last search proved about a position two plies further on is as true
// now: the new search finds its first iterations answered and its main
// line ordered, as Rapfi and Stockfish do by never clearing between moves.
// Entries of earlier searches are replaced before the current one's.
//
// The table starts empty whenever the board is not the last search's with
// stones added: a new game, an undo, a set-up position, another rule or
// size. The opening's placement zones limit only the root, whose position
// no later search meets again, but a zoned search starts afresh anyway.

// keptBoard is the board the last search's (or VCT solve's, vctkeep.go)
// kept results belong to: its tables, size and stones.
type keptBoard struct {
	t      *tables
	size   int
	stones []int16 // cell<<1 | side, in move order
}

// startTable readies the hash table for a search of e.b: aged when the
// search continues the last one's game, emptied otherwise.
func (e *Searcher) startTable() {
	b := &e.b
	if e.cfg.KeepHash && !e.zoned && e.kept.continuedBy(b) {
		e.s.tt.age()
	} else {
		e.s.tt.clear()
	}
	e.kept.remember(b)
}

// remember makes b the kept board.
func (k *keptBoard) remember(b *board) {
	k.t, k.size = b.t, b.size
	k.stones = k.stones[:0]
	for i := 0; i < b.n; i++ {
		h := &b.hist[i]
		k.stones = append(k.stones, h.cell<<1|int16(h.side))
	}
}

// continuedBy reports whether b is k with stones added: the same tables
// and size, every stone of k still in place with its colour.
func (k *keptBoard) continuedBy(b *board) bool {
	if k.t == nil || b.t != k.t || b.size != k.size || b.n < len(k.stones) {
		return false
	}
	for _, s := range k.stones {
		if int(b.piece[s>>1]) != int(s&1)+1 {
			return false
		}
	}
	return true
}

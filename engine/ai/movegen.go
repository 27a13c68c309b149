package ai

import "gomoku/engine"

// move lists are fixed arrays: no allocation during search.
const maxCands = 512

type scored struct {
	cell  int16
	score int32
}

type moveList struct {
	n int
	m [maxCands]scored
	k [maxCands]int64 // pick's sort keys, set by score
}

func (l *moveList) push(c int) {
	if l.n < maxCands {
		l.m[l.n] = scored{cell: int16(c)}
		l.n++
	}
}

// remove drops cell c from the list, if there.
func (l *moveList) remove(c int) {
	for i := 0; i < l.n; i++ {
		if int(l.m[i].cell) == c {
			l.n--
			l.m[i] = l.m[l.n]
			return
		}
	}
}

// candidate reports whether generate, offering every candidate, would list
// c for side: empty, near a stone and legal.
func (b *board) candidate(c, side int) bool {
	return c > noCell && c < numCells && b.piece[c] == cEmpty && b.near[c] > 0 && b.legal(c, side)
}

// genKind tells the search how the move list was restricted.
type genKind uint8

const (
	genAll      genKind = iota // every candidate
	genBlock5                  // the single cell stopping a five
	genDefend4                 // defences against an open-four threat plus own fours
	genDefend43                // defences against a four-three threat plus own fours
)

// generate fills l with the moves worth searching for the side to move and
// says which restriction applied. An empty forced list means the side loses.
func (s *searcher) generate(l *moveList) genKind {
	b := s.b
	me, op := b.stm, b.stm^1
	l.n = 0
	if b.cnt[op][p4A] > 0 {
		x := b.findClass(op, p4A, b.lastCell(1))
		if x != noCell && b.legal(x, me) {
			l.push(x)
		}
		return genBlock5
	}
	if b.cnt[op][p4B] > 0 && s.defences(l, p4B) {
		return genDefend4
	}
	if s.cfg.DefendFourThree && b.cnt[op][p4C] > 0 && !(b.t.restricted && op == 0) {
		if s.defences(l, p4C) && l.n > 0 {
			if s.cfg.CounterThrees {
				s.addCounterThrees(l)
			}
			return genDefend43
		}
		l.n = 0
	}
	x0, y0, x1, y1 := b.scanBox(3)
	for y := y0; y <= y1; y++ {
		row := (y+pad)*stride + pad
		for x := x0; x <= x1; x++ {
			c := row + x
			if b.piece[c] == cEmpty && b.near[c] > 0 && b.legal(c, me) {
				l.push(c)
			}
		}
	}
	if l.n == 0 && b.n == 0 {
		l.push(cellOf(engine.Center(b.size)))
	}
	return genAll
}

// defences lists the cells that leave the opponent without any threat of
// class cl (open four, or four-three), plus the side to move's own fours
// (which gain a tempo). It returns false if it could not bound the set
// (then every move is tried).
func (s *searcher) defences(l *moveList, cl p4) bool {
	b := s.b
	me, op := b.stm, b.stm^1
	var threats [16]int
	total := int(b.cnt[op][cl])
	if total == 0 || total >= len(threats) {
		return false
	}
	// Threats are nearly always made by the opponent's last stone: look on
	// its lines first, and scan the whole area only if the count says some
	// threat lies elsewhere.
	k := 0
	if h := b.lastCell(1); h != noCell {
		for d := 0; d < 4; d++ {
			st := steps[d]
			for i := -lineHalf; i <= lineHalf; i++ {
				if e := h + i*st; i != 0 && b.piece[e] == cEmpty && b.cls[op][e] == cl {
					threats[k] = e
					k++
				}
			}
		}
	}
	x0, y0, x1, y1 := b.scanBox(4)
	if k != total {
		k = 0
		for y := y0; y <= y1 && k < total; y++ {
			row := (y+pad)*stride + pad
			for x := x0; x <= x1 && k < total; x++ {
				c := row + x
				if b.piece[c] == cEmpty && b.cls[op][c] == cl {
					threats[k] = c
					k++
				}
			}
		}
	}
	s.mark++
	if s.mark == 0 {
		s.marks = [numCells]uint32{}
		s.mark = 1
	}
	base := s.mark
	// Count, per cell, how many threats it answers; keep the cells that
	// answer all of them. marks[c]-base+1 is that count for this call.
	for ti := 0; ti < k; ti++ {
		x := threats[ti]
		s.bump(x, base, ti)
		for d := 0; d < 4; d++ {
			// Open fours and four-threes are made of threes and fours: a
			// stone on a weaker line of x leaves its class as it is.
			if b.patOf(x, d, op) < patF3 {
				continue
			}
			st := steps[d]
			key := b.lineKey(x, d)
			for i := -lineHalf; i <= lineHalf; i++ {
				e := x + i*st
				if i == 0 || b.piece[e] != cEmpty {
					continue
				}
				if b.classAfter(x, d, i, me, op, key) < cl {
					s.bump(e, base, ti)
				}
			}
		}
	}
	s.mark = base + uint32(k)
	want := base + uint32(k) - 1
	if !b.hasFour(me) {
		// Without own fours to add, the answers all lie on the first
		// threat's lines (or on it): no need to scan the area.
		x := threats[0]
		for d := 0; d < 4; d++ {
			st := steps[d]
			for i := -lineHalf; i <= lineHalf; i++ {
				e := x + i*st
				if (i == 0 && d > 0) || b.piece[e] != cEmpty || s.marks[e] != want || !b.legal(e, me) {
					continue
				}
				// The same area as the scan below.
				if ex, ey := e%stride-pad, e/stride-pad; ex >= x0 && ex <= x1 && ey >= y0 && ey <= y1 {
					l.push(e)
				}
			}
		}
		return true
	}
	for y := y0; y <= y1; y++ {
		row := (y+pad)*stride + pad
		for x := x0; x <= x1; x++ {
			c := row + x
			if b.piece[c] != cEmpty || !b.legal(c, me) {
				continue
			}
			if s.marks[c] == want || b.cls[me][c] >= p4E {
				l.push(c)
			}
		}
	}
	return true
}

// bump advances cell c's answer count for threat number ti; a cell only
// keeps counting if it answered every earlier threat.
func (s *searcher) bump(c int, base uint32, ti int) {
	if ti == 0 {
		if s.marks[c] < base {
			s.marks[c] = base
		}
		return
	}
	if s.marks[c] == base+uint32(ti)-1 {
		s.marks[c] = base + uint32(ti)
	}
}

// addCounterThrees adds, after defences(l, p4C), the side to move's own
// double threes and open threes: a four-three is also stopped by a three
// whose line the forced block of the four extends into a four (or an open
// four), a defence no blocking cell lists. Without them a four-three
// threat looked unstoppable and the search claimed mates that were not
// (a game lost to PentaZen after a "won" position: White's double three
// at h6 was the answer).
func (s *searcher) addCounterThrees(l *moveList) {
	b := s.b
	me := b.stm
	n := &b.cnt[me]
	if n[p4H]+n[p4G]+n[p4F] == 0 {
		return
	}
	s.addUnlisted(l, 1<<p4H|1<<p4G|1<<p4F)
}

// addUnlisted adds, after defences, the side to move's legal empty cells
// whose class is in the bit set classes and that defences did not list.
func (s *searcher) addUnlisted(l *moveList, classes uint16) {
	b := s.b
	me := b.stm
	listed := s.mark - 1 // defences' count for a cell answering every threat
	x0, y0, x1, y1 := b.scanBox(4)
	for y := y0; y <= y1; y++ {
		row := (y+pad)*stride + pad
		for x := x0; x <= x1; x++ {
			c := row + x
			if classes&(1<<b.cls[me][c]) != 0 && b.piece[c] == cEmpty && s.marks[c] != listed && b.legal(c, me) {
				l.push(c)
			}
		}
	}
}

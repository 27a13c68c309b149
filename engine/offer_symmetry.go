package engine

// positionSymmetries lists the maps p → t.apply(p) + shift that carry the
// stones onto themselves, colour for colour. The axes may pass through any
// point or half-point, not only the board's centre: RIF judges a symmetric
// 5th-move offer by the stones, as renju servers do. The identity is always
// among them.
func positionSymmetries(b *Board, stones []Point) []func(Point) Point {
	var out []func(Point) Point
	if len(stones) == 0 {
		return []func(Point) Point{func(p Point) Point { return p }}
	}
	for _, t := range symmetries {
		img := t.apply(stones[0])
		for _, target := range stones {
			if b.At(target) != b.At(stones[0]) {
				continue
			}
			shift := target.sub(img)
			if mapsOnto(b, stones, t, shift) {
				out = append(out, func(p Point) Point { return t.apply(p).add(shift) })
				break // a linear part fixes the shift once a match exists
			}
		}
	}
	return out
}

// mapsOnto reports whether p → t(p)+shift sends every stone to a stone of its
// own colour.
func mapsOnto(b *Board, stones []Point, t symmetry, shift Point) bool {
	size := b.Size()
	for _, s := range stones {
		q := t.apply(s).add(shift)
		if !q.In(size) || b.At(q) != b.At(s) {
			return false
		}
	}
	return true
}

// symmetricOffer returns the earlier offer that p mirrors (by a symmetry of
// the stones on the board), if any.
func symmetricOffer(b *Board, stones, offers []Point, p Point) (Point, bool) {
	for _, f := range positionSymmetries(b, stones) {
		q := f(p)
		for _, o := range offers {
			if o == q {
				return o, true
			}
		}
	}
	return NoPoint(), false
}

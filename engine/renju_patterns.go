package engine

import "fmt"

// RenjuOpening is one of the 26 canonical renju openings: the shape of the
// first three stones (Black on the centre, White next to it, Black within two
// points), up to the eight board symmetries. Direct openings have White's
// stone orthogonally next to Black's first, indirect ones diagonally.
type RenjuOpening struct {
	// Number is 1–13 within its class.
	Number int
	// Direct: White's first stone is orthogonally next to Black's.
	Direct bool
	// Name is the Japanese name in romaji ("Kagetsu").
	Name string
	// Kanji is the name as written in Japanese ("花月").
	Kanji string
}

// Code is the short label renju players use: "4D", "11I".
func (o RenjuOpening) Code() string {
	if o.Direct {
		return fmt.Sprintf("%dD", o.Number)
	}
	return fmt.Sprintf("%dI", o.Number)
}

// String is the name with its code, "Kagetsu (4D)".
func (o RenjuOpening) String() string { return fmt.Sprintf("%s (%s)", o.Name, o.Code()) }

// renjuOpening lists the 26 with B1 at the origin and W2 at (0,1) for the
// direct class and (1,1) for the indirect class; third is B3's offset.
// Positions after the RIF's numbering (Wikipedia "Renju opening pattern",
// AbstractPlay's canonicalOpenings and two further code tables agree).
var renjuOpenings = [26]struct {
	RenjuOpening
	third Point
}{
	{RenjuOpening{1, true, "Kansei", "寒星"}, Point{0, 2}},
	{RenjuOpening{2, true, "Keigetsu", "渓月"}, Point{1, 2}},
	{RenjuOpening{3, true, "Sosei", "疎星"}, Point{2, 2}},
	{RenjuOpening{4, true, "Kagetsu", "花月"}, Point{1, 1}},
	{RenjuOpening{5, true, "Zangetsu", "残月"}, Point{2, 1}},
	{RenjuOpening{6, true, "Ugetsu", "雨月"}, Point{1, 0}},
	{RenjuOpening{7, true, "Kinsei", "金星"}, Point{2, 0}},
	{RenjuOpening{8, true, "Shōgetsu", "松月"}, Point{0, -1}},
	{RenjuOpening{9, true, "Kyūgetsu", "丘月"}, Point{1, -1}},
	{RenjuOpening{10, true, "Shingetsu", "新月"}, Point{2, -1}},
	{RenjuOpening{11, true, "Zuisei", "瑞星"}, Point{0, -2}},
	{RenjuOpening{12, true, "Sangetsu", "山月"}, Point{1, -2}},
	{RenjuOpening{13, true, "Yūsei", "遊星"}, Point{2, -2}},
	{RenjuOpening{1, false, "Chōsei", "長星"}, Point{2, 2}},
	{RenjuOpening{2, false, "Kyōgetsu", "峡月"}, Point{2, 1}},
	{RenjuOpening{3, false, "Kōsei", "恒星"}, Point{2, 0}},
	{RenjuOpening{4, false, "Suigetsu", "水月"}, Point{2, -1}},
	{RenjuOpening{5, false, "Ryūsei", "流星"}, Point{2, -2}},
	{RenjuOpening{6, false, "Ungetsu", "雲月"}, Point{1, 0}},
	{RenjuOpening{7, false, "Hogetsu", "浦月"}, Point{1, -1}},
	{RenjuOpening{8, false, "Rangetsu", "嵐月"}, Point{1, -2}},
	{RenjuOpening{9, false, "Gingetsu", "銀月"}, Point{0, -1}},
	{RenjuOpening{10, false, "Myōjō", "明星"}, Point{0, -2}},
	{RenjuOpening{11, false, "Shagetsu", "斜月"}, Point{-1, -1}},
	{RenjuOpening{12, false, "Meigetsu", "名月"}, Point{-1, -2}},
	{RenjuOpening{13, false, "Suisei", "彗星"}, Point{-2, -2}},
}

// RenjuOpenings lists the 26 openings: 1D–13D, then 1I–13I.
func RenjuOpenings() []RenjuOpening {
	out := make([]RenjuOpening, len(renjuOpenings))
	for i, o := range renjuOpenings {
		out[i] = o.RenjuOpening
	}
	return out
}

// RenjuOpeningStones gives the three stones of o in its canonical orientation
// around center: B1 on center, W2 above it (direct) or above and to the right
// (indirect), B3.
func RenjuOpeningStones(o RenjuOpening, center Point) (b1, w2, b3 Point) {
	for _, r := range renjuOpenings {
		if r.RenjuOpening == o {
			w := Point{0, 1}
			if !o.Direct {
				w = Point{1, 1}
			}
			return center, center.add(w), center.add(r.third)
		}
	}
	return NoPoint(), NoPoint(), NoPoint()
}

// RecognizeOpening names the opening made by Black's b1 and b3 and White's
// w2, in any of the eight orientations and anywhere on the board (only the
// stones' places relative to b1 count). It reports false when the stones make
// none of the 26: W2 not next to B1, or B3 more than two points from B1.
func RecognizeOpening(b1, w2, b3 Point) (RenjuOpening, bool) {
	d2, d3 := w2.sub(b1), b3.sub(b1)
	if chebyshev(d2) != 1 || chebyshev(d3) == 0 || chebyshev(d3) > 2 || d2 == d3 {
		return RenjuOpening{}, false
	}
	for _, t := range symmetries {
		w := t.apply(d2)
		direct := w == Point{0, 1}
		if !direct && w != (Point{1, 1}) {
			continue
		}
		third := t.apply(d3)
		for _, r := range renjuOpenings {
			if r.Direct == direct && r.third == third {
				return r.RenjuOpening, true
			}
		}
	}
	return RenjuOpening{}, false
}

// OpeningOf names the opening of a game's first three stones, if they make
// one of the 26.
func OpeningOf(moves []Point) (RenjuOpening, bool) {
	if len(moves) < 3 {
		return RenjuOpening{}, false
	}
	return RecognizeOpening(moves[0], moves[1], moves[2])
}

// symmetry is one of the eight linear maps of the square grid onto itself.
type symmetry struct{ xx, xy, yx, yy int }

// symmetries are the eight rotations and reflections, the identity first.
var symmetries = [8]symmetry{
	{1, 0, 0, 1}, {0, -1, 1, 0}, {-1, 0, 0, -1}, {0, 1, -1, 0},
	{-1, 0, 0, 1}, {1, 0, 0, -1}, {0, 1, 1, 0}, {0, -1, -1, 0},
}

func (s symmetry) apply(p Point) Point {
	return Point{s.xx*p.X + s.xy*p.Y, s.yx*p.X + s.yy*p.Y}
}

func (p Point) add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }
func (p Point) sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }

func chebyshev(d Point) int { return max(abs(d.X), abs(d.Y)) }

package record

import (
	"fmt"
	"strings"
	"testing"

	"gomoku/engine"
)

func sameVariations(a, b []Variation) string {
	if len(a) != len(b) {
		return fmt.Sprintf("%d variations vs %d", len(a), len(b))
	}
	for i := range a {
		if a[i].At != b[i].At || engine.FormatMoves(a[i].Moves) != engine.FormatMoves(b[i].Moves) {
			return fmt.Sprintf("variation %d: after %d %s vs after %d %s", i+1,
				a[i].At, engine.FormatMoves(a[i].Moves), b[i].At, engine.FormatMoves(b[i].Moves))
		}
		if d := sameVariations(a[i].Variations, b[i].Variations); d != "" {
			return fmt.Sprintf("in variation %d: %s", i+1, d)
		}
	}
	return ""
}

func moves(t testing.TB, s string) []engine.Point {
	t.Helper()
	p, err := engine.ParseMoves(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestSGFVariationsRoundTrip writes games with branches (one fork, two at
// one move, forks at several moves, a branch at the first move) and reads
// them back unchanged; an SGF reader that knows no variations still gets
// the main line first.
func TestSGFVariationsRoundTrip(t *testing.T) {
	cases := []struct {
		name string
		main string
		vars []Variation
	}{
		{"one branch", "h8i9j10k11", []Variation{{At: 2, Moves: moves(t, "g7g8")}}},
		{"two at one move", "h8i9j10", []Variation{{At: 1, Moves: moves(t, "h9")}, {At: 1, Moves: moves(t, "g7h7")}}},
		{"nested forks", "h8i9j10k11l12m13", []Variation{{At: 1, Moves: moves(t, "a1")}, {At: 3, Moves: moves(t, "b2b3")}, {At: 5, Moves: moves(t, "c3")}}},
		{"at the first move", "h8i9", []Variation{{At: 0, Moves: moves(t, "a1b2")}}},
		{"twelve moves then a branch", "h8i9j10k11l12m13h9h10h11h12a2a3", []Variation{{At: 11, Moves: moves(t, "o15")}}},
		{"a branch of a branch", "h8i9j10k11", []Variation{{At: 1, Moves: moves(t, "a1b2c3d4"),
			Variations: []Variation{{At: 2, Moves: moves(t, "e5f6")}, {At: 3, Moves: moves(t, "g7")}}}}},
		{"three levels and siblings", "h8i9j10k11l12", []Variation{
			{At: 0, Moves: moves(t, "a1b2c3"), Variations: []Variation{{At: 1, Moves: moves(t, "o1o2o3"),
				Variations: []Variation{{At: 1, Moves: moves(t, "n1"), Variations: nil}, {At: 2, Moves: moves(t, "m1m2")}}}}},
			{At: 0, Moves: moves(t, "a2")},
			{At: 3, Moves: moves(t, "a3a4a5"), Variations: []Variation{{At: 2, Moves: moves(t, "a6")}}},
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := &Game{Size: 15, Rule: engine.Freestyle, Moves: moves(t, tc.main), Variations: tc.vars}
			if err := g.Validate(); err != nil {
				t.Fatal(err)
			}
			checkSGFRoundTrip(t, g, g)
		})
	}
}

// TestSGFReadsVariations reads variations as other programs write them,
// and leaves out the ones a game cannot hold.
func TestSGFReadsVariations(t *testing.T) {
	cases := []struct {
		name, sgf, main string
		want            []Variation
	}{
		{"fork after two", "(;GM[4]SZ[15];B[hh];W[ig](;B[jf];W[ke])(;B[gi];W[gh]))", "h8i9j10k11",
			[]Variation{{At: 2, Moves: moves(t, "g7g8")}}},
		{"a variation's own variations are kept", "(;GM[4]SZ[15];B[hh](;W[ig];B[jf])(;W[aa](;B[bb])(;B[cc])))", "h8i9j10",
			[]Variation{{At: 1, Moves: moves(t, "a15b14"), Variations: []Variation{{At: 1, Moves: moves(t, "c13")}}}}},
		{"a branch at a variation's first move is its sibling", "(;GM[4]SZ[15];B[hh](;W[ig])((;W[aa])(;W[bb])))", "h8i9",
			[]Variation{{At: 1, Moves: moves(t, "a15")}, {At: 1, Moves: moves(t, "b14")}}},
		{"a wrong colour deep down is left out with its own", "(;GM[4]SZ[15];B[hh](;W[ig];B[jf])(;W[aa](;B[bb])(;W[cc](;B[dd])(;B[ee]))))", "h8i9j10",
			[]Variation{{At: 1, Moves: moves(t, "a15b14")}}},
		{"comment nodes inside a branch", "(;GM[4]SZ[15];B[hh](;W[ig];B[jf];W[ke])(;W[aa];C[x];B[bb](;W[cc])(;W[dd])))", "h8i9j10k11",
			[]Variation{{At: 1, Moves: moves(t, "a15b14c13"), Variations: []Variation{{At: 2, Moves: moves(t, "d12")}}}}},
		{"wrong colour left out", "(;GM[4]SZ[15];B[hh](;W[ig])(;B[aa]))", "h8i9", nil},
		{"setup in a variation left out", "(;GM[4]SZ[15];B[hh](;W[ig])(;AB[aa]W[bb]))", "h8i9", nil},
		{"comment-only variation left out", "(;GM[4]SZ[15];B[hh](;W[ig])(;C[hello]))", "h8i9", nil},
		{"setup stones count as moves", "(;GM[4]SZ[15]AB[hh]AW[ig](;B[jf])(;B[aa]))", "h8i9j10",
			[]Variation{{At: 2, Moves: moves(t, "a15")}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g, err := Read([]byte(tc.sgf), FormatSGF)
			if err != nil {
				t.Fatal(err)
			}
			if got := engine.FormatMoves(g.Moves); got != tc.main {
				t.Fatalf("main line %s, want %s", got, tc.main)
			}
			if d := sameVariations(g.Variations, tc.want); d != "" {
				t.Fatal(d)
			}
		})
	}
}

func TestVariationsThatCannotBeWrittenAreRefused(t *testing.T) {
	main := moves(t, "h8i9")
	for _, v := range []Variation{{At: 2, Moves: moves(t, "a1")}, {At: -1, Moves: moves(t, "a1")}, {At: 1}, {At: 0, Moves: []engine.Point{{X: 20, Y: 0}}},
		{At: 0, Moves: moves(t, "a1b2"), Variations: []Variation{{At: 0, Moves: moves(t, "c3")}}}, // nested at its first move
		{At: 0, Moves: moves(t, "a1b2"), Variations: []Variation{{At: 2, Moves: moves(t, "c3")}}}, // from its end
		{At: 0, Moves: moves(t, "a1b2"), Variations: []Variation{{At: 1}}},
	} {
		g := &Game{Size: 15, Rule: engine.Freestyle, Moves: main, Variations: []Variation{v}}
		if err := g.Validate(); err == nil || !strings.Contains(err.Error(), "variation") {
			t.Errorf("%+v: Validate said %v", v, err)
		}
	}
}

// FuzzSGFVariations builds a game with branches, and branches of
// branches, from the fuzz bytes and checks it writes and reads back to
// itself.
func FuzzSGFVariations(f *testing.F) {
	f.Add([]byte{5, 2, 3, 9, 1, 4, 7, 7, 0, 1, 1})
	f.Add([]byte{1, 0, 1, 200})
	f.Add([]byte{9, 1, 0, 3, 3, 10, 11, 12, 13, 1, 5, 1, 20, 21, 4, 2, 2, 30, 31, 32})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		n := int(data[0]%20) + 1
		pt := func(b byte) engine.Point { return engine.Point{X: int(b) % 15, Y: int(b/15) % 15} }
		g := &Game{Size: 15, Rule: engine.Freestyle}
		for i := 0; i < n; i++ {
			g.Moves = append(g.Moves, pt(byte(i*37+int(data[1]))))
		}
		type line struct {
			at    int
			moves []engine.Point
			kids  []*line
		}
		main := &line{moves: g.Moves}
		all := []*line{main}
		for rest := data[2:]; len(rest) >= 3; {
			// Under the main line or a variation already made.
			parent, low := all[int(rest[0])%len(all)], 1
			if parent == main {
				low = 0
			}
			k := int(rest[2]%4) + 1
			v := &line{}
			if len(parent.moves) > low {
				v.at = low + int(rest[1])%(len(parent.moves)-low)
			}
			rest = rest[3:]
			for j := 0; j < k && len(rest) > 0; j++ {
				v.moves, rest = append(v.moves, pt(rest[0])), rest[1:]
			}
			if len(v.moves) > 0 && len(parent.moves) > low {
				parent.kids = append(parent.kids, v)
				all = append(all, v)
			}
		}
		var build func([]*line) []Variation
		build = func(ls []*line) []Variation {
			var vs []Variation
			for _, l := range ls {
				vs = append(vs, Variation{At: l.at, Moves: l.moves, Variations: build(l.kids)})
			}
			return vs
		}
		g.Variations = build(main.kids)
		if err := g.Validate(); err != nil {
			t.Fatal(err)
		}
		// Read orders the variations by where they leave their line.
		want := g.Clone()
		var sortAll func([]Variation)
		sortAll = func(vs []Variation) {
			sortVariations(vs)
			for i := range vs {
				sortAll(vs[i].Variations)
			}
		}
		sortAll(want.Variations)
		checkSGFRoundTrip(t, g, want)
	})
}

// checkSGFRoundTrip writes g as SGF and reads back want.
func checkSGFRoundTrip(t *testing.T, g, want *Game) {
	t.Helper()
	data, err := Write(g, FormatSGF)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Read(data, FormatSGF)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	if d := sameGame(want, back); d != "" {
		t.Fatalf("%s\n%s", d, data)
	}
}

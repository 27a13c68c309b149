package engine

import (
	"slices"
	"strings"
	"testing"
)

// threatString writes a threat as the tests spell it: colour (X Black, O
// White), kind (4 or 3), the stones, a colon, the points, "!" when winning.
func threatString(t Threat) string {
	s := "O"
	if t.Color == Black {
		s = "X"
	}
	if t.Kind == Four {
		s += "4 "
	} else {
		s += "3 "
	}
	s += FormatMoves(t.Stones) + ":" + FormatMoves(t.Points)
	if t.Winning {
		s += "!"
	}
	return s
}

func TestThreats(t *testing.T) {
	cases := []struct {
		name         string
		rule         Rule
		black, white string
		want         []string
	}{
		{"open three", Freestyle, "h8i8j8", "", []string{"X3 h8i8j8:g8k8"}},
		{"three blocked on one side is no threat", Freestyle, "h8i8j8", "g8", nil},
		{"split three has one point", Freestyle, "h8i8k8", "", []string{"X3 h8i8k8:j8"}},
		{"diagonal three of White", Freestyle, "", "e5f6g7", []string{"O3 e5f6g7:d4h8"}},
		{"four blocked at one end", Freestyle, "h8i8j8k8", "g8", []string{"X4 h8i8j8k8:l8"}},
		{"open four wins", Freestyle, "h8i8j8k8", "", []string{"X4 h8i8j8k8:g8l8!"}},
		{"broken four", Freestyle, "h8i8k8l8", "", []string{"X4 h8i8k8l8:j8"}},
		{"two fours with different points win", Freestyle, "h8i8j8k8h9h10h11", "g8h7", []string{
			"X4 h8h9h10h11:h12!", "X4 h8i8j8k8:l8!",
		}},
		// Under Renju Black's j8 would make six, which does not win: only
		// e8 completes a five. Under freestyle the six wins too.
		{"overline point is no five for Renju's Black", Renju, "f8g8h8i8k8", "", []string{"X4 f8g8h8i8:e8"}},
		{"overline point wins in freestyle", Freestyle, "f8g8h8i8k8", "", []string{
			"X4 f8g8h8i8:e8!", "X4 f8g8h8i8k8:j8!",
		}},
		// Caro: a five blocked at both ends does not win, so l8 is no
		// winning point.
		{"caro four closed at both ends", Caro, "h8i8j8k8", "g8m8", nil},
		{"the same under freestyle", Freestyle, "h8i8j8k8", "g8m8", []string{"X4 h8i8j8k8:l8"}},
		// White's four on the diagonal i9–l12 is stopped at m13; its only
		// other winning point, h8, is a double three for Black (f8 g8 and
		// h6 h7): Black may not block, so the four wins.
		{"renju four whose block is forbidden wins", Renju, "f8g8h6h7m13", "i9j10k11l12", []string{"O4 i9j10k11l12:h8!"}},
		{"the same four is blockable in freestyle", Freestyle, "f8g8h6h7m13", "i9j10k11l12", []string{"O4 i9j10k11l12:h8"}},
		// Black's three f8 g8 h8 … under Renju: its four points are
		// checked for Black's restrictions like any move.
		{"renju open three", Renju, "f8g8h8", "", []string{"X3 f8g8h8:e8i8"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b, _ := NewBoard(15)
			for _, p := range mustMoves(t, tc.black, 15) {
				b.Set(p, Black)
			}
			for _, p := range mustMoves(t, tc.white, 15) {
				b.Set(p, White)
			}
			var got []string
			for _, th := range (Config{Size: 15, Rule: tc.rule}).Threats(&b) {
				got = append(got, threatString(th))
			}
			slices.Sort(got)
			want := slices.Clone(tc.want)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("threats:\n got  %s\n want %s", strings.Join(got, " | "), strings.Join(want, " | "))
			}
		})
	}
}

// A three whose only open-four point is forbidden for Black is not a
// threat under Renju (the same stones are one in freestyle).
func TestThreatsRenjuForbiddenFourPoint(t *testing.T) {
	// Black's split three h8 . j8 k8 becomes a straight four only at i8,
	// and i8 is a double four for Black: that straight four and the
	// broken four i4 i5 . i7 i8 down the column (i3 is White's).
	b := boardFromASCII(t,
		". . . . . . . . . . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . X . X X . . . .",
		". . . . . . . . X . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . . X . . . . . .",
		". . . . . . . . X . . . . . .",
		". . . . . . . . O . . . . . .",
		". . . . . . . . . . . . . . .",
		". . . . . . . . . . . . . . .",
	)
	i8 := mustPoint(t, "i8", 15)
	renju := Config{Size: 15, Rule: Renju}
	if k := renju.ForbiddenAt(&b, i8, Black); k == NotForbidden {
		t.Fatalf("the test board is wrong: i8 is not forbidden for Black")
	}
	has := func(cfg Config) bool {
		for _, th := range cfg.Threats(&b) {
			if th.Color == Black && th.Kind == OpenThree && slices.Contains(th.Points, i8) && len(th.Stones) == 3 && th.Stones[0] == mustPoint(t, "h8", 15) {
				return true
			}
		}
		return false
	}
	if has(renju) {
		t.Errorf("renju: the three h8 j8 k8 counts although its four point i8 is forbidden")
	}
	if !has(Config{Size: 15, Rule: Freestyle}) {
		t.Errorf("freestyle: the three h8 j8 k8 is missing")
	}
}

// BenchmarkThreats scans a middle-game 15×15 Renju board for both sides'
// fours and threes (the threat marks of the app, once per position).
func BenchmarkThreats(b *testing.B) {
	g := mustGame(b, Config{Size: 15, Rule: Renju}, "h8i9j8i8i7j9h9k10h7h6g8f8")
	board := g.Board()
	cfg := g.Config()
	b.ReportAllocs()
	for b.Loop() {
		cfg.Threats(&board)
	}
}

package engine

import (
	"errors"
	"strings"
	"testing"
)

// lineBoard writes a one-line pattern along an axis of a 15×15 board so that
// its '*' lands on h8, and returns the board and h8. X = Black, O = White.
func lineBoard(t *testing.T, line string, dir Point) (Board, Point) {
	t.Helper()
	b, _ := NewBoard(15)
	star := strings.IndexByte(line, '*')
	if star < 0 {
		t.Fatalf("pattern %q has no '*'", line)
	}
	h8 := Point{7, 7}
	for i, ch := range line {
		p := Point{h8.X + (i-star)*dir.X, h8.Y + (i-star)*dir.Y}
		switch ch {
		case 'X':
			b.Set(p, Black)
		case 'O':
			b.Set(p, White)
		}
	}
	return b, h8
}

func TestForbiddenOnOneLine(t *testing.T) {
	renju := Config{Size: 15, Rule: Renju}
	omok := Config{Size: 15, Rule: Omok}
	tests := []struct {
		line string
		cfg  Config
		col  Color
		want ForbiddenKind
	}{
		// Two fours on one line are a double four in renju.
		{"XXX.*.XXX", renju, Black, DoubleFour},
		{"XX.*X.XX", renju, Black, DoubleFour},
		{"X.X*X.X", renju, Black, DoubleFour},
		{"X.XX*.X", renju, Black, DoubleFour},
		// ... but allowed in omok, and never for renju's White.
		{"XXX.*.XXX", omok, Black, NotForbidden},
		{"OOO.*.OOO", renju, White, NotForbidden},
		// One straight four is one four.
		{".XXX*.", renju, Black, NotForbidden},
		// A four whose completion would be six is no four.
		{"OXXX*.X", renju, Black, NotForbidden},
		{"XXXX.*XXXX", renju, Black, NotForbidden},
		// Overline for Black only; five beats everything.
		{"XXX*XX", renju, Black, Overline},
		{"XX*XXX.X", renju, Black, Overline},
		{"OOO*OO", renju, White, NotForbidden},
		{"XXX*XX", omok, Black, NotForbidden},
		{".XX*XX.", renju, Black, NotForbidden},
	}
	for _, tc := range tests {
		for _, d := range Directions() {
			b, p := lineBoard(t, tc.line, d)
			if got := tc.cfg.ForbiddenAt(&b, p, tc.col); got != tc.want {
				t.Errorf("%v %v %q along %v: %v, want %v", tc.cfg.Rule, tc.col, tc.line, d, got, tc.want)
			}
		}
	}
}

func TestForbiddenAtTheEdge(t *testing.T) {
	renju := Config{Size: 7, Rule: Renju}
	tests := []struct {
		name  string
		board []string
		at    string
		want  ForbiddenKind
	}{
		{"edge three is no three", []string{
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			"X . . . . . .",
			"X . . . . . .",
			". X X . . . .",
		}, "a1", NotForbidden},
		{"open threes one line in", []string{
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". X . . . . .",
			". X . . . . .",
			". . X X . . .",
			". . . . . . .",
		}, "b2", DoubleThree},
		{"overline along the bottom edge", []string{
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			". . . . . . .",
			"X X X . X X .",
		}, "d1", Overline},
		{"two fours in the corner", []string{
			". . . . . . .",
			". . . . . . .",
			"X . . . . . .",
			"X . . . . . .",
			"X . . . . . .",
			". . . . . . .",
			". X X X . . .",
		}, "a1", DoubleFour},
	}
	for _, tc := range tests {
		b := boardFromASCII(t, tc.board...)
		if got := renju.ForbiddenAt(&b, mustPoint(t, tc.at, 7), Black); got != tc.want {
			t.Errorf("%s: %s is %v, want %v", tc.name, tc.at, got, tc.want)
		}
	}
}

// fakeThree: at h8 Black makes a horizontal three g8 h8 i8 whose open-four
// points f8 and j8 are both overlines (columns f and j), and a real vertical
// three h8 h9 h10.
var fakeThree = []string{
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . X . X . X . . . . .",
	". . . . . X . X . X . . . . .",
	". . . . . . X . X . . . . . .",
	". . . . . X . . . X . . . . .",
	". . . . . X . . . X . . . . .",
	". . . . . X . . . X . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
}

func TestFalseDoubleThree(t *testing.T) {
	b := boardFromASCII(t, fakeThree...)
	h8 := Point{7, 7}
	for _, eye := range []string{"f8", "j8"} {
		if k := (Config{Size: 15, Rule: Renju}).ForbiddenAt(&b, mustPoint(t, eye, 15), Black); k != Overline {
			t.Fatalf("setup: %s is %v, want overline", eye, k)
		}
	}
	tests := []struct {
		cfg  Config
		want ForbiddenKind
	}{
		{Config{Size: 15, Rule: Renju}, NotForbidden},                          // recursive: the row is no three
		{Config{Size: 15, Rule: Freestyle, RestrictBlack: true}, NotForbidden}, // house = renju definitions
		{Config{Size: 15, Rule: Omok}, DoubleThree},                            // omok does not look further
	}
	for _, tc := range tests {
		if got := tc.cfg.ForbiddenAt(&b, h8, Black); got != tc.want {
			t.Errorf("%v restrict=%v: h8 is %v, want %v", tc.cfg.Rule, tc.cfg.RestrictBlack, got, tc.want)
		}
	}
	// Take away the column f overline and the three becomes real again.
	b.Set(mustPoint(t, "f5", 15), Empty)
	if got := (Config{Size: 15, Rule: Renju}).ForbiddenAt(&b, h8, Black); got != DoubleThree {
		t.Errorf("with f8 playable h8 is %v, want double-three", got)
	}
}

func TestFiveBeatsForbidden(t *testing.T) {
	cfgs := []Config{{Size: 15, Rule: Renju}, {Size: 15, Rule: Freestyle, RestrictBlack: true}, {Size: 15, Rule: Standard, RestrictBlack: true}, {Size: 15, Rule: Omok}}
	// h8 makes d8–h8 and, at once, a double three (h9 h10 and i9 j10).
	withThrees := "d8a1e8a3f8a5h9a7h10a9i9a11j10a13g8a15h8"
	// h8 makes d8–h8 and, at once, an overline h5–h10.
	withOverline := "d8a1e8a3f8a5h5a7h6a9h7a11h9a13h10b15g8b13h8"
	for _, cfg := range cfgs {
		for _, moves := range []string{withThrees, withOverline} {
			if cfg.Rule == Omok && moves == withOverline {
				continue // omok: the overline direction is simply not a win
			}
			g := mustGame(t, cfg, moves)
			r := g.Result()
			if r.Status != Won || r.Winner != Black || r.Reason != ReasonFive || FormatMoves(r.Line) != "d8e8f8g8h8" {
				t.Errorf("%v restrict=%v %s: %+v, want Black's five d8–h8", cfg.Rule, cfg.RestrictBlack, moves, r)
			}
		}
	}
}

func TestOverlineUnderEachRule(t *testing.T) {
	blackSix := "h8a1i8a3j8a5l8a7m8a9k8" // k8 joins h8–m8
	whiteSix := "a1h8a3i8a5j8a7l8a9m8b2k8"
	type outcome struct {
		status  Status
		reason  Reason
		foulErr ForbiddenKind // the move is refused with this kind
	}
	win := outcome{Won, ReasonOverline, NotForbidden}
	none := outcome{Playing, ReasonNone, NotForbidden}
	refused := outcome{Playing, ReasonNone, Overline}
	lost := outcome{Won, ReasonForbidden, NotForbidden}
	tests := []struct {
		name         string
		cfg          Config
		black, white outcome
	}{
		{"freestyle", Config{Size: 15, Rule: Freestyle}, win, win},
		{"standard", Config{Size: 15, Rule: Standard}, none, none},
		{"renju", Config{Size: 15, Rule: Renju}, refused, win},
		{"tournament renju", Config{Size: 15, Rule: Renju, ForbiddenLoses: true}, lost, win},
		{"caro", Config{Size: 15, Rule: Caro}, win, win},
		{"omok", Config{Size: 15, Rule: Omok}, none, none},
		{"house overline on, restrictions on", HouseConfig(15, true, true), refused, win},
		{"house overline off, restrictions on", HouseConfig(15, false, true), refused, none},
		{"house overline on, restrictions off", HouseConfig(15, true, false), win, win},
		{"house overline off, restrictions off", HouseConfig(15, false, false), none, none},
	}
	for _, tc := range tests {
		for _, side := range []struct {
			col   Color
			moves string
			want  outcome
		}{{Black, blackSix, tc.black}, {White, whiteSix, tc.white}} {
			moves := mustMoves(t, side.moves, 15)
			g := mustGame(t, tc.cfg, FormatMoves(moves[:len(moves)-1]))
			err := g.Play(moves[len(moves)-1])
			var fe *ForbiddenError
			switch {
			case side.want.foulErr != NotForbidden:
				if !errors.Is(err, ErrForbidden) || !errors.As(err, &fe) || fe.Kind != side.want.foulErr {
					t.Errorf("%s %v six: err %v, want forbidden %v", tc.name, side.col, err, side.want.foulErr)
				}
				if g.MoveCount() != len(moves)-1 || g.ToMove() != side.col || g.At(moves[len(moves)-1]) != Empty {
					t.Errorf("%s %v six: a refused move changed the game", tc.name, side.col)
				}
			case err != nil:
				t.Errorf("%s %v six: %v", tc.name, side.col, err)
			}
			r := g.Result()
			if r.Status != side.want.status || r.Reason != side.want.reason {
				t.Errorf("%s %v six: result %+v, want %v/%v", tc.name, side.col, r, side.want.status, side.want.reason)
			}
			if side.want == win && (r.Winner != side.col || len(r.Line) != 6) {
				t.Errorf("%s %v six: winner %v line %v", tc.name, side.col, r.Winner, r.Line)
			}
			if side.want == lost && (r.Winner != White || r.Forbidden != Overline || g.At(moves[len(moves)-1]) != Black) {
				t.Errorf("%s %v six: %+v, want White to win on Black's overline", tc.name, side.col, r)
			}
		}
	}
}

func TestCaroEnds(t *testing.T) {
	tests := []struct {
		name  string
		size  int
		moves string
		win   bool
	}{
		{"blocked at both ends", 15, "h8g8i8m8j8a1k8a2l8", false},
		{"blocked at one end", 15, "h8g8i8a1j8a2k8a3l8", true},
		{"open", 15, "h8a1i8a2j8a3k8a4l8", true},
		{"the edge does not block", 15, "a8f8b8o1c8o2d8o3e8", true},
		{"between two edges", 5, "a1a2b1b2c1c2d1d2e1", true},
		{"blocked diagonal", 15, "h8g7i9m13j10a1k11a2l12", false},
		{"six blocked at both ends still wins", 15, "h8g8i8n8j8a1l8a2m8a3k8", true},
	}
	for _, tc := range tests {
		g := mustGame(t, Config{Size: tc.size, Rule: Caro}, tc.moves)
		if got := g.Result().Status == Won; got != tc.win {
			t.Errorf("%s: won %v, want %v", tc.name, got, tc.win)
		}
	}
}

func TestOmokRestrictsBothColours(t *testing.T) {
	omok := Config{Size: 15, Rule: Omok}
	// White's cross at h8: i8 j8 and h9 h10.
	g := mustGame(t, omok, "a1i8a3j8a5h9a7h10a9")
	if g.ToMove() != White {
		t.Fatal("setup: White should be to move")
	}
	err := g.Play(Point{7, 7})
	var fe *ForbiddenError
	if !errors.As(err, &fe) || fe.Kind != DoubleThree || fe.Color != White {
		t.Fatalf("white double three: err %v", err)
	}
	if got := formatForbidden(g.ForbiddenPoints()); !strings.Contains(got, "h8:double-three") {
		t.Errorf("white's forbidden points %q lack h8", got)
	}
	// The same cross is fine for White under renju.
	g = mustGame(t, Config{Size: 15, Rule: Renju}, "a1i8a3j8a5h9a7h10a9h8")
	if g.MoveCount() != 10 {
		t.Errorf("renju refused White's double three")
	}
	// Double four is allowed in omok, for both colours.
	for _, col := range []Color{Black, White} {
		line := "XXX.*.XXX"
		if col == White {
			line = "OOO.*.OOO"
		}
		b, p := lineBoard(t, line, Point{1, 0})
		if k := omok.ForbiddenAt(&b, p, col); k != NotForbidden {
			t.Errorf("omok %v double four: %v", col, k)
		}
	}
}

func TestRestrictionsOnlyWhereTheRuleSaysSo(t *testing.T) {
	b := boardFromASCII(t, fakeThree...)
	b.Set(mustPoint(t, "f5", 15), Empty) // h8 is now a true double three
	h8 := Point{7, 7}
	tests := []struct {
		cfg          Config
		black, white bool
	}{
		{Config{Size: 15, Rule: Freestyle}, false, false},
		{Config{Size: 15, Rule: Standard}, false, false},
		{Config{Size: 15, Rule: Caro}, false, false},
		{Config{Size: 15, Rule: Renju}, true, false},
		{HouseConfig(15, true, true), true, false},
		{HouseConfig(15, false, true), true, false},
		{Config{Size: 15, Rule: Omok}, true, true},
	}
	for _, tc := range tests {
		if got := tc.cfg.ForbiddenAt(&b, h8, Black) != NotForbidden; got != tc.black || tc.cfg.Restricted(Black) != tc.black {
			t.Errorf("%+v: black restricted %v, want %v", tc.cfg, got, tc.black)
		}
		if tc.cfg.Restricted(White) != tc.white {
			t.Errorf("%+v: white restricted %v, want %v", tc.cfg, tc.cfg.Restricted(White), tc.white)
		}
	}
}

func TestForbiddenMoveIsRefusedOrLoses(t *testing.T) {
	// Black's cross at h8 (renju case 2) reached by moves.
	moves := "h9a1g8a3i8a5h7a7"
	for _, cfg := range []Config{{Size: 15, Rule: Renju}, HouseConfig(15, true, true), HouseConfig(15, false, true)} {
		g := mustGame(t, cfg, moves)
		if got := formatForbidden(g.ForbiddenPoints()); got != "h8:double-three" {
			t.Errorf("%+v: forbidden %q", cfg, got)
		}
		if k := g.Forbidden(Point{7, 7}); k != DoubleThree {
			t.Errorf("%+v: Forbidden(h8) = %v", cfg, k)
		}
		err := g.Play(Point{7, 7})
		var fe *ForbiddenError
		if !errors.As(err, &fe) || fe.Kind != DoubleThree || fe.Point != (Point{7, 7}) || !strings.Contains(err.Error(), "double-three") {
			t.Errorf("%+v: err %v", cfg, err)
		}
		if g.MoveCount() != 8 || g.ToMove() != Black || g.Over() {
			t.Errorf("%+v: the refused move changed the game", cfg)
		}
		if err := g.Play(Point{10, 10}); err != nil {
			t.Errorf("%+v: a playable point was refused: %v", cfg, err)
		}
		if fs := g.ForbiddenPoints(); len(fs) != 0 {
			t.Errorf("%+v: White has forbidden points %v", cfg, fs)
		}
	}
	g := mustGame(t, Config{Size: 15, Rule: Renju, ForbiddenLoses: true}, moves)
	if err := g.Play(Point{7, 7}); err != nil {
		t.Fatalf("tournament renju refused the move: %v", err)
	}
	r := g.Result()
	if r.Status != Won || r.Winner != White || r.Reason != ReasonForbidden || r.Forbidden != DoubleThree || g.At(Point{7, 7}) != Black {
		t.Errorf("tournament renju: %+v", r)
	}
}

func TestDrawWhenNoPlayablePointIsLeft(t *testing.T) {
	// 6×6: after White's d5 only b5 and e1 are empty, both overlines for
	// Black (a6–f1 and a1–f1).
	moves := "a5f5a1f2d4c3c4f4d3b2b1b6e5b4d6a3a6b3d1d2c2a2f1a4f6c6c1e4e2c5e3f3e6d5"
	for _, cfg := range []Config{{Size: 6, Rule: Renju}, {Size: 6, Rule: Renju, ForbiddenLoses: true}, HouseConfig(6, false, true)} {
		g := mustGame(t, cfg, moves)
		if r := g.Result(); r.Status != Draw || r.Reason != ReasonNoPlayablePoint {
			t.Errorf("%+v: %+v, want a draw with no playable point", cfg, r)
		}
	}
	g := mustGame(t, Config{Size: 6, Rule: Freestyle}, moves)
	if g.Over() {
		t.Fatalf("freestyle ended early: %+v", g.Result())
	}
	if err := g.Play(mustPoint(t, "e1", 6)); err != nil || g.Result().Reason != ReasonOverline {
		t.Errorf("freestyle overline: %v %+v", err, g.Result())
	}
}

func TestForbiddenPointsFollowUndo(t *testing.T) {
	g := mustGame(t, Config{Size: 15, Rule: Renju}, "h9a1g8a3i8a5h7a7")
	if got := formatForbidden(g.ForbiddenPoints()); got != "h8:double-three" {
		t.Fatalf("before: %q", got)
	}
	_ = g.Play(Point{14, 14})
	if fs := g.ForbiddenPoints(); len(fs) != 0 {
		t.Fatalf("white to move: %v", fs)
	}
	g.Undo()
	g.Undo() // White's a7 goes: White to move, unrestricted
	if fs := g.ForbiddenPoints(); len(fs) != 0 {
		t.Fatalf("white to move after undo: %v", fs)
	}
	_ = g.Play(Point{0, 6})
	if got := formatForbidden(g.ForbiddenPoints()); got != "h8:double-three" {
		t.Fatalf("after replay: %q", got)
	}
}

// TestLineWithoutWin: the lines a player may take for a win that the rule
// does not count, said after the move that makes them.
func TestLineWithoutWin(t *testing.T) {
	tests := []struct {
		name  string
		cfg   Config
		moves string // the last move is the one asked about
		want  NoWin
	}{
		{"Standard six", Config{Size: 15, Rule: Standard}, "h8a1i8a3j8a5l8a7m8a9k8", NoWinOverline},
		{"Standard six for White", Config{Size: 15, Rule: Standard}, "a1h8a3i8a5j8a7l8a9m8o15k8", NoWinOverline},
		{"Omok six", Config{Size: 15, Rule: Omok}, "h8a1i8a3j8a5l8a7m8a9k8", NoWinOverline},
		{"Freestyle six wins", Config{Size: 15, Rule: Freestyle}, "h8a1i8a3j8a5l8a7m8a9k8", NoWinNone},
		{"Caro five blocked at both ends", Config{Size: 15, Rule: Caro}, "h8g8i8m8j8a1k8a2l8", NoWinBlockedFive},
		{"Caro five blocked at one end wins", Config{Size: 15, Rule: Caro}, "h8g8i8a1j8a2k8a3l8", NoWinNone},
		{"a four is no line of five", Config{Size: 15, Rule: Standard}, "h8a1i8a2j8a3k8", NoWinNone},
	}
	for _, tc := range tests {
		g := mustGame(t, tc.cfg, tc.moves)
		last, _ := g.LastMove()
		b := g.Board()
		if got := tc.cfg.LineWithoutWin(&b, last); got != tc.want {
			t.Errorf("%s: %v, want %v (result %+v)", tc.name, got, tc.want, g.Result())
		}
	}
}

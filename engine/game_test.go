package engine

import (
	"errors"
	"slices"
	"testing"
)

func TestWinOnEveryAxisEdgeAndCorner(t *testing.T) {
	tests := []struct {
		name   string
		moves  string
		winner Color
		line   string
	}{
		{"horizontal", "h8a1i8a2j8a3k8a4l8", Black, "h8i8j8k8l8"},
		{"vertical", "h8a1h9a3h10a5h11a7h12", Black, "h8h9h10h11h12"},
		{"ascending diagonal", "h8a1i9a3j10a5k11a7l12", Black, "h8i9j10k11l12"},
		{"descending diagonal", "h8a1g9a3f10a5e11a7d12", Black, "d12e11f10g9h8"},
		{"white vertical", "a1h8a3h9a5h10a7h11o15h12", White, "h8h9h10h11h12"},
		{"bottom edge", "a1a15b1b15c1c15d1d15e1", Black, "a1b1c1d1e1"},
		{"right edge", "o11a1o12a2o13a3o14a4o15", Black, "o11o12o13o14o15"},
		{"corner diagonal", "a1o1b2o2c3o3d4o4e5", Black, "a1b2c3d4e5"},
		{"corner anti-diagonal", "a15o1b14o2c13o3d12o4e11", Black, "a15b14c13d12e11"},
		{"completed in the middle", "h8a1i8a2k8a3l8a4j8", Black, "h8i8j8k8l8"},
	}
	for _, rule := range Rules() {
		for _, tc := range tests {
			g := mustGame(t, Config{Size: 15, Rule: rule}, tc.moves)
			r := g.Result()
			if r.Status != Won || r.Winner != tc.winner || FormatMoves(r.Line) != tc.line || r.Reason != ReasonFive {
				t.Errorf("%v %s: result %+v, want %v wins with %s", rule, tc.name, r, tc.winner, tc.line)
			}
			if g.Turn().Phase != PhaseOver {
				t.Errorf("%v %s: turn phase %v after the win", rule, tc.name, g.Turn().Phase)
			}
		}
	}
}

func TestGapOrEnemyStoneIsNoFive(t *testing.T) {
	for _, moves := range []string{
		"h8a1i8a2j8a3k8a4m8",         // gap at l8
		"h8a1i8l8j8a3k8a4m8a5n8a6o8", // white l8 splits the row
	} {
		g := mustGame(t, Config{Size: 15, Rule: Freestyle}, moves)
		if g.Over() {
			t.Errorf("%s: game over %+v", moves, g.Result())
		}
	}
}

func TestNoWinInventedAwayFromTheNewestStone(t *testing.T) {
	// Standard: a black six is no win, and a later black move elsewhere
	// must not turn it into one.
	g := mustGame(t, Config{Size: 15, Rule: Standard}, "h8a1i8a2j8a3k8a4m8a6l8")
	if g.Over() {
		t.Fatalf("six won under standard: %+v", g.Result())
	}
	if err := g.PlayAll(mustMoves(t, "o15n1", 15)); err != nil || g.Over() {
		t.Fatalf("after moves elsewhere: err %v, result %+v", err, g.Result())
	}
	// Caro: a five blocked at both ends stays no win.
	g = mustGame(t, Config{Size: 15, Rule: Caro}, "h8g8i8m8j8a1k8a2l8")
	if g.Over() {
		t.Fatalf("blocked five won under caro: %+v", g.Result())
	}
	if err := g.PlayAll(mustMoves(t, "a3o15", 15)); err != nil || g.Over() {
		t.Fatalf("after moves elsewhere: err %v, result %+v", err, g.Result())
	}
}

func TestRejectedMovesChangeNothing(t *testing.T) {
	g := mustGame(t, Config{Size: 15, Rule: Freestyle}, "h8i9")
	before := g.Board()
	for _, tc := range []struct {
		p    Point
		want error
	}{
		{Point{7, 7}, ErrOccupied},
		{Point{8, 8}, ErrOccupied},
		{Point{15, 0}, ErrOffBoard},
		{Point{-1, 3}, ErrOffBoard},
	} {
		if err := g.Play(tc.p); !errors.Is(err, tc.want) {
			t.Errorf("Play(%v) = %v, want %v", tc.p, err, tc.want)
		}
		if err := g.Check(tc.p); !errors.Is(err, tc.want) {
			t.Errorf("Check(%v) = %v, want %v", tc.p, err, tc.want)
		}
	}
	if g.Board() != before || g.MoveCount() != 2 || g.ToMove() != Black {
		t.Errorf("a rejected move changed the game")
	}
}

// drawFill returns a move string that fills a 15×15 board without five in a
// row for anyone: colour by (x + 2y + off) mod 4 < 2, which repeats
// B B W W along rows and both diagonals and alternates along columns.
func drawFill(t *testing.T) []Point {
	t.Helper()
	for off := 0; off < 4; off++ {
		var black, white []Point
		for y := 0; y < 15; y++ {
			for x := 0; x < 15; x++ {
				if (x+2*y+off)%4 < 2 {
					black = append(black, Point{x, y})
				} else {
					white = append(white, Point{x, y})
				}
			}
		}
		if len(black) != 113 {
			continue
		}
		var moves []Point
		for i := range white {
			moves = append(moves, black[i], white[i])
		}
		return append(moves, black[112])
	}
	t.Fatal("no offset gives Black 113 points")
	return nil
}

func TestFullBoardIsADraw(t *testing.T) {
	for _, rule := range []Rule{Freestyle, Standard, Caro} {
		g, _ := NewGame(Config{Size: 15, Rule: rule})
		moves := drawFill(t)
		for i, p := range moves {
			if err := g.Play(p); err != nil {
				t.Fatalf("%v: move %d %v: %v", rule, i+1, p, err)
			}
			if g.Over() && i != len(moves)-1 {
				t.Fatalf("%v: game over after move %d: %+v", rule, i+1, g.Result())
			}
		}
		if r := g.Result(); r.Status != Draw || r.Reason != ReasonBoardFull {
			t.Errorf("%v: full board result %+v, want draw (board full)", rule, r)
		}
	}
}

func TestFinishedGameIsFrozen(t *testing.T) {
	won := mustGame(t, Config{Size: 15, Rule: Freestyle}, "h8a1i8a2j8a3k8a4l8")
	drawn, _ := NewGame(Config{Size: 15, Rule: Freestyle})
	if err := drawn.PlayAll(drawFill(t)); err != nil {
		t.Fatal(err)
	}
	for _, g := range []*Game{won, drawn} {
		before, n, res := g.Board(), g.MoveCount(), g.Result()
		for _, p := range []Point{{14, 14}, {7, 7}, {0, 14}} {
			if err := g.Play(p); !errors.Is(err, ErrGameOver) {
				t.Errorf("Play(%v) after the end = %v, want ErrGameOver", p, err)
			}
		}
		if err := g.Choose(ChooseBlack); !errors.Is(err, ErrGameOver) {
			t.Errorf("Choose after the end = %v", err)
		}
		if g.Board() != before || g.MoveCount() != n || g.Result().Status != res.Status {
			t.Errorf("a finished game changed")
		}
		if fs := g.ForbiddenPoints(); len(fs) != 0 {
			t.Errorf("forbidden points after the end: %v", fs)
		}
	}
}

func TestRestartAndUndo(t *testing.T) {
	g := mustGame(t, Config{Size: 15, Rule: Freestyle}, "h8a1i8a2j8a3k8a4l8")
	if !g.Undo() || g.Over() || g.MoveCount() != 8 || g.At(Point{11, 7}) != Empty || g.ToMove() != Black {
		t.Fatalf("undo of the winning move did not reopen the game: %+v", g.Result())
	}
	if err := g.Play(Point{11, 7}); err != nil || g.Result().Winner != Black {
		t.Fatalf("replaying the winning move: %v %+v", err, g.Result())
	}
	g.Restart()
	if b := g.Board(); g.MoveCount() != 0 || g.Over() || g.ToMove() != Black || b.Count(Empty) != 225 {
		t.Fatalf("restart left state behind")
	}
	if _, ok := g.LastMove(); ok || g.Undo() {
		t.Fatalf("fresh game has a move to take back")
	}
	if err := g.Play(Point{7, 7}); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(g.Moves(), []Point{{7, 7}}) {
		t.Fatalf("moves %v", g.Moves())
	}
}

func TestSwapStarterOnRestart(t *testing.T) {
	g, _ := NewGame(Config{Size: 15, Rule: Freestyle, SwapStarter: true})
	if g.Starter() != SeatOne || g.SeatOf(Black) != SeatOne || g.SeatOf(White) != SeatTwo {
		t.Fatalf("first game: starter %v, black %v", g.Starter(), g.SeatOf(Black))
	}
	g.Restart()
	if g.Starter() != SeatTwo || g.SeatOf(Black) != SeatTwo || g.ColorOf(SeatOne) != White || g.Turn().Seat != SeatTwo {
		t.Fatalf("second game: starter %v, black %v, turn %+v", g.Starter(), g.SeatOf(Black), g.Turn())
	}
	g.Restart()
	if g.Starter() != SeatOne {
		t.Fatalf("third game: starter %v", g.Starter())
	}
	fixed, _ := NewGame(Config{Size: 15, Rule: Freestyle})
	fixed.Restart()
	if fixed.Starter() != SeatOne {
		t.Fatalf("without the option the starter changed")
	}
	if err := fixed.SetStarter(SeatTwo); err != nil || fixed.SeatOf(Black) != SeatTwo {
		t.Fatalf("SetStarter: %v", err)
	}
	_ = fixed.Play(Point{7, 7})
	if err := fixed.SetStarter(SeatOne); err == nil {
		t.Fatalf("SetStarter after the first stone succeeded")
	}
}

func TestConfigValidate(t *testing.T) {
	bad := []Config{
		{Size: 4, Rule: Freestyle},
		{Size: 27, Rule: Freestyle},
		{Size: 15, Rule: Rule(99)},
		{Size: 15, Rule: Caro, RestrictBlack: true},
		{Size: 15, Rule: Omok, RestrictBlack: true},
		{Size: 15, Rule: Freestyle, ForbiddenLoses: true},
		{Size: 15, Rule: Renju, Opening: Opening(9)},
		{Size: 5, Rule: Renju, Opening: OpeningPro},
		{Size: 7, Rule: Renju, Opening: OpeningLongPro},
	}
	for _, c := range bad {
		if c.Validate() == nil {
			t.Errorf("%+v validated", c)
		}
	}
	good := []Config{
		DefaultConfig(),
		{Size: 5, Rule: Caro},
		{Size: 26, Rule: Omok, Opening: OpeningSwap2},
		{Size: 15, Rule: Renju, ForbiddenLoses: true, Opening: OpeningLongPro, SwapStarter: true},
		{Size: 6, Rule: Standard, RestrictBlack: true, Opening: OpeningPro},
		{Size: 8, Rule: Freestyle, Opening: OpeningLongPro},
		HouseConfig(19, false, true),
	}
	for _, c := range good {
		if err := c.Validate(); err != nil {
			t.Errorf("%+v: %v", c, err)
		}
	}
}

func TestStarPoints(t *testing.T) {
	tests := map[int]string{
		5:  "c3",
		6:  "",
		7:  "c3c5d4e3e5",
		9:  "c3c7e5g3g7",
		13: "d4d10g7j4j10",
		15: "d4d12h8l4l12",
		19: "d4d10d16j4j10j16p4p10p16",
		26: "d4d23w4w23",
	}
	for size, want := range tests {
		if got := FormatMoves(StarPoints(size)); got != want {
			t.Errorf("StarPoints(%d) = %s, want %s", size, got, want)
		}
	}
	for size := MinSize; size <= MaxSize; size++ {
		for _, p := range StarPoints(size) {
			if !p.In(size) {
				t.Errorf("StarPoints(%d) has %v off the board", size, p)
			}
		}
	}
}

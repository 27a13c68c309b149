package engine

import (
	"errors"
	"slices"
	"testing"
)

func TestProOpeningArea(t *testing.T) {
	tests := []struct {
		opening Opening
		size    int
		bad     []string // refused as Black's second stone
		good    []string // accepted as Black's second stone
	}{
		{OpeningPro, 15, []string{"f6", "j10", "h10", "f10", "j8"}, []string{"e8", "k8", "h5", "k11", "a1"}},
		{OpeningLongPro, 15, []string{"e5", "k11", "h11", "e8", "k9"}, []string{"d8", "l8", "h4", "l12", "o15"}},
		{OpeningPro, 9, []string{"c3", "g7"}, []string{"b5", "e8", "h1"}},
	}
	for _, tc := range tests {
		cfg := Config{Size: tc.size, Rule: Renju, Opening: tc.opening}
		center := Center(tc.size)
		g, _ := NewGame(cfg)
		z, ok := g.OpeningZone()
		if !ok || !z.Inside || z.Radius != 0 || z.Center != center {
			t.Fatalf("%v: first zone %+v %v", tc.opening, z, ok)
		}
		err := g.Play(Point{0, 0})
		var oe *OpeningError
		if !errors.Is(err, ErrOpening) || !errors.As(err, &oe) || oe.Reason == "" {
			t.Fatalf("%v: first stone off the centre: %v", tc.opening, err)
		}
		if err := g.Play(center); err != nil {
			t.Fatalf("%v: first stone on the centre: %v", tc.opening, err)
		}
		if _, ok := g.OpeningZone(); ok {
			t.Errorf("%v: White's first stone is limited", tc.opening)
		}
		white := Point{center.X + 1, center.Y + 1}
		if err := g.Play(white); err != nil {
			t.Fatalf("%v: white anywhere: %v", tc.opening, err)
		}
		z, ok = g.OpeningZone()
		if !ok || z.Inside || z.Radius != tc.opening.minDistance()-1 {
			t.Fatalf("%v: third zone %+v %v", tc.opening, z, ok)
		}
		for _, s := range tc.bad {
			p := mustPoint(t, s, tc.size)
			if err := g.Play(p); !errors.Is(err, ErrOpening) || z.Allows(p) {
				t.Errorf("%v %d×%d: Black's second stone at %s: err %v", tc.opening, tc.size, tc.size, s, err)
			}
		}
		if g.MoveCount() != 2 {
			t.Fatalf("refused stones were placed")
		}
		for _, s := range tc.good {
			p := mustPoint(t, s, tc.size)
			if err := g.Check(p); err != nil || !z.Allows(p) {
				t.Errorf("%v %d×%d: Black's second stone at %s: %v", tc.opening, tc.size, tc.size, s, err)
			}
		}
		if err := g.Play(mustPoint(t, tc.good[0], tc.size)); err != nil {
			t.Fatal(err)
		}
		if _, ok := g.OpeningZone(); ok {
			t.Errorf("%v: zone after move 3", tc.opening)
		}
	}
}

func TestSwapFlow(t *testing.T) {
	g, _ := NewGame(Config{Size: 15, Rule: Freestyle, Opening: OpeningSwap})
	if g.SeatOf(Black) != NoSeat || g.ColorOf(SeatOne) != Empty {
		t.Fatalf("colours decided before the swap")
	}
	for i, s := range []string{"h8", "i9", "j8"} {
		turn := g.Turn()
		if turn.Phase != PhaseOpeningStones || turn.Seat != SeatOne || turn.StonesLeft != 3-i {
			t.Fatalf("stone %d: turn %+v", i+1, turn)
		}
		if err := g.Play(mustPoint(t, s, 15)); err != nil {
			t.Fatal(err)
		}
	}
	turn := g.Turn()
	if turn.Phase != PhaseChoose || turn.Seat != SeatTwo || !slices.Equal(turn.Choices, []Choice{ChooseBlack, ChooseWhite}) {
		t.Fatalf("prompt %+v", turn)
	}
	if err := g.Play(Point{0, 0}); !errors.Is(err, ErrChoicePending) || g.MoveCount() != 3 {
		t.Fatalf("stone during the prompt: %v", err)
	}
	if err := g.Choose(ChoosePlaceTwo); !errors.Is(err, ErrBadChoice) {
		t.Fatalf("swap2 choice under swap: %v", err)
	}
	if err := g.Choose(ChooseBlack); err != nil {
		t.Fatal(err)
	}
	if g.SeatOf(Black) != SeatTwo || g.SeatOf(White) != SeatOne || g.ColorOf(SeatTwo) != Black {
		t.Fatalf("after choosing black: black %v white %v", g.SeatOf(Black), g.SeatOf(White))
	}
	turn = g.Turn()
	if turn.Phase != PhasePlay || turn.Color != White || turn.Seat != SeatOne {
		t.Fatalf("after the swap: %+v", turn)
	}
	if err := g.Choose(ChooseWhite); !errors.Is(err, ErrNoChoice) {
		t.Fatalf("second choice: %v", err)
	}
	// Undo takes back the choice first, then stones.
	if !g.Undo() || g.Turn().Phase != PhaseChoose || g.MoveCount() != 3 || g.SeatOf(Black) != NoSeat {
		t.Fatalf("undo of the choice: %+v", g.Turn())
	}
	if err := g.Choose(ChooseWhite); err != nil {
		t.Fatal(err)
	}
	if g.SeatOf(White) != SeatTwo || g.Turn().Seat != SeatTwo {
		t.Fatalf("after choosing white: %+v", g.Turn())
	}
	if err := g.Play(mustPoint(t, "k10", 15)); err != nil || g.Turn().Seat != SeatOne || g.ToMove() != Black {
		t.Fatalf("play after the swap: %v %+v", err, g.Turn())
	}
	g.Undo()
	g.Undo()
	if g.Turn().Phase != PhaseChoose {
		t.Fatalf("undo back to the prompt: %+v", g.Turn())
	}
	g.Undo()
	if turn := g.Turn(); turn.Phase != PhaseOpeningStones || turn.StonesLeft != 1 || turn.Seat != SeatOne {
		t.Fatalf("undo into the opening stones: %+v", turn)
	}
}

func TestSwap2Flows(t *testing.T) {
	three := []string{"h8", "i9", "j8"}
	start := func(t *testing.T, starter Seat) *Game {
		g, _ := NewGame(Config{Size: 15, Rule: Renju, Opening: OpeningSwap2})
		if err := g.SetStarter(starter); err != nil {
			t.Fatal(err)
		}
		for _, s := range three {
			if err := g.Play(mustPoint(t, s, 15)); err != nil {
				t.Fatal(err)
			}
		}
		turn := g.Turn()
		if turn.Phase != PhaseChoose || turn.Seat != starter.Other() ||
			!slices.Equal(turn.Choices, []Choice{ChooseBlack, ChooseWhite, ChoosePlaceTwo}) {
			t.Fatalf("first prompt %+v", turn)
		}
		return g
	}
	t.Run("second takes white", func(t *testing.T) {
		g := start(t, SeatOne)
		_ = g.Choose(ChooseWhite)
		if g.SeatOf(White) != SeatTwo || g.Turn().Seat != SeatTwo || g.Turn().Color != White {
			t.Fatalf("%+v", g.Turn())
		}
	})
	t.Run("second takes black", func(t *testing.T) {
		g := start(t, SeatTwo)
		_ = g.Choose(ChooseBlack)
		if g.SeatOf(Black) != SeatOne || g.Turn().Seat != SeatTwo || g.Turn().Color != White {
			t.Fatalf("%+v black=%v", g.Turn(), g.SeatOf(Black))
		}
	})
	t.Run("second places two, first chooses", func(t *testing.T) {
		for _, pick := range []Choice{ChooseBlack, ChooseWhite} {
			g := start(t, SeatOne)
			if err := g.Choose(ChoosePlaceTwo); err != nil {
				t.Fatal(err)
			}
			for i, s := range []string{"g9", "k7"} {
				turn := g.Turn()
				if turn.Phase != PhaseOpeningStones || turn.Seat != SeatTwo || turn.StonesLeft != 2-i {
					t.Fatalf("extra stone %d: %+v", i+1, turn)
				}
				if err := g.Play(mustPoint(t, s, 15)); err != nil {
					t.Fatal(err)
				}
			}
			turn := g.Turn()
			if turn.Phase != PhaseChoose || turn.Seat != SeatOne || !slices.Equal(turn.Choices, []Choice{ChooseBlack, ChooseWhite}) {
				t.Fatalf("second prompt %+v", turn)
			}
			if err := g.Choose(pick); err != nil {
				t.Fatal(err)
			}
			wantBlack := SeatOne
			if pick == ChooseWhite {
				wantBlack = SeatTwo
			}
			turn = g.Turn()
			if g.SeatOf(Black) != wantBlack || turn.Phase != PhasePlay || turn.Color != White || turn.Seat != wantBlack.Other() {
				t.Fatalf("%v: black %v, turn %+v", pick, g.SeatOf(Black), turn)
			}
			// Undo all the way back replays the opening correctly.
			for g.Undo() {
			}
			if turn := g.Turn(); turn.Phase != PhaseOpeningStones || turn.Seat != SeatOne || turn.StonesLeft != 3 {
				t.Fatalf("after undoing everything: %+v", turn)
			}
		}
	})
}

func TestParseOpening(t *testing.T) {
	for _, o := range Openings() {
		got, err := ParseOpening(o.String())
		if err != nil || got != o {
			t.Errorf("ParseOpening(%q) = %v, %v", o.String(), got, err)
		}
	}
	if o, err := ParseOpening("Long-Pro"); err != nil || o != OpeningLongPro {
		t.Errorf("Long-Pro: %v %v", o, err)
	}
	if _, err := ParseOpening("swap3"); err == nil {
		t.Errorf("swap3 parsed")
	}
}

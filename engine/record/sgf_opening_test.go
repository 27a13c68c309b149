package record

import (
	"strings"
	"testing"

	"gomoku/engine"
)

// A Soosõrv-8 game saved while Black is placing offers comes back from SGF
// with its swaps, declared number and offers, and replays to the same step.
func TestSGFKeepsOpeningSteps(t *testing.T) {
	cfg := engine.Config{Size: 15, Rule: engine.Renju, Opening: engine.OpeningSoosorv8}
	g, err := engine.NewGame(cfg)
	if err != nil {
		t.Fatal(err)
	}
	play := func(s string) {
		t.Helper()
		p, err := engine.ParsePoint(s, 15)
		if err == nil {
			err = g.Play(p)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
	play("h8")
	play("i9")
	play("j8")
	must(t, g.Choose(engine.ChooseSwap))
	play("g10")
	must(t, g.Choose(engine.DeclareOffers(3)))
	must(t, g.Choose(engine.ChooseStay))
	must(t, g.Offer(engine.Point{X: 9, Y: 4}))
	must(t, g.Offer(engine.Point{X: 6, Y: 6}))

	data, err := Write(FromEngine(g), FormatSGF)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "XO[soosorv8]XC[3:swap][4:offers-3][4:stay][4:offer:j5][4:offer:g7]") {
		t.Fatalf("SGF lacks the steps:\n%s", data)
	}
	back, err := Read(data, FormatSGF)
	if err != nil {
		t.Fatal(err)
	}
	if back.Opening != engine.OpeningSoosorv8 {
		t.Fatalf("opening %v", back.Opening)
	}
	r, err := engine.Replay(cfg, engine.History{Moves: back.Moves, Choices: back.OpeningSteps})
	if err != nil {
		t.Fatal(err)
	}
	tn := r.Turn()
	if tn.Phase != engine.PhaseOffers || tn.StonesLeft != 1 || len(r.Offers()) != 2 || r.SeatOf(engine.Black) != engine.SeatTwo {
		t.Fatalf("resumed at %+v, offers %v, Black held by %v", tn, r.Offers(), r.SeatOf(engine.Black))
	}
}

func TestSGFRejectsBadOpeningSteps(t *testing.T) {
	for _, step := range []string{"3", "x:swap", "3:jump", "4:offer", "4:swap:h8", "4:offer:z99", "4:offers-0"} {
		sgf := "(;FF[4]GM[4]SZ[15]RU[renju]XO[yamaguchi]XC[" + step + "];B[hh])"
		if _, err := Read([]byte(sgf), FormatSGF); err == nil {
			t.Errorf("XC[%s] accepted", step)
		}
	}
	if _, err := Read([]byte("(;FF[4]GM[4]SZ[15]XO[nonsense];B[hh])"), FormatSGF); err == nil {
		t.Error("XO[nonsense] accepted")
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

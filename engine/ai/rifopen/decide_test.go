package rifopen

import (
	"context"
	"testing"
	"time"

	"gomoku/engine"
)

// apply carries out a decision on g, as the app does.
func apply(t *testing.T, g *engine.Game, d Decision) {
	t.Helper()
	tn := g.Turn()
	switch {
	case tn.Phase == engine.PhaseChoose:
		if err := g.Choose(d.Choice); err != nil {
			t.Fatalf("choice %v at %+v: %v", d.Choice, tn, err)
		}
	case tn.Phase == engine.PhaseOffers:
		if len(d.Points) != tn.StonesLeft {
			t.Fatalf("%d offers for %d wanted", len(d.Points), tn.StonesLeft)
		}
		for _, p := range d.Points {
			if err := g.Offer(p); err != nil {
				t.Fatalf("offer %v: %v", p, err)
			}
		}
	default:
		if len(d.Points) == 0 {
			t.Fatalf("no stones at %+v", tn)
		}
		for _, p := range d.Points {
			if err := g.Play(p); err != nil {
				t.Fatalf("stone %v at %+v: %v", p, tn, err)
			}
		}
	}
}

// The computer plays both sides of every RIF opening through to normal
// play: every decision it makes is legal, the opening is one of the 26 and
// the game reaches move 6 with the colours settled.
func TestComputerPlaysWholeOpenings(t *testing.T) {
	d := New()
	for _, rule := range []engine.Opening{engine.OpeningSoosorv8, engine.OpeningTaraguchi10, engine.OpeningYamaguchi} {
		for seed := range uint64(3) {
			g, err := engine.NewGame(engine.Config{Size: 15, Rule: engine.Renju, Opening: rule})
			if err != nil {
				t.Fatal(err)
			}
			str := Strengths()[int(seed)%2]
			for steps := 0; Needed(g) || g.MoveCount() < 5; steps++ {
				if steps > 60 {
					t.Fatalf("%v: the opening never ends: %+v", rule, g.Turn())
				}
				if !Needed(g) {
					// An ordinary move (move 4 or a single 5th): any legal one.
					apply(t, g, Decision{Points: []engine.Point{firstLegal(g)}})
					continue
				}
				dec, err := d.Decide(context.Background(), g, str, 150*time.Millisecond, seed)
				if err != nil {
					t.Fatal(err)
				}
				apply(t, g, dec)
			}
			if g.Turn().Phase != engine.PhasePlay || g.MoveCount() < 5 {
				t.Fatalf("%v: ended at %+v with %d stones", rule, g.Turn(), g.MoveCount())
			}
			if _, ok := engine.OpeningOf(g.Moves()); !ok {
				t.Errorf("%v: %v is none of the 26", rule, g.Moves()[:3])
			}
		}
	}
}

func firstLegal(g *engine.Game) engine.Point {
	n := g.Config().Size
	c := engine.Center(n)
	for r := 0; r < n; r++ {
		for y := c.Y - r; y <= c.Y+r; y++ {
			for x := c.X - r; x <= c.X+r; x++ {
				if p := (engine.Point{X: x, Y: y}); g.Check(p) == nil {
					return p
				}
			}
		}
	}
	return engine.NoPoint()
}

// Offered a 5th that makes an open three next to one far away in a
// corner, White keeps the harmless one; Black, asked for two offers in the
// same position, offers neither the corner nor any point far from the
// stones.
func TestOffersAndKeep(t *testing.T) {
	cfg := engine.Config{Size: 15, Rule: engine.Renju, Opening: engine.OpeningYamaguchi}
	h := engine.History{
		Moves: mustMoves(t, "h8 h9 i8 a15"),
		Choices: []engine.ChoiceRecord{
			{N: 3, Choice: engine.DeclareOffers(2)}, {N: 3, Choice: engine.ChooseStay},
		},
	}
	g, err := engine.Replay(cfg, h)
	if err != nil {
		t.Fatal(err)
	}
	d := New()
	master := Strengths()[len(Strengths())-1]
	dec, err := d.Decide(context.Background(), g, master, 2*time.Second, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(dec.Points) != 2 {
		t.Fatalf("offers %v", dec.Points)
	}
	for _, p := range dec.Points {
		if !near(p, g.Moves()[:3], 2) {
			t.Errorf("offer %v is far from the stones", p)
		}
	}
	for _, p := range []engine.Point{mustPoint(t, "j8"), mustPoint(t, "o1")} {
		if err := g.Offer(p); err != nil {
			t.Fatal(err)
		}
	}
	dec, err = d.Decide(context.Background(), g, master, 2*time.Second, 1)
	if err != nil {
		t.Fatal(err)
	}
	if len(dec.Points) != 1 || dec.Points[0] != mustPoint(t, "o1") {
		t.Fatalf("White kept %v, want o1 (j8 makes Black an open three)", dec.Points)
	}
}

func mustPoint(t *testing.T, s string) engine.Point {
	t.Helper()
	p, err := engine.ParsePoint(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustMoves(t *testing.T, s string) []engine.Point {
	t.Helper()
	ps, err := engine.ParseMoves(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return ps
}

// The balanced number of offers is the one whose worst kept offer is
// nearest to even.
func TestBalancedN(t *testing.T) {
	ss := []scored{{v: 400}, {v: 250}, {v: 120}, {v: 40}, {v: -30}, {v: -200}}
	if n := balancedN(ss, 8); n != 5 {
		t.Errorf("balancedN = %d, want 5 (worst kept -30)", n)
	}
	if n := balancedN(ss, 3); n != 3 {
		t.Errorf("capped at 3: %d", n)
	}
	if v := nthValue(ss, 9); v != -200 {
		t.Errorf("more offers than candidates: %d", v)
	}
}

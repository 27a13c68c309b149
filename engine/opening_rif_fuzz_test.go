package engine

import (
	"encoding/json"
	"testing"
)

// FuzzRIFOpenings drives the three RIF rules with actions chosen by the
// fuzzer's bytes (stones near the centre, offers, every kind of answer) and
// checks after each what a player relies on: a refused action changes
// nothing, an accepted one replays from the saved history and undoes back
// to the history before it, a prompt always has answers, offers are never
// repeated or symmetric, and every finished opening is one of the 26.
func FuzzRIFOpenings(f *testing.F) {
	f.Add([]byte{0, 0, 7, 7, 8, 8, 9, 7, 3, 9, 9, 5, 2, 3, 3, 4, 4})
	f.Add([]byte{1, 7, 7, 7, 1, 8, 8, 2, 9, 9, 1, 10, 10, 4, 5, 5, 0, 3, 3, 0, 11, 11, 0, 2, 2})
	f.Add([]byte{2, 7, 7, 8, 7, 7, 9, 1, 10, 10, 4, 12, 0, 0, 0, 14, 14, 0, 1, 13})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 1 {
			return
		}
		rules := []Opening{OpeningSoosorv8, OpeningTaraguchi10, OpeningYamaguchi}
		cfg := Config{Size: 15, Rule: Renju, Opening: rules[int(data[0])%len(rules)]}
		g, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for i := 1; i+2 < len(data) && !g.Over(); i += 3 {
			before := g.History()
			p := Point{int(data[i+1]) % 15, int(data[i+2]) % 15}
			var err error
			switch data[i] % 6 {
			case 0, 1:
				err = g.Play(p)
			case 2:
				err = g.Offer(p)
			case 3:
				err = g.Choose(Choice(data[i+1] % 8))
			case 4:
				err = g.Choose(DeclareOffers(int(data[i+1] % 14)))
			case 5:
				if cs := g.Turn().Choices; len(cs) > 0 {
					err = g.Choose(cs[int(data[i+1])%len(cs)])
				}
			}
			after := g.History()
			if err != nil {
				if !historyEqual(before, after) {
					t.Fatalf("refused action changed the history: %v", err)
				}
				continue
			}
			checkRIFInvariants(t, g)
			checkReplay(t, g)
			if historyEqual(before, after) {
				continue
			}
			g.Undo()
			if !historyEqual(before, g.History()) {
				a, _ := json.Marshal(before)
				b, _ := json.Marshal(g.History())
				t.Fatalf("undo gave %s, want %s", b, a)
			}
			r, err := Replay(cfg, after)
			if err != nil {
				t.Fatal(err)
			}
			g = r
		}
	})
}

func checkRIFInvariants(t *testing.T, g *Game) {
	t.Helper()
	tn := g.Turn()
	switch tn.Phase {
	case PhaseChoose:
		if len(tn.Choices) == 0 || tn.Seat == NoSeat {
			t.Fatalf("a prompt with nothing to answer: %+v", tn)
		}
	case PhaseOffers:
		if tn.StonesLeft <= 0 || g.MoveCount() != 4 || tn.Seat != g.SeatOf(Black) {
			t.Fatalf("offers phase %+v at %d stones", tn, g.MoveCount())
		}
	case PhasePickOffer:
		if len(g.Offers()) < 2 || tn.Seat != g.SeatOf(White) {
			t.Fatalf("pick from %v by %v", g.Offers(), tn.Seat)
		}
	}
	if g.SeatOf(Black) == NoSeat {
		t.Fatal("RIF colours are always held, if tentatively")
	}
	offers := g.Offers()
	b := g.Board()
	for i, o := range offers {
		if b.At(o) != Empty {
			t.Fatalf("offer %v on a stone", o)
		}
		if q, ok := symmetricOffer(&b, g.Moves(), offers[:i], o); ok {
			t.Fatalf("offer %v mirrors %v", o, q)
		}
	}
	if g.MoveCount() >= 3 {
		if _, ok := OpeningOf(g.Moves()); !ok {
			t.Fatalf("%v is none of the 26", g.Moves()[:3])
		}
	}
	if z, ok := g.OpeningZone(); ok && tn.Phase == PhasePlay {
		if g.MoveCount() > 4 || z.Radius != g.MoveCount() {
			t.Fatalf("zone %+v for stone %d", z, g.MoveCount()+1)
		}
	}
}

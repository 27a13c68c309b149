package record

import (
	"math/rand/v2"
	"testing"

	"gomoku/engine"
)

// Every export reads back to the same game, up to what the format can
// carry (Normalize), and the read game replays to the same result.
func TestRoundTripRandomGames(t *testing.T) {
	all := make([]int, 0, engine.MaxSize-engine.MinSize+1)
	for s := engine.MinSize; s <= engine.MaxSize; s++ {
		all = append(all, s)
	}
	cases := []struct {
		f     Format
		sizes []int
	}{
		{FormatSGF, all},
		{FormatPSQ, all},
		{FormatMoves, all},
		{FormatPOS, []int{15}},
	}
	for _, c := range cases {
		t.Run(c.f.String(), func(t *testing.T) {
			r := rand.New(rand.NewPCG(1, uint64(c.f)))
			for i := 0; i < 300; i++ {
				g := randomGame(r, c.sizes)
				opt := Options{Rule: g.Rule, Size: g.Size}
				if i%2 == 1 {
					opt.Rule = engine.Renju // a format without a rule takes the reader's
				}
				data, err := Write(g, c.f)
				if err != nil {
					t.Fatalf("game %d: write: %v", i, err)
				}
				back, err := ReadWith(data, c.f, opt)
				if err != nil {
					t.Fatalf("game %d: read back: %v\n%s", i, err, data)
				}
				if d := sameGame(Normalize(g, c.f, opt), back); d != "" {
					t.Fatalf("game %d: round trip changed the game: %s\n%s", i, d, data)
				}
				if empty := c.f == FormatMoves && len(g.Moves) == 0; !empty && Detect("", data) != c.f {
					t.Fatalf("game %d: Detect without a name says %v\n%q", i, Detect("", data), data)
				}
				if back.Rule != g.Rule {
					continue
				}
				want, err1 := g.Replay()
				got, err2 := back.Replay()
				if err1 != nil || err2 != nil {
					t.Fatalf("game %d: replay: %v / %v", i, err1, err2)
				}
				if want.Result().Status != got.Result().Status || want.Result().Winner != got.Result().Winner {
					t.Fatalf("game %d: result %v vs %v", i, want.Result(), got.Result())
				}
			}
		})
	}
}

func TestPOSRefusesOtherSizes(t *testing.T) {
	g := gameOf(t, 19, engine.Freestyle, "j10k11")
	if _, err := Write(g, FormatPOS); err == nil {
		t.Fatal("a 19x19 game was written as .pos")
	}
}

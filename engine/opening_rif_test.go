package engine

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// rifAct performs one scripted opening action: a point plays a stone (or,
// in PhasePickOffer, keeps that offer), "+j5" places an offer, "swap",
// "stay", "one", "ten" answer a prompt, "n4" declares four offers.
func rifAct(g *Game, act string) error {
	size := g.Config().Size
	switch {
	case act == "":
		return nil
	case act == "swap":
		return g.Choose(ChooseSwap)
	case act == "stay":
		return g.Choose(ChooseStay)
	case act == "one":
		return g.Choose(ChooseOneFifth)
	case act == "ten":
		return g.Choose(ChooseTenOffers)
	case strings.HasPrefix(act, "n"):
		n, err := strconv.Atoi(act[1:])
		if err != nil {
			return err
		}
		return g.Choose(DeclareOffers(n))
	case strings.HasPrefix(act, "+"):
		p, err := ParsePoint(act[1:], size)
		if err != nil {
			return err
		}
		return g.Offer(p)
	}
	p, err := ParsePoint(act, size)
	if err != nil {
		return err
	}
	return g.Play(p)
}

// rifTurn describes who acts and who holds Black: "choose two B=one".
func rifTurn(g *Game) string {
	t := g.Turn()
	s := fmt.Sprintf("%v %v B=%v", t.Phase, t.Seat, g.SeatOf(Black))
	if t.Phase == PhaseOffers {
		s += fmt.Sprintf(" left=%d", t.StonesLeft)
	}
	return s
}

// rifStep is one line of a scripted opening: the action, then either the
// text the refusal must contain or the turn that must follow.
type rifStep struct {
	act  string
	err  string
	turn string
}

func runRIF(t *testing.T, rule Opening, steps []rifStep) *Game {
	t.Helper()
	g, err := NewGame(Config{Size: 15, Rule: Renju, Opening: rule})
	if err != nil {
		t.Fatal(err)
	}
	for i, st := range steps {
		before := g.History()
		err := rifAct(g, st.act)
		switch {
		case st.err != "" && (err == nil || !strings.Contains(err.Error(), st.err)):
			t.Fatalf("%v step %d %q: error %v, want one saying %q", rule, i+1, st.act, err, st.err)
		case st.err != "":
			if !historyEqual(before, g.History()) {
				t.Fatalf("%v step %d %q: a refused action changed the game", rule, i+1, st.act)
			}
		case err != nil:
			t.Fatalf("%v step %d %q: %v", rule, i+1, st.act, err)
		}
		if st.turn != "" {
			if got := rifTurn(g); got != st.turn {
				t.Fatalf("%v step %d %q: turn %q, want %q", rule, i+1, st.act, got, st.turn)
			}
		}
		checkReplay(t, g)
	}
	return g
}

func historyEqual(a, b History) bool {
	x, _ := json.Marshal(a)
	y, _ := json.Marshal(b)
	return string(x) == string(y)
}

// checkReplay rebuilds the game from its history, through JSON as the
// autosave stores it, and compares what a player sees.
func checkReplay(t *testing.T, g *Game) {
	t.Helper()
	data, err := json.Marshal(g.History())
	if err != nil {
		t.Fatal(err)
	}
	var h History
	if err := json.Unmarshal(data, &h); err != nil {
		t.Fatal(err)
	}
	r, err := Replay(g.Config(), h)
	if err != nil {
		t.Fatalf("replay of %s: %v", data, err)
	}
	if rifTurn(r) != rifTurn(g) || !slices.Equal(r.Offers(), g.Offers()) || r.Board() != g.Board() ||
		!slices.Equal(r.Turn().Choices, g.Turn().Choices) || r.Declared() != g.Declared() {
		t.Fatalf("replay of %s: %s offers %v, want %s offers %v", data, rifTurn(r), r.Offers(), rifTurn(g), g.Offers())
	}
}

func TestYamaguchiSteps(t *testing.T) {
	g := runRIF(t, OpeningYamaguchi, []rifStep{
		{act: "", turn: "opening-stones one B=one"},
		{act: "h9", err: "centre"},
		{act: "h8", turn: "opening-stones one B=one"},
		{act: "k11", err: "3×3"},
		{act: "h9"},
		{act: "l12", err: "26 openings"},
		{act: "h8", err: "occupied"},
		{act: "i9", turn: "choose one B=one"},
		{act: "swap", err: "not on offer"},
		{act: "n13", err: "not on offer"},
		{act: "k5", err: "choose first"},
		{act: "n2", turn: "choose two B=one"},
		{act: "n3", err: "not on offer"},
		{act: "stay", turn: "play two B=one"},
		{act: "i8", turn: "offers one B=one left=2"},
		{act: "a1", err: "more 5th-move offers"},
		{act: "+h9", err: "occupied"},
		{act: "+g10", turn: "offers one B=one left=1"},
		{act: "+g10", err: "already offered"},
		// h8 i9 against h9 i8 is symmetric about both diagonals: j7
		// mirrors g10.
		{act: "+j7", err: "mirrors the offer g10"},
		{act: "+j10", turn: "pick-offer two B=one"},
		{act: "+k10", err: "no 5th-move offers"},
		{act: "k5", err: "keeps one of Black's offers"},
		{act: "swap", err: "nothing to choose"},
		{act: "j10", turn: "play two B=one"},
	})
	if g.MoveCount() != 5 || g.At(mustPoint(t, "g10", 15)) != Empty || g.Declared() != 2 {
		t.Fatalf("after the pick: %v moves, g10 %v, declared %d", g.MoveCount(), g.At(mustPoint(t, "g10", 15)), g.Declared())
	}
	if o, ok := OpeningOf(g.Moves()); !ok || o.Code() != "4D" {
		t.Errorf("opening %v", o)
	}
	if g.Turn().Color != White {
		t.Errorf("White should play move 6")
	}
	// Undo walks back through the pick, the offers and the choices.
	for _, want := range []string{"pick-offer two B=one", "offers one B=one left=1", "offers one B=one left=2", "play two B=one", "choose two B=one", "choose one B=one"} {
		g.Undo()
		if got := rifTurn(g); got != want {
			t.Fatalf("undo: %q, want %q", got, want)
		}
	}
}

func TestYamaguchiSwapHandsTheOffersOver(t *testing.T) {
	runRIF(t, OpeningYamaguchi, []rifStep{
		{act: "h8"}, {act: "i9"}, {act: "j8"},
		{act: "n1", turn: "choose two B=one"},
		{act: "swap", turn: "play one B=two"},
		// One declared offer is simply Black's 5th move.
		{act: "a1", turn: "play two B=two"},
		{act: "g9", turn: "play one B=two"},
	})
}

func TestSoosorv8Steps(t *testing.T) {
	runRIF(t, OpeningSoosorv8, []rifStep{
		{act: "h8"}, {act: "i9"},
		{act: "g5", err: "5×5"},
		{act: "j8", turn: "choose two B=one"},
		{act: "n2", err: "not on offer"},
		{act: "swap", turn: "play one B=two"},
		{act: "a1", turn: "choose one B=two"},
		{act: "n9", err: "not on offer"},
		{act: "n0", err: "not on offer"},
		{act: "n4", turn: "choose two B=two"},
		{act: "swap", turn: "offers one B=one left=4"},
		{act: "+g7"}, {act: "+k10"}, {act: "+h10"},
		{act: "+l5", turn: "pick-offer two B=one"},
		{act: "k10", turn: "play two B=one"},
		{act: "k9", turn: "play one B=one"},
	})
	runRIF(t, OpeningSoosorv8, []rifStep{
		{act: "h8"}, {act: "h9"}, {act: "h10"},
		{act: "stay", turn: "play two B=one"},
		{act: "h7", turn: "choose two B=one"},
		{act: "n1", turn: "choose one B=one"},
		{act: "stay", turn: "play one B=one"},
		{act: "g8", turn: "play two B=one"},
	})
}

func TestTaraguchi10Steps(t *testing.T) {
	prefix := []rifStep{
		{act: "g8", err: "centre"},
		{act: "h8", turn: "choose two B=one"},
		{act: "h7", err: "choose first"},
		{act: "stay", turn: "play two B=one"},
		{act: "j10", err: "3×3"},
		{act: "i9", turn: "choose one B=one"},
		{act: "swap", turn: "play two B=two"},
		{act: "k11", err: "5×5"},
		{act: "j10", turn: "choose one B=two"},
		{act: "stay", turn: "play one B=two"},
		{act: "l12", err: "7×7"},
		{act: "k11", turn: "choose two B=two"},
	}
	runRIF(t, OpeningTaraguchi10, append(slices.Clone(prefix),
		rifStep{act: "stay", err: "not on offer"},
		rifStep{act: "ten", turn: "offers two B=two left=10"},
		rifStep{act: "+a1"}, rifStep{act: "+o15"}, rifStep{act: "+a15"},
		// All four stones lie on one diagonal: o1 mirrors a15 in it.
		rifStep{act: "+o1", err: "mirrors the offer a15"}, rifStep{act: "+n2"},
		rifStep{act: "+b2"}, rifStep{act: "+g7"}, rifStep{act: "+h10"}, rifStep{act: "+k8"},
		rifStep{act: "+f6", turn: "offers two B=two left=1"},
		rifStep{act: "+l9", turn: "pick-offer one B=two"},
		rifStep{act: "a1", turn: "play one B=two"},
	))
	runRIF(t, OpeningTaraguchi10, append(slices.Clone(prefix),
		rifStep{act: "swap", turn: "play one B=one"},
		rifStep{act: "a1", err: "9×9"},
		rifStep{act: "l12", turn: "choose two B=one"},
		rifStep{act: "swap", turn: "play one B=two"},
		rifStep{act: "a1", turn: "play two B=two"},
	))
	runRIF(t, OpeningTaraguchi10, append(slices.Clone(prefix),
		rifStep{act: "one", turn: "play two B=two"},
		rifStep{act: "m13", err: "9×9"},
		rifStep{act: "d4", turn: "choose one B=two"},
		rifStep{act: "stay", turn: "play one B=two"},
	))
}

// Two offers are symmetric only by a symmetry of the stones themselves:
// with axes through any point, not the board's centre.
func TestSymmetricOffers(t *testing.T) {
	tests := []struct {
		stones, first, second string
		symmetric             bool
	}{
		// Direct opening Kansei (h8 h9 h10) with move 4 on column h: the
		// mirror in column h maps g-file points to i-file points.
		{"h8 h9 h10 h12", "g7", "i7", true},
		{"h8 h9 h10 h12", "g7", "i9", false},
		{"h8 h9 h10 h12", "g7", "g9", false},
		// Moved off the centre: the axis is column c, through the stones.
		{"c3 c4 c5 c7", "b2", "d2", true},
		// Move 4 off the axis breaks the symmetry.
		{"h8 h9 h10 i12", "g7", "i7", false},
		// h8 i9 against h9 i8: both diagonals and the half turn.
		{"h8 h9 i9 i8", "g10", "j7", true},
		{"h8 h9 i9 i8", "j10", "g7", true},
		{"h8 h9 i9 i8", "j10", "g10", false},
	}
	for _, tc := range tests {
		g, err := NewGame(Config{Size: 15, Rule: Freestyle})
		if err != nil {
			t.Fatal(err)
		}
		ms := mustMoves(t, tc.stones, 15)
		// Black's stones are the 1st and 3rd: put the stones in game order.
		if err := g.PlayAll(ms); err != nil {
			t.Fatal(err)
		}
		b := g.Board()
		_, got := symmetricOffer(&b, ms, []Point{mustPoint(t, tc.first, 15)}, mustPoint(t, tc.second, 15))
		if got != tc.symmetric {
			t.Errorf("%s: %s and %s symmetric = %v, want %v", tc.stones, tc.first, tc.second, got, tc.symmetric)
		}
	}
}

func TestRIFOpeningsParseAndNeedRoom(t *testing.T) {
	for s, want := range map[string]Opening{"Soosõrv-8": OpeningSoosorv8, "soosorv8": OpeningSoosorv8, "Taraguchi 10": OpeningTaraguchi10, "YAMAGUCHI": OpeningYamaguchi} {
		if o, err := ParseOpening(s); err != nil || o != want {
			t.Errorf("ParseOpening(%q) = %v, %v", s, o, err)
		}
	}
	if err := (Config{Size: 7, Rule: Renju, Opening: OpeningTaraguchi10}).Validate(); err == nil {
		t.Error("Taraguchi-10 on 7×7 accepted: its 5th stone needs a 9×9 square")
	}
	if err := (Config{Size: 9, Rule: Renju, Opening: OpeningTaraguchi10}).Validate(); err != nil {
		t.Error(err)
	}
	if _, err := Replay(Config{Size: 15, Rule: Renju, Opening: OpeningYamaguchi}, History{
		Moves:   mustMoves(t, "h8 h9 i9 i8", 15),
		Choices: []ChoiceRecord{{N: 3, Choice: DeclareOffers(2)}, {N: 3, Choice: ChooseStay}, {N: 4, Choice: ChooseOffer}},
	}); err == nil {
		t.Error("an offer without its point replayed")
	}
	var oe *OpeningError
	g, _ := NewGame(Config{Size: 15, Rule: Renju, Opening: OpeningSoosorv8})
	if err := g.Play(Point{0, 0}); !errors.As(err, &oe) {
		t.Errorf("off-centre first stone: %v", err)
	}
}

// Every refusal carries its fault, so a program can word it in the
// player's language.
func TestRIFFaults(t *testing.T) {
	cases := []struct {
		rule  Opening
		setup string
		act   string
		fault OpeningFault
		n     int
	}{
		{OpeningSoosorv8, "", "g8", FaultCentre, 0},
		{OpeningSoosorv8, "h8", "k11", FaultSquare, 3},
		{OpeningSoosorv8, "h8 h9", "l12", FaultNotOpening, 5},
		{OpeningTaraguchi10, "h8 stay h9 stay i9 stay", "l12", FaultSquare, 7},
		{OpeningYamaguchi, "h8 h9 i9 n2 stay i8 +g10", "+g10", FaultRepeatedOffer, 0},
		{OpeningYamaguchi, "h8 h9 i9 n2 stay i8 +g10", "+j7", FaultMirroredOffer, 0},
		{OpeningYamaguchi, "h8 h9 i9 n2 stay i8 +g10 +j10", "a1", FaultNotOffered, 0},
		{OpeningPro, "h8 h9", "i9", FaultFar, 3},
	}
	for _, tc := range cases {
		g, _ := NewGame(Config{Size: 15, Rule: Renju, Opening: tc.rule})
		for _, act := range strings.Fields(tc.setup) {
			if err := rifAct(g, act); err != nil {
				t.Fatalf("%v %s: %v", tc.rule, act, err)
			}
		}
		var oe *OpeningError
		if err := rifAct(g, tc.act); !errors.As(err, &oe) || oe.Fault != tc.fault || oe.N != tc.n {
			t.Errorf("%v %s then %s: %v (%+v), want fault %d n %d", tc.rule, tc.setup, tc.act, err, oe, tc.fault, tc.n)
		}
	}
}

package rifopen

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Decision is the computer's answer to one opening step. Exactly one of
// its fields is set: Choice for a prompt, Points for stones to place in
// order (opening stones, or one stone inside a central square), all the
// offers to make, or the one offer to keep.
type Decision struct {
	Choice engine.Choice
	Points []engine.Point
}

// Needed reports whether g's next step is a RIF opening decision for this
// package rather than an ordinary move for the search: a prompt, offers to
// place or keep, the opening stones, or a Taraguchi-10 stone inside its
// square (each of which the opponent may answer by swapping).
func Needed(g *engine.Game) bool { return g.InRIFOpening() }

// Decider makes the decisions; it keeps one searcher so the rule tables
// are built once. Not safe for concurrent use.
type Decider struct {
	s *ai.Searcher
}

// New returns a Decider.
func New() *Decider {
	cfg := ai.DefaultConfig()
	return &Decider{s: ai.NewSearcher(cfg, nil)}
}

// Decide answers g's pending step within limit, at the given strength;
// seed makes the weaker strengths' errors reproducible.
func (d *Decider) Decide(ctx context.Context, g *engine.Game, str Strength, limit time.Duration, seed uint64) (Decision, error) {
	if !Needed(g) {
		return Decision{}, fmt.Errorf("rifopen: no opening decision is pending")
	}
	// A tenth of the time is kept back: a search may overrun its share a
	// little, and the answer must come within the level's time.
	limit = limit * 9 / 10
	v := &valuer{ctx: ctx, s: d.s, str: str, until: time.Now().Add(limit),
		rng: rand.New(rand.NewPCG(seed, uint64(g.Actions())))}
	t := g.Turn()
	switch t.Phase {
	case engine.PhaseOpeningStones:
		return Decision{Points: chooseOpening(g, str, v.rng)}, nil
	case engine.PhasePickOffer:
		offers := g.Offers()
		v.each = limit / time.Duration(len(offers)+1)
		ss := v.scoreAll(g, offers)
		keep := ss[0]
		for _, s := range ss[1:] {
			if s.v < keep.v {
				keep = s
			}
		}
		return Decision{Points: []engine.Point{keep.p}}, nil
	case engine.PhaseOffers:
		return Decision{Points: d.offers(g, v, limit, t.StonesLeft)}, nil
	case engine.PhasePlay:
		// A Taraguchi-10 stone inside its square: the opponent may swap
		// next, so the most balanced one.
		z, _ := g.OpeningZone()
		cs := candidates(g, z, true)
		v.each = limit / time.Duration(len(cs)+1)
		return Decision{Points: []engine.Point{mostBalanced(v.scoreAll(g, cs)).p}}, nil
	}
	return Decision{Choice: d.choose(g, v, limit)}, nil
}

// fifths values Black's candidate 5th moves, best for Black first.
func fifths(g *engine.Game, v *valuer, limit time.Duration) []scored {
	cs := candidates(g, engine.Zone{}, false)
	v.each = limit / time.Duration(len(cs)+1)
	return bestForBlack(v.scoreAll(g, cs))
}

// offers makes the best offers for Black: White keeps the worst of them,
// so the n best non-symmetric 5th moves make that worst as good as it can
// be. Candidates are one per family of mirror images, so no two of them
// are symmetric; earlier offers already on the board are kept.
func (d *Decider) offers(g *engine.Game, v *valuer, limit time.Duration, n int) []engine.Point {
	var out []engine.Point
	for _, s := range fifths(g, v, limit) {
		if len(out) == n {
			break
		}
		if g.CheckOffer(s.p) == nil && !mirrorsAny(g, s.p, out) {
			out = append(out, s.p)
		}
	}
	return out
}

func mirrorsAny(g *engine.Game, p engine.Point, ps []engine.Point) bool {
	for _, q := range ps {
		if g.Mirrors(p, q) {
			return true
		}
	}
	return false
}

// nthValue is what n offers are worth to Black: White keeps the worst,
// which is the n-th best (or the last there is).
func nthValue(ss []scored, n int) int {
	if len(ss) == 0 {
		return 0
	}
	return ss[min(n, len(ss))-1].v
}

// balancedN is the number of offers, 1..maxN, that leaves Black's value
// closest to nothing: the right N for a player the opponent may answer by
// swapping.
func balancedN(ss []scored, maxN int) int {
	best := 1
	for n := 2; n <= maxN; n++ {
		if abs(nthValue(ss, n)) < abs(nthValue(ss, best)) {
			best = n
		}
	}
	return best
}

// choose answers a prompt.
func (d *Decider) choose(g *engine.Game, v *valuer, limit time.Duration) engine.Choice {
	t := g.Turn()
	rule := g.Config().Opening
	n := g.MoveCount()
	switch {
	case t.Choices[0].Offers() > 0 && rule == engine.OpeningSoosorv8:
		// White after move 4; Black may swap next.
		return engine.DeclareOffers(balancedN(fifths(g, v, limit), rule.MaxOffers()))
	case t.Choices[0].Offers() > 0:
		// Yamaguchi, with the opening: the other may swap, and White's
		// move 4 is still to come; judge after White's likely move 4.
		return engine.DeclareOffers(balancedN(afterMove4(g, v, limit), rule.MaxOffers()))
	case rule == engine.OpeningTaraguchi10 && n == 4:
		// Ten offers when even the tenth best 5th is good for Black;
		// otherwise swap, leaving the other to find a balanced single 5th
		// that we may then swap again.
		if nthValue(fifths(g, v, limit), 10) > 0 {
			return engine.ChooseTenOffers
		}
		return engine.ChooseSwap
	}
	// A swap: take Black when the position, as the rule continues it, is
	// better for Black.
	var black int
	switch {
	case rule == engine.OpeningSoosorv8 && n == 4:
		black = nthValue(fifths(g, v, limit), g.Declared())
	case rule == engine.OpeningYamaguchi:
		black = nthValue(afterMove4(g, v, limit), g.Declared())
	default:
		v.each = limit
		black = v.blackValue(g, engine.NoPoint())
	}
	holdBlack := g.ColorOf(t.Seat) == engine.Black
	if (black > 0) == holdBlack {
		return engine.ChooseStay
	}
	return engine.ChooseSwap
}

// afterMove4 plays White's best move 4 (a third of the time) and values
// Black's 5th moves after it.
func afterMove4(g *engine.Game, v *valuer, limit time.Duration) []scored {
	cfg := g.Config()
	cfg.Opening = engine.OpeningNone
	pos := ai.Position{Config: cfg, Size: cfg.Size, Rule: cfg.Rule, Moves: g.Moves()}
	info, err := v.s.Search(v.ctx, pos, ai.Limits{Time: limit / 3, Depth: v.str.Depth})
	if err != nil {
		return nil
	}
	h := engine.History{Moves: append(g.Moves(), info.Move)}
	plain, err := engine.Replay(cfg, h)
	if err != nil {
		return nil
	}
	return fifths(plain, v, limit*2/3)
}

package rifopen

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Strength is how carefully a level decides: the depth of each short search
// (0: as deep as time allows) and the size of the random error added to
// every value, in the engine's units (about 200 is a clear advantage).
type Strength struct {
	Depth int
	Noise int
}

// Strengths are the decision strengths of ai.Levels, weakest first.
func Strengths() []Strength {
	return []Strength{{1, 200}, {2, 150}, {3, 100}, {5, 60}, {8, 30}, {0, 0}}
}

// clampScore keeps wins and losses comparable with ordinary values: a
// forced win is simply "very good".
const clampScore = 3000

// valuer scores positions for Black with short searches.
type valuer struct {
	ctx   context.Context
	s     *ai.Searcher
	str   Strength
	each  time.Duration
	until time.Time
	rng   *rand.Rand
}

// blackValue is how good g's position is for Black after p is played by the
// side to move (NoPoint: as it stands).
func (v *valuer) blackValue(g *engine.Game, p engine.Point) int {
	moves := g.Moves()
	if p != engine.NoPoint() {
		moves = append(moves, p)
	}
	cfg := g.Config()
	cfg.Opening = engine.OpeningNone
	pos := ai.Position{Config: cfg, Size: cfg.Size, Rule: cfg.Rule, Moves: moves}
	lim := ai.Limits{Time: v.each, Depth: v.str.Depth}
	if left := time.Until(v.until); left < lim.Time {
		lim.Time = max(left, time.Millisecond)
	}
	info, err := v.s.Search(v.ctx, pos, lim)
	score := 0
	if err == nil {
		score = max(-clampScore, min(clampScore, info.Score))
	}
	if len(moves)%2 == 1 { // White to move: its score is against Black
		score = -score
	}
	if v.str.Noise > 0 {
		score += v.rng.IntN(2*v.str.Noise+1) - v.str.Noise
	}
	return score
}

// scored is a candidate point and its value for Black.
type scored struct {
	p engine.Point
	v int
}

// scoreAll values the candidates, one short search each, in order, until
// the decision's time is spent (the first is always valued): the
// candidates come nearest first, so the ones left out are the far ones.
func (v *valuer) scoreAll(g *engine.Game, ps []engine.Point) []scored {
	out := make([]scored, 0, len(ps))
	for i, p := range ps {
		if i > 0 && !time.Now().Before(v.until) {
			break
		}
		out = append(out, scored{p, v.blackValue(g, p)})
	}
	return out
}

// bestForBlack sorts candidates best for Black first (ties in board order,
// so the result is reproducible).
func bestForBlack(ss []scored) []scored {
	slices.SortStableFunc(ss, func(a, b scored) int { return b.v - a.v })
	return ss
}

// mostBalanced is the candidate whose value is closest to nothing.
func mostBalanced(ss []scored) scored {
	best := ss[0]
	for _, s := range ss[1:] {
		if abs(s.v) < abs(best.v) {
			best = s
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// candidates lists one point of each family of equivalent empty points
// (equal by a symmetry of the stones) that zone allows, within two points of
// a stone, nearest first: the moves worth a short search.
func candidates(g *engine.Game, zone engine.Zone, zoned bool) []engine.Point {
	size := g.Config().Size
	moves := g.Moves()
	var out []engine.Point
	for y := range size {
		for x := range size {
			p := engine.Point{X: x, Y: y}
			if g.At(p) != engine.Empty || (zoned && !zone.Allows(p)) || !near(p, moves, 2) {
				continue
			}
			if slices.ContainsFunc(out, func(q engine.Point) bool { return g.Mirrors(p, q) }) {
				continue
			}
			out = append(out, p)
		}
	}
	if len(moves) == 0 {
		out = append(out, engine.Center(size))
	}
	// Nearest the stones first (summed distance), so a decision short of
	// time leaves out the far points.
	slices.SortStableFunc(out, func(a, b engine.Point) int { return spread(a, moves) - spread(b, moves) })
	return out
}

// spread is p's summed Chebyshev distance to the stones.
func spread(p engine.Point, stones []engine.Point) int {
	d := 0
	for _, s := range stones {
		d += max(abs(p.X-s.X), abs(p.Y-s.Y))
	}
	return d
}

func near(p engine.Point, stones []engine.Point, d int) bool {
	for _, s := range stones {
		if abs(p.X-s.X) <= d && abs(p.Y-s.Y) <= d {
			return true
		}
	}
	return false
}

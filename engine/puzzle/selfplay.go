package puzzle

import (
	"context"
	"errors"
	"math/rand/v2"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// The self-play games are depth-limited (never time-limited), so a seed
// gives the same game on every machine. Both sides search 3 plies without
// the threat solvers and now and then play a random nearby move, as weak
// players do: their games are full of wins one side has and does not see,
// which is where the puzzles come from.
const (
	playDepth   = 3
	slipPercent = 12 // chance of a random move next to the stones
	openingMin  = 2  // stones after Black's centre stone, at random
	openingMax  = 4
)

// playConfig is the self-play engine: the hand-set evaluation (so tuning
// the engine's weights does not change the shipped puzzles), no root
// VCF/VCT solver and a short quiescence; and the search the shipped sets
// were made with.
func playConfig() ai.Config {
	c := ai.DefaultConfig().WithoutSelectivity()
	c.HandEval = true
	c.RootVCFNodes = 0
	c.RootVCTNodes = 0
	c.QDepth = 0
	c.HashMB = 4
	return c
}

// selfPlay plays one seeded game of the given kind to its end (or a full
// board) and returns its moves.
func selfPlay(ctx context.Context, eng *ai.Searcher, cfg engine.Config, seed uint64) ([]engine.Point, error) {
	rng := rand.New(rand.NewPCG(seed, 0x5eed9a3e))
	g, err := engine.NewGame(cfg)
	if err != nil {
		return nil, err
	}
	c := engine.Center(cfg.Size)
	if err := g.Play(c); err != nil {
		return nil, err
	}
	for n := openingMin + rng.IntN(openingMax-openingMin+1); n > 0; {
		p := engine.Point{X: c.X - 2 + rng.IntN(5), Y: c.Y - 2 + rng.IntN(5)}
		if g.Check(p) == nil {
			if err := g.Play(p); err != nil {
				return nil, err
			}
			n--
		}
	}
	for !g.Over() {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		mv, ok := slip(g, rng)
		if !ok {
			info, err := eng.Search(ctx, ai.PositionOf(g), ai.Limits{Depth: playDepth})
			if errors.Is(err, ai.ErrNoMove) {
				break
			}
			if err != nil {
				return nil, err
			}
			mv = info.Move
		}
		if err := g.Play(mv); err != nil {
			return nil, err
		}
	}
	return g.Moves(), nil
}

// slip sometimes picks a random legal point next to a stone.
func slip(g *engine.Game, rng *rand.Rand) (engine.Point, bool) {
	if rng.IntN(100) >= slipPercent {
		return engine.Point{}, false
	}
	size := g.Config().Size
	var near []engine.Point
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			p := engine.Point{X: x, Y: y}
			if g.At(p) == engine.Empty && touches(g, p) && g.Check(p) == nil {
				near = append(near, p)
			}
		}
	}
	if len(near) == 0 {
		return engine.Point{}, false
	}
	return near[rng.IntN(len(near))], true
}

// touches reports whether p has a stone among its eight neighbours.
func touches(g *engine.Game, p engine.Point) bool {
	size := g.Config().Size
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			q := engine.Point{X: p.X + dx, Y: p.Y + dy}
			if (dx != 0 || dy != 0) && q.In(size) && g.At(q) != engine.Empty {
				return true
			}
		}
	}
	return false
}

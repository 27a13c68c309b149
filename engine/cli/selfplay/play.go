package selfplay

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sync"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/cli/match"
)

// Options describe a run.
type Options struct {
	Rule  engine.Rule
	Size  int
	Nodes uint64    // node budget of every searched move
	Seed  uint64    // game i depends only on Seed and i
	Cfg   ai.Config // the engine that plays both sides
}

// maxExtra is the most random stones added to a start from the match
// tool's wide set: with its 36 starts and 8 symmetries they make the
// openings of a long run distinct.
const maxExtra = 2

// opening is game i's start: a start of the wide set, turned by one of
// the board's symmetries, then up to maxExtra random stones near it,
// each checked legal and not ending the game.
func opening(o Options, i int, starts [][]engine.Point) ([]engine.Point, error) {
	rng := rand.New(rand.NewPCG(o.Seed, uint64(i)))
	start := starts[rng.IntN(len(starts))]
	sym := rng.IntN(8)
	c := engine.Center(o.Size)
	g, err := engine.NewGame(engine.Config{Size: o.Size, Rule: o.Rule})
	if err != nil {
		return nil, err
	}
	for _, p := range start {
		if err := g.Play(p.Turned(sym, c)); err != nil {
			return nil, fmt.Errorf("selfplay: start %v: %w", engine.FormatMoves(start), err)
		}
	}
	for extra := rng.IntN(maxExtra + 1); extra > 0; extra-- {
		for try := 0; try < 50; try++ {
			last, _ := g.LastMove()
			p := engine.Point{X: last.X + rng.IntN(5) - 2, Y: last.Y + rng.IntN(5) - 2}
			if !p.In(o.Size) || g.Check(p) != nil {
				continue
			}
			if err := g.Play(p); err != nil {
				return nil, err
			}
			if g.Over() {
				g.Undo()
				continue
			}
			break
		}
	}
	return g.Moves(), nil
}

// matchStarts are the starts openings are made from: the match tool's
// wide set.
func matchStarts(size int) ([][]engine.Point, error) {
	return match.OpeningsNamed("wide", size)
}

// playOne plays game i with the searcher e.
func playOne(ctx context.Context, o Options, e *ai.Searcher, i int, starts [][]engine.Point) (Game, error) {
	open, err := opening(o, i, starts)
	if err != nil {
		return Game{}, err
	}
	cfg := engine.Config{Size: o.Size, Rule: o.Rule}
	g, err := engine.NewGame(cfg)
	if err != nil {
		return Game{}, err
	}
	if err := g.PlayAll(open); err != nil {
		return Game{}, err
	}
	rec := Game{Index: i, Rule: o.Rule, Size: o.Size, Opening: len(open)}
	for !g.Over() {
		info, err := e.Search(ctx, ai.PositionOf(g), ai.Limits{Nodes: o.Nodes})
		if errors.Is(err, ai.ErrNoMove) {
			break
		}
		if err != nil {
			return Game{}, fmt.Errorf("selfplay: game %d move %d: %w", i, g.MoveCount()+1, err)
		}
		if err := g.Play(info.Move); err != nil {
			return Game{}, fmt.Errorf("selfplay: game %d: the engine played %v: %w", i, info.Move, err)
		}
		score := info.Score
		if info.Source == "five" || info.Source == "block" {
			score = Forced
		}
		rec.Scores = append(rec.Scores, score)
	}
	rec.Moves = g.Moves()
	if r := g.Result(); r.Status == engine.Won {
		rec.Result = r.Winner
	}
	return rec, nil
}

// Play plays the games of the given indices on jobs goroutines, each
// with its own searcher, and hands every finished game to keep, one call
// at a time, in the order they finish. It stops at the first error.
func Play(ctx context.Context, o Options, jobs int, indices []int, keep func(Game) error) error {
	starts, err := matchStarts(o.Size)
	if err != nil {
		return err
	}
	tables := &ai.TableSet{}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	todo := make(chan int)
	go func() {
		defer close(todo)
		for _, i := range indices {
			select {
			case todo <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	var mu sync.Mutex
	errs := make(chan error, jobs)
	for range jobs {
		go func() {
			e := ai.NewSearcher(o.Cfg, tables)
			for i := range todo {
				g, err := playOne(ctx, o, e, i, starts)
				if err == nil {
					mu.Lock()
					err = keep(g)
					mu.Unlock()
				}
				if err != nil {
					cancel()
					errs <- err
					return
				}
			}
			errs <- ctx.Err()
		}()
	}
	var first error
	for range jobs {
		if err := <-errs; err != nil && (first == nil || errors.Is(first, context.Canceled)) {
			first = err
		}
	}
	return first
}

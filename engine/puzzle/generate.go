package puzzle

import (
	"context"
	"fmt"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// The search for a puzzle in a position. A VCF of any length up to
// maxVCF is looked for first, then a VCT of at most maxVCT attacking
// moves; the solution must be at least minLength moves long, and the
// shallow search (shallowDepth plies, no threat solver, no quiescence) must
// not see a win.
const (
	maxVCF       = 20
	maxVCT       = 5
	minLength    = 3
	shallowDepth = 2
	findNodes    = 100_000
	weakTries    = 8
	weakLevel    = "Easy"
)

// Options bound a generation run.
type Options struct {
	Rule  engine.Rule
	Size  int
	Seed  uint64
	Games int // self-play games to mine
	// Max stops the run once this many puzzles were kept (0: no cap).
	Max int
	// Progress, when set, is called after every game with the games
	// played and the puzzles kept so far.
	Progress func(games, kept int)
}

// Generate plays opt.Games seeded self-play games and calls keep with every
// puzzle found, in a reproducible order: the same options give the same
// puzzles. It stops early when ctx is done (returning its error).
func Generate(ctx context.Context, opt Options, keep func(Puzzle) error) error {
	cfg := engine.Config{Size: opt.Size, Rule: opt.Rule}
	if err := cfg.Validate(); err != nil {
		return fmt.Errorf("puzzle: %w", err)
	}
	var tables ai.TableSet
	f := newFinder(&tables)
	play := ai.NewSearcher(playConfig(), &tables)
	kept := 0
	for game := 0; game < opt.Games; game++ {
		seed := opt.Seed*1_000_003 + uint64(game)
		moves, err := selfPlay(ctx, play, cfg, seed)
		if err != nil {
			return fmt.Errorf("puzzle: game %d: %w", game, err)
		}
		last := [2]int{-10, -10} // ply of the last puzzle per attacker
		for ply := 6; ply < len(moves); ply++ {
			pos := ai.Position{Size: opt.Size, Rule: opt.Rule, Moves: moves[:ply]}
			p, ok, err := f.find(ctx, pos)
			if err != nil {
				return fmt.Errorf("puzzle: game %d ply %d: %w", game, ply, err)
			}
			if !ok {
				continue
			}
			// The same win still there two plies on is the same puzzle.
			prev := last[ply%2]
			last[ply%2] = ply
			if ply-prev == 2 {
				continue
			}
			p.ID = fmt.Sprintf("%s-%d-%d-%d", opt.Rule, opt.Seed, game, ply)
			if err := keep(p); err != nil {
				return err
			}
			kept++
			if opt.Max > 0 && kept >= opt.Max {
				return nil
			}
		}
		if opt.Progress != nil {
			opt.Progress(game+1, kept)
		}
	}
	return nil
}

// finder holds the engines one generation reuses.
type finder struct {
	solver  *ai.Searcher
	shallow *ai.Searcher
	weak    *ai.LevelPlayer
	level   ai.Level
}

func newFinder(tables *ai.TableSet) *finder {
	// The shallow search sees with the hand-set weights, like the
	// self-play, so the shipped set stays what this generator makes.
	sh := ai.DefaultConfig().WithoutSelectivity()
	sh.HandEval = true
	sh.RootVCFNodes, sh.RootVCTNodes, sh.QDepth, sh.HashMB = 0, 0, 0, 2
	level, err := ai.LevelByName(weakLevel)
	if err != nil {
		panic(err) // a level of the engine's own list
	}
	return &finder{
		solver:  ai.NewSearcher(ai.DefaultConfig(), tables),
		shallow: ai.NewSearcher(sh, tables),
		weak:    ai.NewLevelPlayer(),
		level:   level.Untimed(),
	}
}

// find reports whether pos is a puzzle and returns it, rated.
func (f *finder) find(ctx context.Context, pos ai.Position) (Puzzle, bool, error) {
	if trivial, err := f.trivial(ctx, pos); err != nil || trivial {
		return Puzzle{}, false, err
	}
	kind := ai.VCF
	proof, err := f.solver.Solve(ctx, pos, ai.VCF, maxVCF, findNodes)
	if err != nil {
		return Puzzle{}, false, err
	}
	if !proof.Won() {
		kind = ai.VCT
		if proof, err = f.solver.Solve(ctx, pos, ai.VCT, maxVCT, findNodes); err != nil {
			return Puzzle{}, false, err
		}
	}
	if !proof.Won() {
		return Puzzle{}, false, nil
	}
	// The VCT solver's line follows the longest resistance within the
	// bound it proved; the puzzle's bound is the shortest that wins.
	for n := minLength - 1; n < proof.Moves(); n++ {
		short, err := f.solver.Solve(ctx, pos, kind, n, findNodes)
		if err != nil {
			return Puzzle{}, false, err
		}
		if short.Won() {
			proof = short
			break
		}
	}
	if proof.Moves() < minLength {
		return Puzzle{}, false, nil
	}
	info, err := f.shallow.Search(ctx, pos, ai.Limits{Depth: shallowDepth})
	if err != nil || info.Mate > 0 {
		return Puzzle{}, false, err
	}
	p := Puzzle{Rule: pos.Rule, Size: pos.Size, Moves: append([]engine.Point(nil), pos.Moves...),
		Kind: kind, Length: proof.Moves(), Solution: proof.Line}
	if err := Unique(ctx, f.solver, p); err != nil {
		return Puzzle{}, false, ctx.Err()
	}
	found := 0
	for seed := uint64(0); seed < weakTries; seed++ {
		mv, _, err := f.weak.BestMove(ctx, pos, f.level, seed)
		if err != nil {
			return Puzzle{}, false, err
		}
		if mv == proof.Line[0] {
			found++
		}
	}
	p.Found = float64(found) / weakTries
	p.Rating = Difficulty(p)
	return p, true, nil
}

// trivial reports positions that are no puzzle: the attacker has a five
// or a four no block stops (a win in one), or the defender threatens five
// (the first move is a forced block).
func (f *finder) trivial(ctx context.Context, pos ai.Position) (bool, error) {
	now, err := f.solver.Solve(ctx, pos, ai.VCF, 1, 1000)
	if err != nil || now.Won() {
		return true, err
	}
	their, err := f.solver.Solve(ctx, passed(pos), ai.VCF, 1, 1000)
	if err != nil {
		return true, err
	}
	return their.Won() && len(their.Line) == 1, nil
}

// passed is pos with the other side to move, as set-up stones.
func passed(pos ai.Position) ai.Position {
	out := ai.Position{Size: pos.Size, Rule: pos.Rule, ToMove: engine.White}
	if len(pos.Moves)%2 == 1 {
		out.ToMove = engine.Black
	}
	for i, p := range pos.Moves {
		out.Setup = append(out.Setup, ai.Stone{P: p, Color: engine.Color(i%2 + 1)})
	}
	return out
}

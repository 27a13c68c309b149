package ai

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"

	"gomoku/engine"
)

// The evaluation tuner (gomoku tune): it plays self-play games of the
// current engine under a rule (fixed node limits, openings drawn from a
// fixed seed, so the same build always produces the same games), takes
// the quiet positions of those games with the game's result, and fits the
// evaluation weights (evalWeights) by Texel's method: the logistic of the
// static evaluation should predict the result. The fitted weights come
// out as the Go case of tunedWeights, for evalweights_tuned.go. Freestyle
// and renju play weights it fitted; the other rules play the hand-set
// ones (docs/engine.md, Evaluation).

// TuneOptions are the tuner's settings.
type TuneOptions struct {
	// Rule is freestyle, standard, renju, caro, omok or
	// standard-restricted.
	Rule string
	// Games self-play games at Nodes a move, Jobs at once, their openings
	// drawn from Seed.
	Games int
	Nodes uint64
	Jobs  int
	Seed  uint64
	// Epochs is the fit's number of gradient steps.
	Epochs int
	// Save is a games file: read when it exists (no games are played),
	// written after the games otherwise; "" keeps none.
	Save string
	// Codes also fits a correction for every Pattern4 code seen often
	// enough, pulled towards zero by Ridge.
	Codes bool
	Ridge float64
	// MinStones and MaxStones fit one phase of the game alone: positions
	// with at least MinStones stones and, when MaxStones > 0, fewer than
	// MaxStones.
	MinStones, MaxStones int
	// Progress, when not nil, is told what the tuner is doing: games
	// played, positions found, the fit's loss every few hundred epochs.
	Progress func(format string, args ...any)
}

// TuneResult is what a fit found.
type TuneResult struct {
	// Case is the fitted weights as a case of tunedWeights.
	Case string
	// Positions is how many quiet positions the fit had, HeldOut how many
	// of them it left out to judge it.
	Positions, HeldOut int
	// K is the logistic's scale; Before and After are the held-out loss
	// of the starting and the fitted weights.
	K, Before, After float64
}

func (o *TuneOptions) logf(format string, args ...any) {
	if o.Progress != nil {
		o.Progress(format, args...)
	}
}

// inPhase says whether a sample's position (ply+1 stones) is in the
// phase MinStones and MaxStones select.
func (o *TuneOptions) inPhase(s tuneSample) bool {
	n := int(s.ply) + 1
	return n >= o.MinStones && (o.MaxStones == 0 || n < o.MaxStones)
}

// tuneConfig maps a rule name to a configuration and its table variant.
func tuneConfig(name string) (engine.Config, error) {
	if name == "standard-restricted" {
		return engine.Config{Size: 15, Rule: engine.Standard, RestrictBlack: true}, nil
	}
	for _, r := range engine.Rules() {
		if strings.EqualFold(r.String(), name) {
			return engine.Config{Size: 15, Rule: r}, nil
		}
	}
	return engine.Config{}, fmt.Errorf("tune: unknown rule %q (want %s or standard-restricted)", name, engine.RuleNames(", "))
}

// Tune plays (or reads) the games and fits the weights.
func Tune(ctx context.Context, o TuneOptions) (TuneResult, error) {
	cfg, err := tuneConfig(o.Rule)
	if err != nil {
		return TuneResult{}, err
	}
	var ts TableSet
	tb := ts.getFor(cfg)
	ps := tunable(tb, o.Codes)
	games, err := loadTuneGames(o.Save, cfg.Size)
	if err != nil {
		return TuneResult{}, err
	}
	if games == nil {
		if games, err = selfPlay(ctx, cfg, &o); err != nil {
			return TuneResult{}, err
		}
		if err := saveTuneGames(o.Save, games); err != nil {
			return TuneResult{}, err
		}
	}
	wins := [3]int{}
	for _, g := range games {
		wins[int(g.result*2)]++
	}
	o.logf("%d games: Black %d, White %d, draws %d", len(games), wins[2], wins[0], wins[1])
	// Fit against the weights the games were played with.
	samples := features(games, tb, ps, &o)
	rand.New(rand.NewPCG(o.Seed, 7)).Shuffle(len(samples), func(i, j int) { samples[i], samples[j] = samples[j], samples[i] })
	cut := len(samples) * 9 / 10
	train, test := samples[:cut], samples[cut:]
	o.logf("%d quiet positions (%d for training, %d held out)", len(samples), len(train), len(test))
	if len(train) == 0 || len(test) == 0 {
		return TuneResult{}, errors.New("tune: too few quiet positions to fit and judge (play more games)")
	}
	theta0 := make([]float64, len(ps))
	w := tb.w
	for i, p := range ps {
		theta0[i] = float64(*p.get(&w))
	}
	theta, k := fit(train, ps, theta0, &o)
	for i, p := range ps {
		if p.kind == 3 {
			o.logf("colour term (Black to move): %.0f", theta[i])
		}
	}
	r := TuneResult{Case: tunedCase(tb, ps, theta, o.Rule), Positions: len(samples), HeldOut: len(test), K: k,
		Before: tuneLoss(test, theta0, k), After: tuneLoss(test, theta, k)}
	o.logf("held-out loss: starting weights %.5f, tuned %.5f (K %.1f)", r.Before, r.After, k)
	return r, nil
}

// tuneGame is one self-play game: its moves and the result for Black
// (1 win, 0 loss, 0.5 draw).
type tuneGame struct {
	moves  []engine.Point
	result float64
}

// selfPlay plays o.Games games under cfg, each from three to five random
// stones near the centre (game i's opening depends only on the seed and
// i).
func selfPlay(ctx context.Context, cfg engine.Config, o *TuneOptions) ([]tuneGame, error) {
	games := make([]tuneGame, o.Games)
	errs := make([]error, o.Games)
	var ts TableSet
	inParallel(o.Games, o.Jobs, func() *Searcher { return NewSearcher(DefaultConfig(), &ts) }, func(e *Searcher, i int) {
		games[i], errs[i] = playTuneGame(ctx, e, cfg, o.Nodes, rand.New(rand.NewPCG(o.Seed, uint64(i))))
	}, func(handed int) {
		if handed%100 == 0 || handed == o.Games {
			o.logf("games started: %d of %d", handed, o.Games)
		}
	})
	if err := errors.Join(errs...); err != nil {
		return nil, fmt.Errorf("tune: %w", err)
	}
	return games, nil
}

func playTuneGame(ctx context.Context, e *Searcher, cfg engine.Config, nodes uint64, rng *rand.Rand) (tuneGame, error) {
	opening, err := randomOpening(cfg, rng)
	if err != nil {
		return tuneGame{}, err
	}
	g, err := engine.NewGame(cfg)
	if err != nil {
		return tuneGame{}, err
	}
	if err := g.PlayAll(opening); err != nil {
		return tuneGame{}, err
	}
	for !g.Over() && g.MoveCount() < 150 {
		info, err := e.Search(ctx, PositionOf(g), Limits{Nodes: nodes})
		if errors.Is(err, ErrNoMove) {
			break // nothing legal left: the game ends as it stands
		}
		if err != nil {
			return tuneGame{}, err
		}
		if err := ctx.Err(); err != nil {
			return tuneGame{}, err
		}
		if g.Play(info.Move) != nil {
			break
		}
	}
	res := 0.5
	switch g.Result().Winner {
	case engine.Black:
		res = 1
	case engine.White:
		res = 0
	}
	return tuneGame{moves: g.Moves(), result: res}, nil
}

// randomOpening draws three to five stones near the centre that the rule
// accepts.
func randomOpening(cfg engine.Config, rng *rand.Rand) ([]engine.Point, error) {
	g, err := engine.NewGame(cfg)
	if err != nil {
		return nil, err
	}
	c := engine.Center(cfg.Size)
	for k := 3 + rng.IntN(3); g.MoveCount() < k; {
		p := engine.Point{X: c.X + rng.IntN(7) - 3, Y: c.Y + rng.IntN(7) - 3}
		_ = g.Play(p) // a refused point (occupied, forbidden) is drawn again
	}
	return g.Moves(), nil
}

// inParallel calls work(e, i) for every i in [0, n), jobs at a time. Each
// job has its own worker from newWorker, since a Searcher is not safe for
// concurrent use. progress, when not nil, is told how many indices have
// been handed out, so a long run shows it is alive.
func inParallel[W any](n, jobs int, newWorker func() W, work func(e W, i int), progress func(handed int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for j := 0; j < max(jobs, 1); j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newWorker()
			for i := range next {
				work(e, i)
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
		if progress != nil {
			progress(i + 1)
		}
	}
	close(next)
	wg.Wait()
}

// The games file has one game a line: the result for Black (1, 0 or 0.5),
// a space and the moves (h8i9…). It is written whole, through a temporary
// file, so an interrupted run leaves none half written.
func saveTuneGames(path string, games []tuneGame) error {
	if path == "" {
		return nil
	}
	var sb strings.Builder
	for _, g := range games {
		fmt.Fprintf(&sb, "%g %s\n", g.result, engine.FormatMoves(g.moves))
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(sb.String()), 0o644); err != nil {
		return fmt.Errorf("tune: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("tune: %w", err)
	}
	return nil
}

// loadTuneGames reads a games file, or returns nil when there is none.
func loadTuneGames(path string, size int) ([]tuneGame, error) {
	if path == "" {
		return nil, nil
	}
	data, err := os.ReadFile(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("tune: %w", err)
	}
	var games []tuneGame
	for i, line := range strings.Split(strings.TrimSpace(string(data)), "\n") {
		res, moves, ok := strings.Cut(line, " ")
		r, err := strconv.ParseFloat(res, 64)
		if !ok || err != nil || (r != 0 && r != 0.5 && r != 1) {
			return nil, fmt.Errorf("tune: %s:%d: bad line (want a result 1, 0 or 0.5, a space and the moves)", path, i+1)
		}
		pts, err := engine.ParseMoves(moves, size)
		if err != nil {
			return nil, fmt.Errorf("tune: %s:%d: %w", path, i+1, err)
		}
		games = append(games, tuneGame{moves: pts, result: r})
	}
	return games, nil
}

package match

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"sync"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/pbrain/client"
)

// Contestant is one side of a match: either a configuration searched with
// fixed limits or a UI level.
type Contestant struct {
	Name   string
	cfg    ai.Config
	limits ai.Limits
	level  *ai.Level
	ext    *client.Options // an external pbrain engine
}

// ParseContestant reads "default", "first", a level name (any case) or
// "pbrain:/path/to/engine [args]", an external Gomocup engine that gets
// lim.Time per move (1 s when lim has no time limit).
// Configurations use lim; levels bring their own limits. "default" may be
// followed by "-avg", "-43", "-prune", "-vcf", "-dvcf", "-vct" or "-tNNN" (tempo weight in percent) (repeatable) to switch one
// feature off, for measuring what it is worth ("-jN" searches on N threads,
// "-hand" evaluates with the hand-set weights instead of the tuned ones,
// "-earlier" with the weights before the latest refit (Hard and Expert's),
// "-nnue" evaluates with the learned network where the rule has one,
// "-xNAME=V" sets the search margin NAME, see ai.Config.SetTunable, and a
// duration such as "-400ms" replaces lim.Time for this player alone).
func ParseContestant(spec string, lim ai.Limits) (Contestant, error) {
	if cmd, ok := cutPrefixFold(spec, "pbrain:"); ok {
		path, args, err := client.ParseCommand(cmd)
		if err != nil {
			return Contestant{}, fmt.Errorf("match: %q: %w", spec, err)
		}
		turn := lim.Time
		if turn <= 0 {
			turn = time.Second
		}
		o := client.Options{Path: path, Args: args, TurnTime: turn}
		return Contestant{Name: o.Name(), ext: &o}, nil
	}
	lower := strings.ToLower(spec)
	if lower == "first" {
		return Contestant{Name: "first", cfg: ai.FirstConfig(), limits: lim}, nil
	}
	if parts := strings.Split(lower, "-"); parts[0] == "default" {
		cfg := ai.DefaultConfig()
		for _, f := range parts[1:] {
			switch f {
			case "avg":
				cfg.AvgEval = false
			case "43":
				cfg.DefendFourThree = false
			case "prune":
				cfg.Pruning = false
			case "vcf":
				cfg.RootVCFNodes = 0
			case "dvcf":
				cfg.RootDefendVCF = false
			case "vct":
				cfg.RootVCTNodes = 0
			case "hand":
				cfg.HandEval = true
			case "earlier":
				cfg.EarlierEval = true
			case "c3+":
				cfg.CounterThrees = true
			case "c3":
				cfg.CounterThrees = false
			case "nnue":
				cfg.Net = true
			default:
				if name, val, ok := strings.Cut(strings.TrimPrefix(f, "x"), "="); ok && f[0] == 'x' {
					v, err := strconv.ParseFloat(val, 64)
					if err == nil {
						err = cfg.SetTunable(name, v)
					}
					if err != nil {
						return Contestant{}, fmt.Errorf("match: feature %q in %q: %w", f, spec, err)
					}
				} else if n, ok := numberAfter(f, "j", 64); ok {
					lim.Threads = n // jN searches on N threads
				} else if n, ok := numberAfter(f, "t", 300); ok {
					cfg.Tempo = n // tNNN sets the tempo weight, for tuning
				} else if d, err := time.ParseDuration(f); err == nil && d > 0 {
					lim.Time = d // a time of its own, for time-odds matches
				} else {
					return Contestant{}, fmt.Errorf("match: unknown feature %q in %q", f, spec)
				}
			}
		}
		return Contestant{Name: lower, cfg: cfg, limits: lim}, nil
	}
	l, err := ai.LevelByName(spec)
	if err != nil {
		return Contestant{}, fmt.Errorf("match: %q is neither default, first nor a level: %w", spec, err)
	}
	return Contestant{Name: l.Name, level: &l}, nil
}

// numberAfter reads feature f as prefix followed by a number in 1..max.
func numberAfter(f, prefix string, max int) (int, bool) {
	rest, ok := strings.CutPrefix(f, prefix)
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(rest)
	return n, err == nil && n > 0 && n <= max
}

// cutPrefixFold is strings.CutPrefix ignoring the prefix's case.
func cutPrefixFold(s, prefix string) (string, bool) {
	if len(s) < len(prefix) || !strings.EqualFold(s[:len(prefix)], prefix) {
		return s, false
	}
	return s[len(prefix):], true
}

// Score is a match result from the first player's point of view.
type Score struct {
	Wins, Losses, Draws int
}

// Games is the number of games played.
func (s Score) Games() int { return s.Wins + s.Losses + s.Draws }

// Ratio is the first player's score fraction (a draw counts half).
func (s Score) Ratio() float64 {
	if s.Games() == 0 {
		return 0
	}
	return (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Games())
}

// Elo is the rating difference the ratio implies (clamped at ±800).
func (s Score) Elo() float64 {
	r := s.Ratio()
	if r <= 0 {
		return -800
	}
	if r >= 1 {
		return 800
	}
	return math.Max(-800, math.Min(800, -400*math.Log10(1/r-1)))
}

func (s Score) String() string {
	return fmt.Sprintf("+%d -%d =%d (%.1f%%, Elo %+.0f)", s.Wins, s.Losses, s.Draws, 100*s.Ratio(), s.Elo())
}

// side plays moves for one player.
type side struct {
	p   Contestant
	eng *ai.Searcher
	pl  *ai.LevelPlayer
	ext *client.Brain
}

func newSide(p Contestant, tables *ai.TableSet, cfg engine.Config) (*side, error) {
	s := &side{p: p}
	switch {
	case p.ext != nil:
		o := *p.ext
		o.Size, o.Rule = cfg.Size, cfg.Rule
		e, err := client.New(o)
		if err != nil {
			return nil, fmt.Errorf("match: %w", err)
		}
		s.ext = e
	case p.level != nil:
		s.pl = ai.NewLevelPlayer()
	default:
		s.eng = ai.NewSearcher(p.cfg, tables)
	}
	return s, nil
}

// close stops an external engine's process.
func (s *side) close() {
	if s.ext != nil {
		s.ext.Close()
	}
}

func (s *side) move(ctx context.Context, pos ai.Position, seed uint64) (engine.Point, error) {
	if s.ext != nil {
		return s.ext.Play(ctx, pos.Moves)
	}
	if s.pl != nil {
		mv, _, err := s.pl.BestMove(ctx, pos, *s.p.level, seed)
		return mv, err
	}
	info, err := s.eng.Search(ctx, pos, s.p.limits)
	return info.Move, err
}

// errIllegal marks a game lost by an illegal move.
var errIllegal = errors.New("match: illegal move")

// playGame plays one game from opening; black and white are the sides.
// It returns the winner's colour (Empty for a draw) and the moves.
func playGame(ctx context.Context, cfg engine.Config, opening []engine.Point, black, white *side, seed uint64) (engine.Color, []engine.Point, error) {
	g, err := engine.NewGame(cfg)
	if err != nil {
		return engine.Empty, nil, err
	}
	if err := g.PlayAll(opening); err != nil {
		return engine.Empty, nil, err
	}
	judge := ai.NewSearcher(ai.Config{HashMB: 1}, nil)
	for _, s := range []*side{black, white} {
		if s.ext != nil {
			s.ext.NewGame()
		}
	}
	for !g.Over() {
		if err := ctx.Err(); err != nil {
			return engine.Empty, g.Moves(), err
		}
		s := black
		if g.ToMove() == engine.White {
			s = white
		}
		mv, err := s.move(ctx, ai.PositionOf(g), seed+uint64(g.MoveCount()))
		if errors.Is(err, ai.ErrNoMove) {
			return engine.Empty, g.Moves(), nil
		}
		if errors.Is(err, client.ErrForfeit) {
			return g.ToMove().Opponent(), g.Moves(), fmt.Errorf("%w by %s: %w", errIllegal, s.p.Name, err)
		}
		if err != nil {
			return engine.Empty, g.Moves(), err
		}
		if bad, err := judge.Forbidden(ai.PositionOf(g), mv); err == nil && bad {
			return g.ToMove().Opponent(), g.Moves(), fmt.Errorf("%w by %s: %v is forbidden", errIllegal, s.p.Name, mv)
		}
		if err := g.Play(mv); err != nil {
			return g.ToMove().Opponent(), g.Moves(), fmt.Errorf("%w by %s: %v", errIllegal, s.p.Name, err)
		}
	}
	r := g.Result()
	if r.Status == engine.Won {
		return r.Winner, g.Moves(), nil
	}
	return engine.Empty, g.Moves(), nil
}

// Options configure a match.
type Options struct {
	Config engine.Config
	Pairs  int // openings played (each twice)
	Seed   uint64
	Log    io.Writer // per-game lines, or nil
	// Jobs is how many games are played at once (0 or 1: one after the
	// other). Each job has its own engines; give every job a core of its
	// own, or timed players lose strength to each other.
	Jobs int
	// Openings names the opening set (see OpeningSetNames; "" is
	// DefaultOpenings).
	Openings string
}

// tally adds finished games to a score and the log, from any job.
type tally struct {
	mu  sync.Mutex
	sc  Score
	log io.Writer
	err error
}

func (t *tally) game(n int, black, white *side, aColor, winner engine.Color, moves []engine.Point, err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch winner {
	case engine.Empty:
		t.sc.Draws++
	case aColor:
		t.sc.Wins++
	default:
		t.sc.Losses++
	}
	if t.log == nil {
		return
	}
	res := "draw"
	if winner != engine.Empty {
		res = winner.String() + " wins"
	}
	note := ""
	if err != nil {
		note = " (" + err.Error() + ")"
	}
	fmt.Fprintf(t.log, "game %3d: %s (black) vs %s (white): %s in %d moves%s  %s\n",
		n, black.p.Name, white.p.Name, res, len(moves), note, engine.FormatMoves(moves))
}

func (t *tally) fail(err error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.err == nil {
		t.err = err
	}
}

// Run plays a against b and returns a's score.
func Run(ctx context.Context, a, b Contestant, opt Options) (Score, error) {
	if _, err := openingSet(opt.Openings); err != nil {
		return Score{}, err
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	tables := &ai.TableSet{}
	t := &tally{log: opt.Log}
	pairs := make(chan int)
	var wg sync.WaitGroup
	for range max(1, min(opt.Jobs, opt.Pairs)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := playPairs(ctx, a, b, opt, tables, pairs, t); err != nil {
				t.fail(err)
				cancel()
				// Keep taking pairs so the feeder never blocks.
				for range pairs {
				}
			}
		}()
	}
feed:
	for i := 0; i < opt.Pairs; i++ {
		select {
		case pairs <- i:
		case <-ctx.Done():
			break feed
		}
	}
	close(pairs)
	wg.Wait()
	if t.err == nil && ctx.Err() != nil {
		t.err = ctx.Err()
	}
	return t.sc, t.err
}

// playPairs is one job: its own two sides play each opening pair it takes
// from pairs, with colours swapped between the two games.
func playPairs(ctx context.Context, a, b Contestant, opt Options, tables *ai.TableSet, pairs <-chan int, t *tally) error {
	sa, err := newSide(a, tables, opt.Config)
	if err != nil {
		return err
	}
	defer sa.close()
	sb, err := newSide(b, tables, opt.Config)
	if err != nil {
		return err
	}
	defer sb.close()
	ops, err := OpeningsNamed(opt.Openings, opt.Config.Size)
	if err != nil {
		return err
	}
	// Pair i plays start 7i (mod the set's size), spreading a short match
	// over the set; a set of a multiple of 7 starts (a list given by
	// hand) is played in order, or 7i would return to the same few.
	stride := 7
	if len(ops)%7 == 0 {
		stride = 1
	}
	for i := range pairs {
		op := ops[(i*stride)%len(ops)]
		for swap := 0; swap < 2; swap++ {
			black, white := sa, sb
			aColor := engine.Black
			if swap == 1 {
				black, white = sb, sa
				aColor = engine.White
			}
			winner, moves, err := playGame(ctx, opt.Config, op, black, white, opt.Seed+uint64(i*2+swap)*1000)
			if err != nil && !errors.Is(err, errIllegal) {
				return err
			}
			t.game(i*2+swap+1, black, white, aColor, winner, moves, err)
		}
	}
	return nil
}

// Main runs `gomoku match [-a default] [-b first|pbrain:/path/engine] [-games 20] [-time 100ms]
// [-nodes N] [-depth N] [-rule freestyle] [-size 15] [-seed 1] [-grace 2s] [-jobs 1] [-threads 1]
// [-ladder [-step Level]] [-openings depth6|expert] [-v]`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := Usage()
	fs := c.FlagSet()
	aSpec := fs.String("a", "default", "first `player`: default (today's engine), first (its first version), a level name or pbrain:/path/to/engine (default: default)")
	bSpec := fs.String("b", "first", "second `player`, as for -a (default: first)")
	games := fs.Int("games", 20, "games to play (rounded up to an even number)")
	per := fs.Duration("time", 100*time.Millisecond, "time per move for default/first and pbrain engines")
	nodes := fs.Uint64("nodes", 0, "node limit per move for default/first (0: none)")
	depth := fs.Int("depth", 0, "depth limit per move for default/first (0: none)")
	ruleName := fs.String("rule", "freestyle", "rule set: "+engine.RuleNames(", "))
	size := fs.Int("size", 15, "board size")
	seed := fs.Uint64("seed", 1, "seed for the levels' randomness")
	grace := fs.Duration("grace", 2*time.Second, "how much longer than --time a pbrain engine may take before it forfeits")
	ladder := fs.Bool("ladder", false, "play every level against the level below it")
	step := fs.String("step", "", "with --ladder: only the step of this level against the one below")
	jobs := fs.Int("jobs", 1, "games played at once (give each its own core)")
	threads := fs.Int("threads", 1, "search threads for default/first")
	verbose := fs.Bool("v", false, "print every game")
	openings := fs.String("openings", DefaultOpenings, "opening set: "+strings.Join(OpeningSetNames(), ", ")+", or starts as move strings separated by commas")
	if status, ok := c.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	}
	rule, err := engine.ParseRule(*ruleName)
	if err != nil {
		return c.Fail(stderr, fs, "--rule: %v", err)
	}
	cfg := engine.Config{Size: *size, Rule: rule}
	if err := cfg.Validate(); err != nil {
		return c.Fail(stderr, fs, "%v", err)
	}
	if *games < 1 || *jobs < 1 || *threads < 1 {
		return c.Fail(stderr, fs, "--games, --jobs and --threads must be at least 1")
	}
	if _, err := openingSet(*openings); err != nil {
		return c.Fail(stderr, fs, "%s", strings.TrimPrefix(err.Error(), "match: "))
	}
	opt := Options{Config: cfg, Pairs: (*games + 1) / 2, Seed: *seed, Jobs: *jobs, Openings: *openings}
	if *verbose {
		opt.Log = stdout
	}
	lim := ai.Limits{Time: *per, Nodes: *nodes, Depth: *depth, Threads: *threads}
	ctx := context.Background()
	if *ladder {
		levels := ai.Levels()
		if *step != "" {
			if _, err := ai.LevelByName(*step); err != nil || strings.EqualFold(*step, levels[0].Name) {
				return c.Fail(stderr, fs, "--step %q: not a level above %s", *step, levels[0].Name)
			}
		}
		for i := 1; i < len(levels); i++ {
			if *step != "" && !strings.EqualFold(*step, levels[i].Name) {
				continue
			}
			a, _ := ParseContestant(levels[i].Name, lim)
			b, _ := ParseContestant(levels[i-1].Name, lim)
			sc, err := Run(ctx, a, b, opt)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			fmt.Fprintf(stdout, "%s vs %s: %v\n", a.Name, b.Name, sc)
		}
		return 0
	}
	a, err := ParseContestant(*aSpec, lim)
	if err != nil {
		return c.Fail(stderr, fs, "-a: %s", strings.TrimPrefix(err.Error(), "match: "))
	}
	b, err := ParseContestant(*bSpec, lim)
	if err != nil {
		return c.Fail(stderr, fs, "-b: %s", strings.TrimPrefix(err.Error(), "match: "))
	}
	for _, p := range []*Contestant{&a, &b} {
		if p.ext != nil {
			p.ext.Grace = *grace
		}
	}
	sc, err := Run(ctx, a, b, opt)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stdout, "%s vs %s, %s %dx%d, %d games: %v\n", a.Name, b.Name, rule, *size, *size, sc.Games(), sc)
	return 0
}

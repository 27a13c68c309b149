package match

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Player is one side of a match: either a configuration searched with
// fixed limits or a UI level.
type Player struct {
	Name   string
	cfg    ai.Config
	limits ai.Limits
	level  *ai.Level
}

// ParsePlayer reads "default", "first" or a level name (any case).
// Configurations use lim; levels bring their own limits. "default" may be
// followed by "-avg", "-43", "-prune", "-vcf", "-dvcf", "-vct" or "-tNNN" (tempo weight in percent) (repeatable) to switch one
// feature off, for measuring what it is worth ("-dvct+" switches the root
// defence against the opponent's VCT on).
func ParsePlayer(spec string, lim ai.Limits) (Player, error) {
	lower := strings.ToLower(spec)
	if lower == "first" {
		return Player{Name: "first", cfg: ai.FirstConfig(), limits: lim}, nil
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
			case "dvct+":
				cfg.RootDefendVCT = true
			default:
				// tNNN sets the tempo weight, for tuning
				if n, err := strconv.Atoi(strings.TrimPrefix(f, "t")); err == nil && strings.HasPrefix(f, "t") && n > 0 && n <= 300 {
					cfg.Tempo = n
					continue
				}
				return Player{}, fmt.Errorf("match: unknown feature %q in %q", f, spec)
			}
		}
		return Player{Name: lower, cfg: cfg, limits: lim}, nil
	}
	l, err := ai.LevelByName(spec)
	if err != nil {
		return Player{}, fmt.Errorf("match: %q is neither default, first nor a level: %w", spec, err)
	}
	return Player{Name: l.Name, level: &l}, nil
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
	p   Player
	eng *ai.Engine
	pl  *ai.Player
}

func newSide(p Player, tables *ai.TableSet) *side {
	s := &side{p: p}
	if p.level != nil {
		s.pl = ai.NewPlayer()
	} else {
		s.eng = ai.NewEngine(p.cfg, tables)
	}
	return s
}

func (s *side) move(ctx context.Context, pos ai.Position, seed uint64) (engine.Point, error) {
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
	judge := ai.NewEngine(ai.Config{HashMB: 1}, nil)
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
}

// Run plays a against b and returns a's score.
func Run(ctx context.Context, a, b Player, opt Options) (Score, error) {
	var sc Score
	tables := &ai.TableSet{}
	sa, sb := newSide(a, tables), newSide(b, tables)
	ops := Openings(opt.Config.Size)
	for i := 0; i < opt.Pairs; i++ {
		op := ops[(i*7)%len(ops)]
		for swap := 0; swap < 2; swap++ {
			black, white := sa, sb
			if swap == 1 {
				black, white = sb, sa
			}
			winner, moves, err := playGame(ctx, opt.Config, op, black, white, opt.Seed+uint64(i*2+swap)*1000)
			if err != nil && !errors.Is(err, errIllegal) {
				return sc, err
			}
			aColor := engine.Black
			if swap == 1 {
				aColor = engine.White
			}
			switch winner {
			case engine.Empty:
				sc.Draws++
			case aColor:
				sc.Wins++
			default:
				sc.Losses++
			}
			if opt.Log != nil {
				res := "draw"
				if winner != engine.Empty {
					res = winner.String() + " wins"
				}
				note := ""
				if err != nil {
					note = " (" + err.Error() + ")"
				}
				fmt.Fprintf(opt.Log, "game %3d: %s (black) vs %s (white): %s in %d moves%s  %s\n",
					i*2+swap+1, black.p.Name, white.p.Name, res, len(moves), note, engine.FormatMoves(moves))
			}
		}
	}
	return sc, nil
}

// Main runs `gomoku match [-a default] [-b first] [-games 20] [-time 100ms]
// [-nodes N] [-depth N] [-rule freestyle] [-size 15] [-seed 1] [-ladder] [-v]`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	aSpec := fs.String("a", "default", "first player: default, first or a level name")
	bSpec := fs.String("b", "first", "second player: default, first or a level name")
	games := fs.Int("games", 20, "games to play (rounded up to an even number)")
	per := fs.Duration("time", 100*time.Millisecond, "time per move for default/first")
	nodes := fs.Uint64("nodes", 0, "node limit per move for default/first (0: none)")
	depth := fs.Int("depth", 0, "depth limit per move for default/first (0: none)")
	ruleName := fs.String("rule", "freestyle", "rule set")
	size := fs.Int("size", 15, "board size")
	seed := fs.Uint64("seed", 1, "seed for the levels' randomness")
	ladder := fs.Bool("ladder", false, "play every level against the level below it")
	verbose := fs.Bool("v", false, "print every game")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	rule, err := engine.ParseRule(*ruleName)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	cfg := engine.Config{Size: *size, Rule: rule}
	if err := cfg.Validate(); err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	if *games < 1 {
		fmt.Fprintln(stderr, "match: -games must be at least 1")
		return 2
	}
	opt := Options{Config: cfg, Pairs: (*games + 1) / 2, Seed: *seed}
	if *verbose {
		opt.Log = stdout
	}
	lim := ai.Limits{Time: *per, Nodes: *nodes, Depth: *depth}
	ctx := context.Background()
	if *ladder {
		levels := ai.Levels()
		for i := 1; i < len(levels); i++ {
			a, _ := ParsePlayer(levels[i].Name, lim)
			b, _ := ParsePlayer(levels[i-1].Name, lim)
			sc, err := Run(ctx, a, b, opt)
			if err != nil {
				fmt.Fprintln(stderr, err)
				return 1
			}
			fmt.Fprintf(stdout, "%s vs %s: %v\n", a.Name, b.Name, sc)
		}
		return 0
	}
	a, err := ParsePlayer(*aSpec, lim)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	b, err := ParsePlayer(*bSpec, lim)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	sc, err := Run(ctx, a, b, opt)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stdout, "%s vs %s, %s %dx%d, %d games: %v\n", a.Name, b.Name, rule, *size, *size, sc.Games(), sc)
	return 0
}

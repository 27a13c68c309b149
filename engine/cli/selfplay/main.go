package selfplay

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/cli/usage"
	"gomoku/engine/store"
)

// Usage is what gomoku selfplay says about itself.
func Usage() usage.Command {
	return usage.Command{
		Name:    "selfplay",
		Args:    "[flags]",
		Summary: "Plays the engine against itself and records each move's search score, for training.",
		Details: `Games start from varied openings (a start of the match tool's wide set,
turned, plus up to two random stones) and are played at a fixed node
budget; each is appended to --out with the search's score per move. Game
i depends only on --seed and i; a rerun skips the games the file holds.
A progress line goes to stderr.`,
		Examples: []string{
			"gomoku selfplay --games 2400 --nodes 12000 --jobs 2 --out games.txt",
		},
	}
}

// header is the file's first line: a rerun with other settings would mix
// games of two runs, so it must match.
func header(o Options) string {
	eval := ""
	if o.Cfg.Net {
		eval = " eval=nnue"
	}
	return fmt.Sprintf("# gomoku selfplay %s rule=%s size=%d nodes=%d seed=%d%s\n", Version, o.Rule, o.Size, o.Nodes, o.Seed, eval)
}

// Main runs `gomoku selfplay [-games N] [-nodes N] [-seed S] [-rule R] [-size N] [-out FILE] [-jobs N] [-net]`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := Usage()
	fs := c.FlagSet()
	games := fs.Int("games", 100, "games the file should hold (indices 0 to games-1)")
	nodes := fs.Uint64("nodes", 20000, "node budget per move")
	seed := fs.Uint64("seed", 1, "seed of the openings")
	ruleName := fs.String("rule", "freestyle", "rule set: "+engine.RuleNames(", "))
	size := fs.Int("size", 15, "board size")
	out := fs.String("out", "selfplay.txt", "record file (appended to)")
	jobs := fs.Int("jobs", 1, "games played at once (one per core)")
	net := fs.Bool("net", false, "evaluate with the learned network instead of the classical evaluation")
	if status, ok := c.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	}
	rule, err := engine.ParseRule(*ruleName)
	if err == nil {
		err = engine.Config{Size: *size, Rule: rule}.Validate()
	}
	if err == nil && (*games < 1 || *jobs < 1 || *nodes < 1) {
		err = errors.New("--games, --jobs and --nodes must be at least 1")
	}
	if err == nil {
		err = store.CheckOutputFolder(*out)
	}
	if err != nil {
		return c.Fail(stderr, fs, "%v", err)
	}
	cfg := ai.DefaultConfig()
	cfg.Net = *net
	if *net {
		n, err := ai.NetworkFor(engine.Config{Size: *size, Rule: rule})
		if err == nil && n == nil {
			err = fmt.Errorf("no network for %s to play with", rule)
		}
		if err != nil {
			return c.Fail(stderr, fs, "%v", err)
		}
	}
	o := Options{Rule: rule, Size: *size, Nodes: *nodes, Seed: *seed, Cfg: cfg}
	if err := run(context.Background(), o, *games, *jobs, *out, stderr); err != nil {
		fmt.Fprintf(stderr, "\n%v\n", err)
		return 1
	}
	return 0
}

// run opens (or starts) the record file, plays the games it lacks and
// appends each as it finishes, one write per game.
func run(ctx context.Context, o Options, games, jobs int, path string, stderr io.Writer) error {
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644)
	if err != nil {
		return fmt.Errorf("selfplay: %w", err)
	}
	defer f.Close()
	data, err := io.ReadAll(f)
	if err != nil {
		return fmt.Errorf("selfplay: %s: %w", path, err)
	}
	head := header(o)
	if len(data) > 0 && !bytes.HasPrefix(data, []byte(head)) {
		first, _, _ := bytes.Cut(data, []byte("\n"))
		return fmt.Errorf("selfplay: %s was written by other settings (%q); this run is %q", path, first, head[:len(head)-1])
	}
	have, cut, err := ReadAll(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("selfplay: %s: %w", path, err)
	}
	// A game cut off by an interrupted run is played again.
	if err := f.Truncate(int64(len(data) - cut)); err != nil {
		return fmt.Errorf("selfplay: %w", err)
	}
	if _, err := f.Seek(0, io.SeekEnd); err != nil {
		return fmt.Errorf("selfplay: %w", err)
	}
	if len(data) == 0 {
		if _, err := f.WriteString(head); err != nil {
			return fmt.Errorf("selfplay: %w", err)
		}
	}
	done := make([]bool, games)
	for _, g := range have {
		if g.Index < games {
			done[g.Index] = true
		}
	}
	var todo []int
	for i, d := range done {
		if !d {
			todo = append(todo, i)
		}
	}
	start := time.Now()
	finished, positions := games-len(todo), 0
	var line []byte
	err = Play(ctx, o, jobs, todo, func(g Game) error {
		line = g.AppendLine(line[:0])
		if _, err := f.Write(line); err != nil {
			return fmt.Errorf("selfplay: %w", err)
		}
		finished++
		positions += len(g.Scores)
		el := time.Since(start).Seconds()
		fmt.Fprintf(stderr, "\rselfplay: %d/%d games, %d positions this run, %.1f s/game ", finished, games, positions, el/float64(finished-(games-len(todo))))
		return nil
	})
	fmt.Fprintln(stderr)
	return err
}

package cli

import (
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gomoku/engine/ai"
	"gomoku/engine/ai/bench"
	"gomoku/engine/cli/usage"
)

func benchUsage() usage.Command {
	return usage.Command{
		Name:    "bench",
		Args:    "[flags]",
		Summary: "Times the engine's search on fixed positions.",
		Details: `The last line, "signature", is the total node count: it is the same on
every machine for the same engine, so a change that alters the search
shows up as a new signature.`,
		Examples: []string{
			"gomoku bench",
			"gomoku bench --depth 10",
		},
	}
}

// Bench runs the bench: `gomoku bench [-depth N] [-first] [-nnue] [-x NAME=V]…`.
func Bench(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := benchUsage()
	fs := c.FlagSet()
	depth := fs.Int("depth", bench.DefaultDepth, "search depth per position, 1–64")
	first := fs.Bool("first", false, "bench the first working version of the engine instead of today's")
	net := fs.Bool("nnue", false, "evaluate with the learned network, as match's default-nnue")
	var tunables []string
	fs.Func("x", "set the search margin `NAME=V`, e.g. -x fut=120 (repeatable; match takes the same as default-xfut=120)", func(v string) error {
		tunables = append(tunables, v)
		return nil
	})
	if status, ok := c.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	}
	if *depth < 1 || *depth > 64 {
		return c.Fail(stderr, fs, "--depth %d out of range 1–64", *depth)
	}
	cfg := ai.DefaultConfig()
	if *first {
		cfg = ai.FirstConfig()
	}
	cfg.Net = *net
	for _, t := range tunables {
		name, val, _ := strings.Cut(t, "=")
		v, err := strconv.ParseFloat(val, 64)
		if err == nil {
			err = cfg.SetTunable(name, v)
		}
		if err != nil {
			return c.Fail(stderr, fs, "-x %s: %v", t, err)
		}
	}
	res, err := bench.Run(context.Background(), cfg, *depth)
	if err != nil {
		fmt.Fprintf(stderr, "gomoku bench: %v\n", err)
		return 1
	}
	for _, l := range res.Lines {
		fmt.Fprintln(stdout, l)
	}
	nps := 0.0
	if res.Elapsed > 0 {
		nps = float64(res.Nodes) / res.Elapsed.Seconds()
	}
	fmt.Fprintf(stdout, "total nodes %d time %.3fs nps %.0f\n", res.Nodes, res.Elapsed.Seconds(), nps)
	fmt.Fprintf(stdout, "signature %d\n", res.Nodes)
	return 0
}

package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"gomoku/engine/ai"
	"gomoku/engine/ai/bench"
)

// Bench runs the bench: `gomoku bench [-depth N] [-first] [-nnue] [-x NAME=V]…`.
func Bench(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(stderr)
	depth := fs.Int("depth", bench.DefaultDepth, "search depth per position")
	first := fs.Bool("first", false, "bench the first working version of the engine")
	net := fs.Bool("nnue", false, "evaluate with the learned network, as match's default-nnue")
	var tunables []string
	fs.Func("x", "set the search tunable NAME=V (repeatable), as match's default-xNAME=V", func(v string) error {
		tunables = append(tunables, v)
		return nil
	})
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *depth < 1 || *depth > 64 {
		fmt.Fprintf(stderr, "bench: depth %d out of range 1–64\n", *depth)
		return 2
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
			fmt.Fprintf(stderr, "bench: -x %s: %v\n", t, err)
			return 2
		}
	}
	res, err := bench.Run(context.Background(), cfg, *depth)
	if err != nil {
		fmt.Fprintln(stderr, err)
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

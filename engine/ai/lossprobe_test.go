package ai

import (
	"context"
	"flag"
	"fmt"
	"testing"
	"time"

	"gomoku/engine"
)

// A tool, not a test: `go test ./engine/ai -run TestLossProbe -probe.moves
// h8e9… -probe.side 0 -v` walks a lost game and, before each move of the
// losing side, prints what the engine plays at the match's time and at a
// longer one, and whether the opponent has a VCF or VCT after the move
// actually played. It is how the games lost to Pela were read (docs/ai.md in git history).
var (
	probeMoves = flag.String("probe.moves", "", "TestLossProbe: the game as a move string")
	probeSide  = flag.Int("probe.side", -1, "TestLossProbe: the side whose moves are probed (0 Black, 1 White)")
	probeFrom  = flag.Int("probe.from", 6, "TestLossProbe: first ply probed (1-based)")
	probeShort = flag.Duration("probe.short", 200*time.Millisecond, "TestLossProbe: the match's time a move")
	probeLong  = flag.Duration("probe.long", 3*time.Second, "TestLossProbe: the longer look")
	probeFirst = flag.Bool("probe.first", true, "TestLossProbe: stop after the first move that let the opponent win by force")
	probeRule  = flag.String("probe.rule", "freestyle", "TestLossProbe: rule")
)

func TestLossProbe(t *testing.T) {
	if *probeMoves == "" || *probeSide < 0 {
		t.Skip("a tool: give -probe.moves and -probe.side")
	}
	rule, err := engine.ParseRule(*probeRule)
	if err != nil {
		t.Fatal(err)
	}
	moves, err := engine.ParseMoves(*probeMoves, 15)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	e := NewSearcher(DefaultConfig(), nil)
	e.cfg.HashMB = 16
	for ply := *probeFrom - 1; ply < len(moves); ply++ {
		if ply&1 != *probeSide {
			continue
		}
		// threat is the opponent's proven win after mv, if any.
		threat := func(mv engine.Point) string {
			after := Position{Size: 15, Rule: rule, Moves: append(append([]engine.Point{}, moves[:ply]...), mv)}
			for _, k := range []Threat{VCF, VCT} {
				p, err := e.Solve(ctx, after, k, 20, 2_000_000)
				if err != nil {
					t.Fatal(err)
				}
				if p.Won() {
					return fmt.Sprintf("%v %s", k, engine.FormatMoves(p.Line[:min(len(p.Line), 12)]))
				}
			}
			return "-"
		}
		played := threat(moves[ply])
		pos := Position{Size: 15, Rule: rule, Moves: moves[:ply]}
		short, err := e.Search(ctx, pos, Limits{Time: *probeShort})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("ply %2d played %-4v (%v: %-4v d%-2d %6d) opp: %s", ply+1, moves[ply], *probeShort, short.Move, short.Depth, short.Score, played)
		if played == "-" {
			continue
		}
		long, err := e.Search(ctx, pos, Limits{Time: *probeLong})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("        %v: %-4v d%-2d %6d %s opp: %s", *probeShort, short.Move, short.Depth, short.Score, short.Source, threat(short.Move))
		t.Logf("        %v: %-4v d%-2d %6d %s opp: %s", *probeLong, long.Move, long.Depth, long.Score,
			engine.FormatMoves(long.PV[:min(len(long.PV), 8)]), threat(long.Move))
		if *probeFirst {
			return
		}
	}
}

package ai

import (
	"context"
	"flag"
	"fmt"
	"os"
	"sync"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/pbrain/client"
)

// A teacher for the ranking tuner (-rank.teacher): the labelled move of
// each position is the one another engine plays there rather than our
// own deep search's, so the fit does not learn back the starting
// weights' own choices. The engine is any Gomocup brain, sent each
// position as BOARD by the match harness's client (which keeps the gap
// between commands some engines need); its score is not known, so the
// labels carry 0 and rank.maxscore keeps them all.
var (
	rankTeacher     = flag.String("rank.teacher", "", "label with the moves of this Gomocup engine (executable and arguments) instead of our deep search")
	rankTeacherTime = flag.Duration("rank.teachertime", 150*time.Millisecond, "the teacher's time a move (INFO timeout_turn)")
)

// rankLabelByEngine labels every position with the teacher's move, jobs
// processes at a time, writing each label as it comes. Positions the
// teacher fails on (a forfeit, a crash) are left out and counted.
func rankLabelByEngine(t *testing.T, cfg engine.Config, positions [][]engine.Point, cmd string, turn time.Duration, jobs int, path string) ([]rankLabel, error) {
	exe, args, err := client.ParseCommand(cmd)
	if err != nil {
		return nil, fmt.Errorf("rank: teacher: %w", err)
	}
	opt := client.Options{Path: exe, Args: args, Size: cfg.Size, Rule: cfg.Rule, TurnTime: turn}
	if _, err := client.New(opt); err != nil {
		return nil, fmt.Errorf("rank: teacher: %w", err)
	}
	f, err := os.Create(path)
	if err != nil {
		return nil, fmt.Errorf("rank: %w", err)
	}
	defer f.Close()
	var (
		mu     sync.Mutex
		out    []rankLabel
		brains []*client.Brain
		failed int
		first  error
	)
	inParallel(len(positions), jobs, func() *client.Brain {
		b, _ := client.New(opt) // checked above
		mu.Lock()
		defer mu.Unlock()
		brains = append(brains, b)
		return b
	}, func(b *client.Brain, i int) {
		moves := positions[i]
		b.NewGame()
		best, err := b.Play(context.Background(), moves)
		mu.Lock()
		defer mu.Unlock()
		if err != nil {
			failed++
			if first == nil {
				first = err
			}
			return
		}
		l := rankLabel{moves: moves, best: best}
		out = append(out, l)
		fmt.Fprintf(f, "%s %s 0 0\n", engine.FormatMoves(moves), engine.FormatMoves([]engine.Point{best}))
		if len(out)%500 == 0 {
			t.Logf("%d positions labelled by %s", len(out), opt.Name())
		}
	}, nil)
	for _, b := range brains {
		b.Close()
	}
	if failed > 0 {
		t.Logf("%s failed on %d positions, the first: %v", opt.Name(), failed, first)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("rank: teacher %s labelled nothing: %w", opt.Name(), first)
	}
	return out, nil
}

// TestRankLabelByEngine: each position is labelled with the move the
// external engine plays there (in our coordinates: Gomocup's 7,7 is h8),
// the labels file reads back the same, and a position the engine fails on
// (it answers an occupied point) is left out while the rest go on.
func TestRankLabelByEngine(t *testing.T) {
	dir := t.TempDir()
	exe := dir + "/teacher"
	script := "#!/bin/sh\nwhile read -r line; do\n  case \"$line\" in\n    START*|RESTART*) echo OK;;\n    DONE*|BEGIN*|TURN*) echo 7,7;;\n    END*) exit 0;;\n  esac\ndone\n"
	if err := os.WriteFile(exe, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	var positions [][]engine.Point
	for _, s := range []string{"a1b2c3", "h8i9j10", "o15n14"} {
		m, err := engine.ParseMoves(s, 15)
		if err != nil {
			t.Fatal(err)
		}
		positions = append(positions, m)
	}
	cfg := engine.Config{Size: 15, Rule: engine.Freestyle}
	path := dir + "/labels"
	got, err := rankLabelByEngine(t, cfg, positions, exe, 100*time.Millisecond, 1, path)
	if err != nil {
		t.Fatal(err)
	}
	back, err := loadRankLabels(path, 15)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"a1b2c3 h8", "o15n14 h8"}
	for _, ls := range [][]rankLabel{got, back} {
		var lines []string
		for _, l := range ls {
			lines = append(lines, engine.FormatMoves(l.moves)+" "+engine.FormatMoves([]engine.Point{l.best}))
		}
		if fmt.Sprint(lines) != fmt.Sprint(want) {
			t.Errorf("labels %q, want %q (h8 is occupied in the second position)", lines, want)
		}
	}
}

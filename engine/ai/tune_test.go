package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine"
)

// TestInPhase: MinStones and MaxStones keep exactly the positions of
// their phase (a sample after ply+1 moves has ply+1 stones), and with
// neither set every position is kept.
func TestInPhase(t *testing.T) {
	for _, tc := range []struct {
		lo, hi, stones int
		want           bool
	}{
		{0, 0, 8, true}, {0, 0, 120, true},
		{0, 18, 17, true}, {0, 18, 18, false},
		{18, 0, 17, false}, {18, 0, 18, true}, {18, 0, 90, true},
		{10, 14, 9, false}, {10, 14, 10, true}, {10, 14, 13, true}, {10, 14, 14, false},
	} {
		o := TuneOptions{MinStones: tc.lo, MaxStones: tc.hi}
		if got := o.inPhase(tuneSample{ply: int32(tc.stones - 1)}); got != tc.want {
			t.Errorf("minstones %d, maxstones %d: position of %d stones kept %v, want %v", tc.lo, tc.hi, tc.stones, got, tc.want)
		}
	}
}

// The tuner fits weights to positions described as offset + Σ val·θ; the
// fit is only worth something if that sum is what the search's evaluate
// returns. Random positions of 8 to 60 stones near the centre, freestyle
// and renju, with the tuned weights and with the threat terms in play.
func TestDescribeMatchesEvaluate(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, rule := range []engine.Rule{engine.Freestyle, engine.Renju} {
		tb := testTables.get(rule)
		ps := tunable(tb, false)
		d := newDescriber(tb, ps)
		theta := make([]float64, len(ps))
		w := tb.w
		for i, p := range ps {
			theta[i] = float64(*p.get(&w))
			if p.kind == 3 {
				theta[i] = 0 // the colour term is the fit's, not evaluate's
			}
		}
		checked := 0
		for game := 0; game < 300; game++ {
			b := newBoard(tb, 15)
			n := 8 + rng.IntN(53)
			for b.n < n {
				c := cellOf(engine.Point{X: 3 + rng.IntN(9), Y: 3 + rng.IntN(9)})
				if b.piece[c] == cEmpty {
					b.play(c)
				}
			}
			idx, val, off := d.describe(b)
			s := tuneSample{idx: idx, val: val, offset: off}
			want := b.evaluate(true, 100)
			if want >= 8000 || want <= -8000 {
				continue // clamped
			}
			if got := s.eval(theta); math.Abs(got-float64(want)) > 2 {
				t.Fatalf("%v, %d stones: described %.2f, evaluate %d", rule, b.n, got, want)
			}
			checked++
		}
		if checked < 250 {
			t.Fatalf("%v: only %d positions checked", rule, checked)
		}
	}
}

// A tiny run end to end: the games are played, saved and, on a second
// run, read back instead of played again (the same fit follows); the fit
// reports its held-out loss, and the result is a case of tunedWeights for
// the rule's variant.
func TestTuneTinyRun(t *testing.T) {
	save := filepath.Join(t.TempDir(), "games.txt")
	var log []string
	o := TuneOptions{Rule: "caro", Games: 6, Nodes: 400, Jobs: 2, Seed: 1, Epochs: 60, Save: save,
		Progress: func(f string, a ...any) { log = append(log, f) }}
	first, err := Tune(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(save)
	if err != nil {
		t.Fatalf("games not saved: %v", err)
	}
	if n := strings.Count(string(data), "\n"); n != 6 {
		t.Fatalf("saved %d games, want 6", n)
	}
	if !strings.HasPrefix(first.Case, "\tcase 3: // caro\n\t\treturn withCodes(evalWeights{") || !strings.HasSuffix(first.Case, "}), true\n") {
		t.Fatalf("not a case of tunedWeights:\n%s", first.Case)
	}
	if first.Positions < 20 || first.HeldOut == 0 || first.K <= 0 || math.IsNaN(first.After) {
		t.Fatalf("fit on %d positions (%d held out), K %v, loss %v", first.Positions, first.HeldOut, first.K, first.After)
	}
	if !strings.Contains(strings.Join(log, "\n"), "games started") {
		t.Errorf("no progress on the games: %q", log)
	}
	o.Progress = nil
	again, err := Tune(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	if again != first {
		t.Errorf("the saved games gave another fit: %+v, then %+v", first, again)
	}
}

// Bad settings are errors, not crashes: an unknown rule, a games file
// that is not one.
func TestTuneErrors(t *testing.T) {
	if _, err := Tune(context.Background(), TuneOptions{Rule: "chess", Games: 1, Epochs: 1}); err == nil {
		t.Error("unknown rule accepted")
	}
	bad := filepath.Join(t.TempDir(), "bad.txt")
	if err := os.WriteFile(bad, []byte("2 h8h9\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Tune(context.Background(), TuneOptions{Rule: "freestyle", Save: bad, Epochs: 1}); err == nil || !strings.Contains(err.Error(), "bad.txt:1") {
		t.Errorf("bad games file: %v", err)
	}
}

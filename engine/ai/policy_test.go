package ai

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine"
)

// heldOutGames writes orderHeldOut's freestyle games as a games file.
func heldOutGames(t *testing.T) string {
	t.Helper()
	var sb strings.Builder
	for _, g := range orderHeldOut[engine.Freestyle] {
		sb.WriteString("0.5 " + g + "\n")
	}
	path := filepath.Join(t.TempDir(), "free.games")
	if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// A small fit end to end: the learnt order is a case of tunedOrder with
// the distance terms, both orders are judged on the same held-out
// positions, and the fit ranks the moves played in the games it trained
// on better than where it started.
func TestPolicyTinyRun(t *testing.T) {
	var log []string
	r, err := Policy(PolicyOptions{Rule: "freestyle", Games: []string{heldOutGames(t)}, Epochs: 60, Dist: true,
		Progress: func(f string, a ...any) { log = append(log, fmt.Sprintf(f, a...)) }})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(r.Case, "\tcase 0: // freestyle\n\t\treturn orderWeights{") || !strings.Contains(r.Case, "dist: [2][orderDistBuckets]int32{") {
		t.Fatalf("not a case of tunedOrder with distances:\n%s", r.Case)
	}
	if r.Hand.n == 0 || r.Hand.n != r.Learnt.n {
		t.Fatalf("judged on %d and %d held-out positions", r.Hand.n, r.Learnt.n)
	}
	var first, last string
	for _, l := range log {
		if strings.HasPrefix(l, "epoch 1 of") {
			first = l
		}
		if strings.HasPrefix(l, "epoch 50 of") {
			last = l
		}
	}
	if first == "" || last == "" {
		t.Fatalf("no epoch progress: %q", log)
	}
	if lossOf(t, last) >= lossOf(t, first) {
		t.Errorf("training loss did not fall: %q, then %q", first, last)
	}
}

func TestPolicyErrors(t *testing.T) {
	if _, err := Policy(PolicyOptions{Rule: "freestyle", Games: []string{filepath.Join(t.TempDir(), "none")}, Epochs: 1}); err == nil {
		t.Error("a missing games file accepted")
	}
	if _, err := Policy(PolicyOptions{Rule: "freestyle", Epochs: 1}); err == nil || !strings.Contains(err.Error(), "too few positions") {
		t.Errorf("no games: %v", err)
	}
}

// lossOf reads the training loss of an epoch's progress line.
func lossOf(t *testing.T, line string) float64 {
	t.Helper()
	var ep, of int
	var loss float64
	if _, err := fmt.Sscanf(line, "epoch %d of %d: training loss %g,", &ep, &of, &loss); err != nil {
		t.Fatalf("%q: %v", line, err)
	}
	return loss
}

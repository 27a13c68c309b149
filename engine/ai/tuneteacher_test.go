package ai

import (
	"flag"
	"math"
	"testing"

	"gomoku/engine"
)

// Teacher labels (-tune.teacher FILE): the fit's targets come from
// another engine's judgement of each position instead of the result of
// the game it came from. A labels file (TestTuneRank's format: moves, the
// teacher's move, its score for the side to move, and as Info.Mate a
// proven win above 0, a proven loss below) gives each position the target
// σ(score/scale), 1 or 0 for a proven result;
// the fit then scales its own logistic (K) to the starting weights as it
// does for game results, so scale only shapes how sure the targets are.
// The labels can be made by any engine speaking the Gomocup protocol, a
// stronger one sent each position as BOARD (docs/engine.md).
var (
	tuneTeacher      = flag.String("tune.teacher", "", "labels file (TestTuneRank's format) whose scores are the fit's targets instead of the games' results")
	tuneTeacherScale = flag.Float64("tune.teacherscale", 200, "score units of the teacher's logistic: win rate σ(score/scale)")
)

// teacherSamples describes every quiet labelled position (the filter of
// features: from the eighth stone on, tuneQuiet) with its teacher's
// target.
func teacherSamples(tb *tables, ps []tuneParam, labels []rankLabel, scale float64) []tuneSample {
	d := newDescriber(tb, ps)
	b := newBoard(tb, 15)
	var out []tuneSample
	for li, l := range labels {
		if len(l.moves) < 8 {
			continue
		}
		b.reset(tb, 15)
		for _, m := range l.moves {
			b.play(cellOf(m))
		}
		s := tuneSample{game: int32(li), ply: int32(len(l.moves) - 1)}
		if !tuneQuiet(b) || !inPhase(s) {
			continue
		}
		s.result = winChance(l.score, l.mate, scale)
		s.idx, s.val, s.offset = d.describe(b)
		out = append(out, s)
	}
	return out
}

// TestTeacherSamples: a teacher's score becomes the target through its
// logistic, a proven result becomes 1 or 0 whatever the score, and the
// positions an evaluation does not decide — fewer than eight stones, a
// four on the board — are left out.
func TestTeacherSamples(t *testing.T) {
	tb := new(TableSet).getFor(engine.Config{Size: 15, Rule: engine.Freestyle})
	ps := tunable(tb, false, false)
	mv := func(s string) []engine.Point {
		m, err := engine.ParseMoves(s, 15)
		if err != nil {
			t.Fatal(err)
		}
		return m
	}
	quiet := mv("a1c1e1g1i1k1m1o1")
	labels := []rankLabel{
		{moves: quiet, score: 0},
		{moves: quiet, score: 200},
		{moves: quiet, score: -200},
		{moves: quiet, score: 30000, mate: 3},
		{moves: quiet, score: 40, mate: -2},
		{moves: mv("a1c1e1g1")},                   // too few stones
		{moves: mv("h8a1i8a3j8a5k8a7"), score: 0}, // Black to move has four in a row
	}
	got := teacherSamples(tb, ps, labels, 200)
	want := []float64{0.5, 1 / (1 + math.Exp(-1)), 1 / (1 + math.Exp(1)), 1, 0}
	if len(got) != len(want) {
		t.Fatalf("%d samples, want %d (the first five labels)", len(got), len(want))
	}
	for i, s := range got {
		if math.Abs(s.result-want[i]) > 1e-9 || s.game != int32(i) {
			t.Errorf("sample %d: label %d, target %.4f, want label %d, target %.4f", i, s.game, s.result, i, want[i])
		}
	}
	if got[0].eval(make([]float64, len(ps))) != got[1].eval(make([]float64, len(ps))) {
		t.Error("the same position described two ways")
	}
}

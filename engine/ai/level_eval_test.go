package ai

import (
	"testing"

	"gomoku/engine"
)

// TestLevelsEvaluateAsMeasured: each level plays freestyle with the
// weights its ladder step was measured with — Beginner to Medium the
// hand-set ones, Hard and Expert those before the refit, Master the refit.
func TestLevelsEvaluateAsMeasured(t *testing.T) {
	fs := variantOf(engine.Freestyle, false)
	want := map[string]evalWeights{
		"Beginner": handWeights(), "Easy": handWeights(), "Medium": handWeights(),
		"Hard": earlierWeights(fs), "Expert": earlierWeights(fs), "Master": weightsFor(fs),
	}
	if earlierWeights(fs) == weightsFor(fs) {
		t.Fatal("the earlier freestyle weights equal the refit: the levels cannot tell them apart")
	}
	p := NewLevelPlayer()
	for _, l := range Levels() {
		w, ok := want[l.Name]
		if !ok {
			t.Fatalf("level %s not in the table", l.Name)
		}
		e := p.engine(l)
		if got := e.tables.getFor(engine.Config{Size: 15, Rule: engine.Freestyle}).w; got != w {
			t.Errorf("%s plays freestyle with other weights than it was measured with", l.Name)
		}
	}
}

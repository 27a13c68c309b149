package rifopen

import (
	"context"
	"testing"
	"time"

	"gomoku/engine"
)

// BenchmarkDecideOffers is the heaviest decision, four offers after a
// Soosõrv-8 move 4, at Master strength with a 1 s budget: one decision
// per op, which must stay within the budget.
func BenchmarkDecideOffers(b *testing.B) {
	cfg := engine.Config{Size: 15, Rule: engine.Renju, Opening: engine.OpeningSoosorv8}
	pts, _ := engine.ParseMoves("h8 i9 j8 g10", 15)
	g, err := engine.Replay(cfg, engine.History{Moves: pts, Choices: []engine.ChoiceRecord{
		{N: 3, Choice: engine.ChooseStay}, {N: 4, Choice: engine.DeclareOffers(4)}, {N: 4, Choice: engine.ChooseStay},
	}})
	if err != nil {
		b.Fatal(err)
	}
	d := New()
	master := Strengths()[len(Strengths())-1]
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := d.Decide(context.Background(), g, master, time.Second, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

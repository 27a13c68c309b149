package bench

import (
	"context"
	"testing"

	"gomoku/engine/ai"
)

// The node count at a fixed depth is the engine's regression signature:
// two runs must agree exactly.
func TestSignatureIsDeterministic(t *testing.T) {
	depth := 5
	a, err := Run(context.Background(), ai.DefaultConfig(), depth)
	if err != nil {
		t.Fatal(err)
	}
	b, err := Run(context.Background(), ai.DefaultConfig(), depth)
	if err != nil {
		t.Fatal(err)
	}
	if a.Nodes != b.Nodes || a.Nodes == 0 {
		t.Fatalf("signatures differ: %d vs %d", a.Nodes, b.Nodes)
	}
}

func BenchmarkBench(b *testing.B) {
	for i := 0; i < b.N; i++ {
		res, err := Run(context.Background(), ai.DefaultConfig(), DefaultDepth)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(res.Nodes)/res.Elapsed.Seconds(), "nps")
	}
}

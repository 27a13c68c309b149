package bench

import (
	"bytes"
	"context"
	"strings"
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

func TestMainPrintsSignature(t *testing.T) {
	var out, errb bytes.Buffer
	if rc := Main([]string{"-depth", "3"}, nil, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "signature ") {
		t.Fatalf("no signature in %q", out.String())
	}
	if rc := Main([]string{"-depth", "x"}, nil, &out, &errb); rc == 0 {
		t.Fatal("bad flag accepted")
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

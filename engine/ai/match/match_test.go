package match

import (
	"bytes"
	"os"
	"strings"
	"testing"
)

func TestOpeningsAreDistinctAndOnBoard(t *testing.T) {
	for _, size := range []int{7, 9, 15, 19} {
		ops := Openings(size)
		if len(ops) < 20 {
			t.Fatalf("size %d: only %d openings", size, len(ops))
		}
		seen := map[string]bool{}
		for _, op := range ops {
			k := ""
			for _, p := range op {
				if !p.In(size) {
					t.Fatalf("off board %v", p)
				}
				k += p.String()
			}
			if seen[k] {
				t.Fatalf("duplicate %s", k)
			}
			seen[k] = true
		}
	}
}

func TestShortMatch(t *testing.T) {
	var out, errb bytes.Buffer
	rc := Main([]string{"-a", "default", "-b", "beginner", "-games", "2", "-depth", "2", "-v"}, nil, &out, &errb)
	if rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	if !strings.Contains(out.String(), "2 games") {
		t.Fatalf("output %q", out.String())
	}
	if rc := Main([]string{"-a", "nobody"}, nil, &out, &errb); rc != 2 {
		t.Fatalf("bad player accepted: rc %d", rc)
	}
}

// TestLadder plays every level against the one below; it takes many
// minutes, so it only runs with GOMOKU_LADDER=1.
func TestLadder(t *testing.T) {
	if os.Getenv("GOMOKU_LADDER") == "" {
		t.Skip("set GOMOKU_LADDER=1 to run the level ladder")
	}
	var out, errb bytes.Buffer
	if rc := Main([]string{"-ladder", "-games", "20"}, nil, &out, &errb); rc != 0 {
		t.Fatalf("rc %d: %s", rc, errb.String())
	}
	t.Log("\n" + out.String())
}

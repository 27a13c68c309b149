package ai

import (
	"testing"

	"gomoku/engine"
)

// pelaVCT are positions of freestyle games lost to Pela at 200 ms a move
// (docs/ai.md in git history, "Games lost to Pela") where the side to move — our engine —
// had a VCT of at most rootVCTMoves attacking moves and played another
// move. nodes is what one solve from scratch needed (the root VCT's node
// count, at most 200 000); the root budget is Config.RootVCTNodes.
var pelaVCT = []struct {
	name  string
	moves string
	nodes uint64
}{
	{"g28 ply 38", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4", 44861},
	{"g100 ply 40", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4k8k9", 50829},
	{"g100 ply 52", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4k8k9m6n5i4b12c11h3m8j5n9o10l9m10", 176480},
	{"g72 ply 16", "h8i7j11f10i6f8f9g8d8g7g6h6e9g5f4", 49198},
	{"g82 ply 54", "h8e6g10j9f5h7e7i7j7i8k10i9i10j11k9h10j12g11f12k11k7h12h11f9i6k8j6l8f6l11m11l10l9m8j8h4f7f4d7g7d8g5c7b7g4i13f10g9h9n8o8h6e3", 46905},
	{"g10 ply 30", "h8e6g10j9f5h7e7i7j7i9i8h9g9k9l9j8h6h10g11g8i10l10m11k7l6k8g12g13k10", 3715},
	{"g41 ply 13", "h8f8e8g9g5h4h6f4e7e6f7h7", 22683},
	{"g41 ply 17", "h8f8e8g9g5h4h6f4e7e6f7h7g6h5d9c10", 33745},
	{"g46 ply 44", "h8e6g10j9f5h7e7i7j7i9i8h9g9k9l9j8h6h10g11g8i10l10m11k7l6k8g12g13k10l8m8n7j10m9n10f9e10i4i6m7n6k11n8", 144200},
	{"g3 ply 17", "h8f5i11i6j7i8i7h7g6g9j5j6k6l7g7j10", 98991},
	{"g19 ply 13", "h8j7i11g11k5i7i9i10j10k11h9g9", 191901},
	{"g64 ply 40", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4l9k8", 9222},
	{"g64 ply 42", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4l9k8i4h3", 121604},
	{"g64 ply 44", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4l9k8i4h3m8j5", 43180},
	{"g64 ply 46", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4l9k8i4h3m8j5i5i7", 19653},
	{"g64 ply 48", "h8g6j8e7e6f7h5g7h7h6f8g5g4d7c7i6j6d8f6d9d10f9e8g9g8i8e9j7i9k6l5k7g10l7m7k5k4l9k8i4h3m8j5i5i7i2i3", 31786},
}

// The root solver, at its node budget, proves the wins of pelaVCT that
// need at most that many nodes, and each claimed line is a real VCT:
// replayed against the solver's own defences, and the first move holds
// against every legal reply (allRepliesLose) for the cheap ones.
func TestVCTPelaTable(t *testing.T) {
	budget := DefaultConfig().RootVCTNodes
	proved := 0
	for _, tc := range pelaVCT {
		b := pelaBoard(t, tc.moves)
		v := newVCTSolver(b)
		line := v.solve(rootVCTMoves, budget)
		if want := tc.nodes <= budget; (line != nil) != want {
			t.Errorf("%s: proved %v within %d nodes (used %d), want %v", tc.name, line != nil, budget, v.nodes, want)
		}
		if line == nil {
			continue
		}
		proved++
		replayVCT(t, b, b.stm, line)
		if !testing.Short() && tc.nodes < 10_000 {
			allRepliesLose(t, b, line[0], rootVCTMoves)
		}
	}
	t.Logf("%d of %d proved within %d nodes", proved, len(pelaVCT), budget)
}

// pelaBoard sets up a freestyle position of pelaVCT.
func pelaBoard(t testing.TB, moves string) *board {
	t.Helper()
	b := newBoard(testTables.get(engine.Freestyle), 15)
	for _, m := range movesOf(t, moves) {
		b.play(cellOf(m))
	}
	return b
}

// BenchmarkVCTPela solves every pelaVCT position once with the root
// solver's node budget (Config.RootVCTNodes), each from a fresh solver:
// the time per op is what the whole table costs, so a faster solver shows
// as a lower figure at the same node count. (Each solve starts a new
// generation of its solver's tables: the same as a fresh solver.)
func BenchmarkVCTPela(bb *testing.B) {
	budget := DefaultConfig().RootVCTNodes
	solvers := make([]*vctSolver, len(pelaVCT))
	for i, tc := range pelaVCT {
		solvers[i] = newVCTSolver(pelaBoard(bb, tc.moves))
	}
	nodes, proved := uint64(0), 0
	bb.ResetTimer()
	for i := 0; i < bb.N; i++ {
		nodes, proved = 0, 0
		for _, v := range solvers {
			if v.solve(rootVCTMoves, budget) != nil {
				proved++
			}
			nodes += v.nodes
		}
	}
	bb.ReportMetric(float64(nodes), "nodes/op")
	bb.ReportMetric(float64(proved), "proved/op")
}

package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// The exported solvers agree with the published threat cases: a win within
// the bound is found and starts a line SolveAfter proves again from its
// first move; a "no win within n" case is refuted without running out of
// budget.
func TestSolveMatchesPublishedCases(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	ctx := context.Background()
	for _, id := range []int{1, 2, 3, 4, 6, 7, 8, 12, 13, 22, 23} {
		tc := mateCases[id-1]
		kind := VCF
		if tc.kind == "VCT" {
			kind = VCT
		}
		limit := tc.maxMoves
		if limit == 0 {
			limit = 60
		}
		pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Color(tc.attacker+1))
		p, err := e.Solve(ctx, pos, kind, limit, 3_000_000)
		if err != nil {
			t.Fatal(err)
		}
		if p.Won() != tc.win || (!tc.win && p.Exhausted) {
			t.Errorf("case %d: won %v exhausted %v, want win %v", tc.id, p.Won(), p.Exhausted, tc.win)
			continue
		}
		if !tc.win {
			continue
		}
		if p.Moves() > limit {
			t.Errorf("case %d: %d attacking moves, bound %d", tc.id, p.Moves(), limit)
		}
		again, err := e.SolveAfter(ctx, pos, p.Line[0], kind, limit, 3_000_000)
		if err != nil {
			t.Fatal(err)
		}
		if !again.Won() || again.Line[0] != p.Line[0] {
			t.Errorf("case %d: SolveAfter(%v) = %v", tc.id, p.Line[0], again.Line)
		}
	}
}

// A first move that does not start the win is refuted: here the defender's
// blocking point of the published VCF played as a quiet move.
func TestSolveAfterRefutesOtherMoves(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	tc := mateCases[5] // VCF i8 g8 i10 i9 j9
	pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Black)
	for _, mv := range []string{"a1", "g8"} {
		p, err := e.SolveAfter(context.Background(), pos, pt(t, mv), VCF, 10, 1_000_000)
		if err != nil {
			t.Fatal(err)
		}
		if p.Won() || p.Exhausted {
			t.Errorf("%s: won %v exhausted %v (line %v)", mv, p.Won(), p.Exhausted, p.Line)
		}
	}
	if _, err := e.SolveAfter(context.Background(), pos, pt(t, "h8"), VCF, 10, 1000); err == nil {
		t.Error("an occupied first move is not an error")
	}
}

// A cancelled context stops a solve, which then claims nothing.
func TestSolveCancelled(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	tc := mateCases[39]
	pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Color(tc.attacker+1))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, err := e.Solve(ctx, pos, VCT, tc.maxMoves, 100_000_000)
	if err != nil {
		t.Fatal(err)
	}
	if p.Won() || !p.Exhausted {
		t.Errorf("cancelled solve: won %v exhausted %v after %d nodes", p.Won(), p.Exhausted, p.Nodes)
	}
}

func pt(t testing.TB, s string) engine.Point {
	t.Helper()
	p, err := engine.ParsePoint(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

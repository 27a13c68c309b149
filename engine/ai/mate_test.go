package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// replayWins checks that line is a forcing win for the attacker: every
// attacker move makes a four, every defender move is the block, and the
// last attacker move makes five or a four that cannot be blocked.
func replayWins(t *testing.T, rule engine.Rule, black, white string, attacker int, line []engine.Point) {
	t.Helper()
	b := stonesBoard(t, rule, 15, black, white, attacker)
	for i, p := range line {
		c := cellOf(p)
		if b.piece[c] != cEmpty {
			t.Fatalf("line %v: %v occupied", line, p)
		}
		side := b.stm
		if side == attacker && !b.legal(c, side) {
			t.Fatalf("line %v: attacker move %v is forbidden", line, p)
		}
		if side == attacker && i == len(line)-1 && b.cls[side][c] == p4A {
			return
		}
		b.play(c)
		if side == attacker && b.cnt[side][p4A] == 0 {
			t.Fatalf("line %v: %v is not a four", line, p)
		}
		if side == attacker && i == len(line)-1 {
			f := b.findClass(side, p4A, c)
			if b.cnt[side][p4A] >= 2 || !b.legal(f, side^1) {
				return
			}
		}
	}
	t.Fatalf("line %v does not end with the attacker's five", line)
}

func TestVCFCases(t *testing.T) {
	for _, tc := range mateCases {
		if tc.kind != "VCF" {
			continue
		}
		b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, tc.attacker)
		limit := tc.maxMoves
		if limit == 0 {
			limit = 120
		}
		line := newVCFSolver(b).solve(limit, 5_000_000)
		if (line != nil) != tc.win {
			t.Errorf("case %d: win=%v, want %v", tc.id, line != nil, tc.win)
			continue
		}
		if line != nil {
			replayWins(t, engine.Renju, tc.black, tc.white, tc.attacker, line)
			if line[0].String() != tc.first {
				t.Logf("case %d: first move %v (published %s)", tc.id, line[0], tc.first)
			}
		}
	}
}

// Short VCT wins (up to five attacking moves) are found by the engine
// within a modest node budget (the root VCT solver or the main search).
// The longer ones are the VCT solver's own tests (vct_test.go).
func TestVCTWinsFoundBySearch(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	for _, tc := range mateCases {
		if tc.kind != "VCT" || !tc.win || tc.maxMoves > 5 {
			continue
		}
		pos := Position{Size: 15, Rule: engine.Renju, ToMove: engine.Color(tc.attacker + 1)}
		for s, str := range []string{tc.black, tc.white} {
			pts, _ := engine.ParseMoves(str, 15)
			for _, p := range pts {
				pos.Setup = append(pos.Setup, Stone{P: p, Color: engine.Color(s + 1)})
			}
		}
		info, err := e.Search(context.Background(), pos, Limits{Nodes: 300_000})
		if err != nil {
			t.Fatal(err)
		}
		if info.Move.String() != tc.first {
			t.Logf("case %d: first move %v (published %s), win in %d", tc.id, info.Move, tc.first, info.Mate)
		}
		if info.Mate <= 0 {
			t.Errorf("case %d: no win found (move %v score %d)", tc.id, info.Move, info.Score)
		}
	}
}

func BenchmarkVCFCases(b *testing.B) {
	for _, tc := range mateCases {
		if tc.kind != "VCF" || !tc.win {
			continue
		}
		bd := stonesBoard(b, engine.Renju, 15, tc.black, tc.white, tc.attacker)
		v := newVCFSolver(bd)
		b.Run(tc.first+"_"+string(rune('0'+tc.id%10)), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if v.solve(120, 5_000_000) == nil {
					b.Fatal("no win")
				}
			}
		})
	}
}

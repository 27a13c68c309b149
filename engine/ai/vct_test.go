package ai

import (
	"context"
	"testing"
	"time"

	"gomoku/engine"
)

// vctBudget is the node budget of the test solves (solver and VCF nodes);
// the 7-move cases need about one million.
const vctBudget = 3_000_000

// replayVCT checks that line is a threat sequence ending in a win: every
// attacker move is legal and either a four or a threat (if the defender
// passed, a VCF would win), every defender move is legal and blocks a four
// when there is one, and the attacker ends with five or a four that cannot
// be stopped.
func replayVCT(t *testing.T, b *board, attacker int, line []engine.Point) {
	t.Helper()
	played := 0
	defer func() {
		for ; played > 0; played-- {
			b.undo()
		}
		b.stm = attacker
	}()
	f := newVCFSolver(b)
	for i, p := range line {
		c := cellOf(p)
		side := b.stm
		if b.piece[c] != cEmpty || !b.legal(c, side) {
			t.Fatalf("line %v: move %v occupied or forbidden", line, p)
		}
		if side == attacker && b.cls[side][c] == p4A {
			if i != len(line)-1 {
				t.Fatalf("line %v goes on after the five %v", line, p)
			}
			return
		}
		if side != attacker && b.cnt[attacker][p4A] > 0 && b.cls[attacker][c] != p4A {
			t.Fatalf("line %v: %v does not block the four", line, p)
		}
		b.play(c)
		played++
		if side != attacker {
			continue
		}
		if b.cnt[attacker^1][p4A] > 0 {
			t.Fatalf("line %v: after %v the defender has a five", line, p)
		}
		if b.cnt[attacker][p4A] > 0 {
			fp := b.findClass(attacker, p4A, c)
			if b.cnt[attacker][p4A] >= 2 || !b.legal(fp, attacker^1) {
				if i != len(line)-1 {
					t.Fatalf("line %v goes on after the winning four %v", line, p)
				}
				return
			}
			continue
		}
		b.stm = attacker
		threat := f.solve(30, 1_000_000)
		b.stm = attacker ^ 1
		if threat == nil {
			t.Fatalf("line %v: %v is no threat (no VCF if the defender passes)", line, p)
		}
	}
	t.Fatalf("line %v does not end in a win", line)
}

// allRepliesLose is the never-wrong check: after the attacker's first move
// every legal defender reply anywhere on the board, not only the ones the
// solver generates, must still lose to a VCT one move shorter.
func allRepliesLose(t *testing.T, b *board, first engine.Point, maxMoves int) {
	t.Helper()
	attacker := b.stm
	b.play(cellOf(first))
	defer func() {
		b.undo()
		b.stm = attacker
	}()
	if b.cnt[attacker][p4A] > 0 {
		return // a four: its block is forced, the replay covered it
	}
	v := newVCTSolver(b)
	for y := 0; y < b.size; y++ {
		for x := 0; x < b.size; x++ {
			c := cellOf(engine.Point{X: x, Y: y})
			if b.piece[c] != cEmpty || !b.legal(c, b.stm) {
				continue
			}
			b.play(c)
			line := v.solve(maxMoves-1, vctBudget)
			b.undo()
			if line == nil {
				t.Errorf("after %v the reply %v escapes", first, pointOf(c))
			}
		}
	}
}

// vctOutOfReach are the published wins the solver does not prove within
// 40 million nodes (about a minute each): 38 (14 attacking moves), 39 (15)
// and 41 (a 255-move bound, a 19-move main line).
var vctOutOfReach = map[int]bool{38: true, 39: true, 41: true}

func TestVCTCases(t *testing.T) {
	for _, tc := range mateCases {
		if tc.kind != "VCT" || !tc.win || vctOutOfReach[tc.id] {
			continue
		}
		if testing.Short() && tc.maxMoves > 5 {
			continue
		}
		budget := uint64(vctBudget)
		if tc.id == 40 {
			budget = 10_000_000 // 3.5 million nodes, about 5 s
		}
		b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, tc.attacker)
		line := newVCTSolver(b).solve(tc.maxMoves, budget)
		if line == nil {
			t.Errorf("case %d: no VCT found within %d moves", tc.id, tc.maxMoves)
			continue
		}
		if n := (len(line) + 1) / 2; n > tc.maxMoves {
			t.Errorf("case %d: main line %v has %d attacking moves, bound %d", tc.id, line, n, tc.maxMoves)
		}
		replayVCT(t, b, tc.attacker, line)
		if line[0].String() != tc.first {
			t.Logf("case %d: first move %v (published %s)", tc.id, line[0], tc.first)
		}
	}
}

// The never-wrong check on one case of each short position.
func TestVCTFirstMoveHoldsAgainstEveryReply(t *testing.T) {
	for _, id := range []int{7, 12, 17, 22, 33} {
		tc := mateCases[id-1]
		b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, tc.attacker)
		line := newVCTSolver(b).solve(tc.maxMoves, vctBudget)
		if line == nil {
			t.Fatalf("case %d: no VCT", id)
		}
		allRepliesLose(t, b, line[0], tc.maxMoves)
	}
}

// No-win cases must never be claimed. Case 29 is left out: the published
// set marks the position of cases 27 and 30–32 both as won in 7 and (29)
// as not won in 7; our win in 7 there passes the replay check above.
func TestVCTNoWinCases(t *testing.T) {
	for _, tc := range mateCases {
		if tc.kind != "VCT" || tc.win || tc.id == 29 {
			continue
		}
		b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, tc.attacker)
		if line := newVCTSolver(b).solve(tc.maxMoves, vctBudget); line != nil {
			t.Errorf("case %d: claims %v, published: no win within %d", tc.id, line, tc.maxMoves)
		}
	}
}

// The engine plays a proven VCT from the root, with its main line, before
// any search: case 33 (White wins in five through Black's forbidden points).
func TestRootPlaysVCT(t *testing.T) {
	tc := mateCases[33-1]
	e := NewSearcher(DefaultConfig(), &testTables)
	pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Color(tc.attacker+1))
	info, err := e.Search(context.Background(), pos, Limits{Nodes: 1_000_000})
	if err != nil {
		t.Fatal(err)
	}
	if info.Source != "vct" || info.Mate <= 0 {
		t.Fatalf("move %v source %s mate %d: want a VCT win", info.Move, info.Source, info.Mate)
	}
	b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, tc.attacker)
	replayVCT(t, b, tc.attacker, info.PV)
	allRepliesLose(t, b, info.Move, tc.maxMoves)
}

// A cancelled or tiny budget returns at once and claims nothing.
func TestVCTBudget(t *testing.T) {
	tc := mateCases[27-1]
	b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, tc.attacker)
	v := newVCTSolver(b)
	if line := v.solve(7, 1000); line != nil {
		t.Fatalf("found %v within 1000 nodes", line)
	}
	if v.nodes > 1000+1024 {
		t.Errorf("used %d nodes of 1000", v.nodes)
	}
	v.deadline = time.Now()
	if line := v.solve(7, vctBudget); line != nil {
		t.Fatalf("found %v after the deadline", line)
	}
}

// BenchmarkVCT solves every published VCT win the solver reaches in a
// benchmark's time (the short cases and the 7-move one, one position each).
func BenchmarkVCT(b *testing.B) {
	for _, id := range []int{7, 12, 17, 22, 27, 33} {
		tc := mateCases[id-1]
		bd := stonesBoard(b, engine.Renju, 15, tc.black, tc.white, tc.attacker)
		v := newVCTSolver(bd)
		b.Run("case"+itoa(id), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				if v.solve(tc.maxMoves, vctBudget) == nil {
					b.Fatal("no win")
				}
			}
			b.ReportMetric(float64(v.nodes), "nodes/op")
		})
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// BenchmarkVCTLong is the longest published win the solver proves: case
// 40 (12 attacking moves), about 3.5 million nodes. Run it alone with
// -bench VCTLong -benchtime 1x.
func BenchmarkVCTLong(b *testing.B) {
	tc := mateCases[40-1]
	bd := stonesBoard(b, engine.Renju, 15, tc.black, tc.white, tc.attacker)
	v := newVCTSolver(bd)
	for i := 0; i < b.N; i++ {
		line := v.solve(tc.maxMoves, 10_000_000)
		if line == nil {
			b.Fatal("no win")
		}
		if i == 0 {
			b.Logf("case 40: %d nodes, line %v", v.nodes, line)
		}
	}
	b.ReportMetric(float64(v.nodes), "nodes/op")
}

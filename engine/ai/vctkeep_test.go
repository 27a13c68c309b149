package ai

import (
	"context"
	"testing"
	"time"

	"gomoku/engine"
)

// rootVCTAt runs the root VCT of e's searcher, as a search would before
// its iterations, on the freestyle game moves with a node budget only.
func rootVCTAt(t testing.TB, e *Searcher, moves []engine.Point, budget uint64) ([]engine.Point, uint64) {
	t.Helper()
	if err := e.load(Position{Size: 15, Rule: engine.Freestyle, Moves: moves}); err != nil {
		t.Fatal(err)
	}
	s := e.s
	s.b, s.ctx, s.stop, s.nodes = &e.b, context.Background(), false, 0
	s.hardNode, s.deadline = 0, time.Time{}
	s.cfg.RootVCTNodes = budget
	line := s.rootVCT(&e.b, Limits{}, time.Now())
	return line, s.nodes
}

func keptSearcher(keep bool) *Searcher {
	cfg := DefaultConfig()
	cfg.KeepVCT = keep
	return NewSearcher(cfg, &testTables)
}

func movesOf(t testing.TB, s string) []engine.Point {
	t.Helper()
	ms, err := engine.ParseMoves(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return ms
}

// A win proved at one move is played on at the next without a new solve
// when the opponent answers with the main line's defence, and the rest
// of the line is still a VCT there.
func TestKeptVCTPlaysOnTheWin(t *testing.T) {
	ms := movesOf(t, pelaVCT[5].moves) // g10: k6 wins
	e := keptSearcher(true)
	line, _ := rootVCTAt(t, e, ms, 20000)
	if len(line) < 5 {
		t.Fatalf("no long win proved: %v", line)
	}
	ms = append(ms, line[0], line[1])
	next, nodes := rootVCTAt(t, e, ms, 20000)
	if nodes != 0 || engine.FormatMoves(next) != engine.FormatMoves(line[2:]) {
		t.Fatalf("after %v %v: %v in %d nodes, want the rest %v at once", line[0], line[1], next, nodes, line[2:])
	}
	b := pelaBoard(t, engine.FormatMoves(ms))
	replayVCT(t, b, b.stm, next)
}

// After a defence off the main line the kept tables prove the win again
// in a fraction of a fresh solve's nodes, and it is still a real VCT.
func TestKeptVCTReprovesAfterAnotherDefence(t *testing.T) {
	ms := movesOf(t, pelaVCT[6].moves) // g41 ply 13: d9 wins
	// c10 is the main line's defence of d9; g6 is the first of the
	// others the solver tries (it blocks d9's threat at its other end).
	kept := keptSearcher(true)
	line, _ := rootVCTAt(t, kept, ms, 400000)
	if line == nil || line[0] != movesOf(t, "d9")[0] {
		t.Fatalf("want the win d9…, proved %v", line)
	}
	ms = append(ms, movesOf(t, "d9g6")...)
	again, keptNodes := rootVCTAt(t, kept, ms, 400000)
	fresh, freshNodes := rootVCTAt(t, keptSearcher(false), ms, 400000)
	if again == nil || fresh == nil {
		t.Fatalf("after d9 g6: kept %v, fresh %v: want a win", again, fresh)
	}
	if keptNodes*4 > freshNodes {
		t.Errorf("after d9 g6 the kept solve took %d nodes, a fresh one %d: want a quarter at most", keptNodes, freshNodes)
	}
	b := pelaBoard(t, engine.FormatMoves(ms))
	replayVCT(t, b, b.stm, again)
	t.Logf("kept %d nodes, fresh %d", keptNodes, freshNodes)
}

// In a new game (the earlier stones gone) the kept solver starts afresh:
// it finds what a new solver finds, node for node.
func TestKeptVCTForgetsAtANewGame(t *testing.T) {
	kept := keptSearcher(true)
	rootVCTAt(t, kept, movesOf(t, pelaVCT[0].moves), 20000)
	ms := movesOf(t, pelaVCT[5].moves)
	line, nodes := rootVCTAt(t, kept, ms, 20000)
	want, wantNodes := rootVCTAt(t, keptSearcher(true), ms, 20000)
	if engine.FormatMoves(line) != engine.FormatMoves(want) || nodes != wantNodes {
		t.Fatalf("after another game: %v in %d nodes, a new solver %v in %d", line, nodes, want, wantNodes)
	}
}

// Through the search: Master's engine with KeepVCT finds the win, and
// after the main line's defence its next move is the line's next move,
// proved without a new VCT solve.
func TestKeptVCTSearchPlaysOn(t *testing.T) {
	e := keptSearcher(true)
	ms := movesOf(t, pelaVCT[5].moves) // g10: k6 wins
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: ms}
	first, err := e.Search(context.Background(), pos, Limits{Nodes: 400_000})
	if err != nil {
		t.Fatal(err)
	}
	if first.Source != "vct" || len(first.PV) < 5 {
		t.Fatalf("first move %v source %s PV %v: want a VCT", first.Move, first.Source, first.PV)
	}
	pos.Moves = append(append([]engine.Point{}, ms...), first.PV[0], first.PV[1])
	next, err := e.Search(context.Background(), pos, Limits{Nodes: 400_000})
	if err != nil {
		t.Fatal(err)
	}
	if next.Move != first.PV[2] || next.Mate <= 0 {
		t.Fatalf("after %v %v: %v (%s, mate %d), want the line's %v", first.PV[0], first.PV[1], next.Move, next.Source, next.Mate, first.PV[2])
	}
	if next.Nodes*10 > first.Nodes {
		t.Errorf("the next move took %d nodes, the first %d: want no new solve", next.Nodes, first.Nodes)
	}
	t.Logf("first %s %d nodes, next %s %d nodes", first.Source, first.Nodes, next.Source, next.Nodes)
}

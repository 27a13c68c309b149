package ai

import (
	"context"
	"testing"
	"time"

	"gomoku/engine"
)

func setupPos(t testing.TB, rule engine.Rule, size int, black, white string, toMove engine.Color) Position {
	t.Helper()
	pos := Position{Size: size, Rule: rule, ToMove: toMove}
	for s, str := range []string{black, white} {
		pts, err := engine.ParseMoves(str, size)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pts {
			pos.Setup = append(pos.Setup, Stone{P: p, Color: engine.Color(s + 1)})
		}
	}
	return pos
}

var tacticCases = []struct {
	name         string
	rule         engine.Rule
	black, white string
	toMove       engine.Color
	want         string // any of these moves (space separated)
}{
	{"take five", engine.Freestyle, "h8 i8 j8 k8", "h9 i9 j9 k9", engine.Black, "g8 l8"},
	{"take five over blocking", engine.Freestyle, "h8 i8 j8 k8", "h9 i9 j9 k9", engine.White, "g9 l9"},
	{"block four", engine.Freestyle, "h8 i8 j8 k8 g9", "h9 i9 g8", engine.White, "l8"},
	{"block open three", engine.Freestyle, "h8 i8 j8 h10", "h9 i9 a1", engine.White, "g8 k8 f8 l8"},
	{"renju five not overline", engine.Renju, "c8 d8 e8 f8 h8 i9", "a1 a2 a3 a4 o15 o14", engine.Black, "b8"},
	{"standard no overline", engine.Standard, "c8 d8 e8 f8 h8 k12", "a1 a3 a5 a7 o15 o13", engine.Black, "b8"},
	{"caro blocked five is no win", engine.Caro, "c8 d8 e8 f8 d10 e10 f10 g10", "b8 h8 c10 j3 k3 l3", engine.Black, "h10"},
	{"omok exact five", engine.Omok, "b8 c8 d8 e8 g8 h12", "a1 a3 a5 a7 o15 o13", engine.Black, "a8"},
}

func TestTactics(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	for _, tc := range tacticCases {
		pos := setupPos(t, tc.rule, 15, tc.black, tc.white, tc.toMove)
		info, err := e.Search(context.Background(), pos, Limits{Time: time.Second, Nodes: 200000})
		if err != nil {
			t.Fatal(err)
		}
		if !oneOf(info.Move, tc.want) {
			t.Errorf("%s: played %v, want one of %s", tc.name, info.Move, tc.want)
		}
	}
}

// oneOf reports whether p is one of the moves of a 15×15 move string.
func oneOf(p engine.Point, moves string) bool {
	want, _ := engine.ParseMoves(moves, 15)
	for _, w := range want {
		if w == p {
			return true
		}
	}
	return false
}

// A search that is cancelled before it starts still answers with a legal
// move, and with the winning one when a five is on the board.
func TestCancelledSearchStillMoves(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	pos := setupPos(t, engine.Freestyle, 15, "h8 i9 j10", "h9 i8", engine.White)
	info, err := e.Search(ctx, pos, Limits{})
	if err != nil {
		t.Fatal(err)
	}
	if !info.Move.In(15) || info.Move == (engine.Point{X: 7, Y: 7}) {
		t.Fatalf("bad move %v", info.Move)
	}
	pos = setupPos(t, engine.Freestyle, 15, "h8 i8 j8 k8", "h9 i9 j9", engine.Black)
	if info, _ = e.Search(ctx, pos, Limits{}); info.Move.String() != "g8" && info.Move.String() != "l8" {
		t.Fatalf("cancelled search missed the five: %v", info.Move)
	}
	empty := Position{Size: 15, Rule: engine.Renju}
	if info, _ = e.Search(ctx, empty, Limits{}); info.Move.String() != "h8" {
		t.Fatalf("first move %v, want h8", info.Move)
	}
}

func TestDeterministicNodeLimit(t *testing.T) {
	pos := Position{Size: 15, Rule: engine.Freestyle}
	pos.Moves, _ = engine.ParseMoves("h8 i9 i8 g8 j7", 15)
	var first Info
	reused := NewSearcher(DefaultConfig(), &testTables)
	for i := 0; i < 4; i++ {
		e := reused
		if i%2 == 0 {
			e = NewSearcher(DefaultConfig(), &testTables)
		}
		info, err := e.Search(context.Background(), pos, Limits{Nodes: 50000})
		if err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			first = info
			continue
		}
		if info.Move != first.Move || info.Nodes != first.Nodes || info.Score != first.Score {
			t.Fatalf("run %d: %v %d %d, first %v %d %d", i, info.Move, info.Nodes, info.Score, first.Move, first.Nodes, first.Score)
		}
	}
}

// Black under Renju never plays a forbidden point, even when it is the
// natural attacking or blocking move.
func TestRenjuBlackNeverForbidden(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	for i, tc := range forbiddenCases {
		if !tc.forbidden {
			continue
		}
		pos := setupPos(t, engine.Renju, 15, tc.black, tc.white, engine.Black)
		info, err := e.Search(context.Background(), pos, Limits{Nodes: 20000})
		if err != nil {
			t.Fatal(err)
		}
		b := stonesBoard(t, engine.Renju, 15, tc.black, tc.white, 0)
		if !b.legal(cellOf(info.Move), 0) {
			t.Errorf("case %d: black played forbidden %v", i+2, info.Move)
		}
	}
}

func TestBadPositionsAreErrors(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	for _, pos := range []Position{
		{Size: 4},
		{Size: 27},
		{Size: 15, Rule: engine.Rule(9)},
		{Size: 15, Moves: []engine.Point{{X: 1, Y: 1}, {X: 1, Y: 1}}},
		{Size: 15, Moves: []engine.Point{{X: 15, Y: 1}}},
		{Size: 15, Setup: []Stone{{P: engine.Point{X: 1, Y: 1}, Color: engine.Black}}},
	} {
		if _, err := e.Search(context.Background(), pos, Limits{Nodes: 100}); err == nil {
			t.Errorf("%+v: no error", pos)
		}
	}
}

// When the opponent threatens a win by continuous fours, the engine plays
// a move after which that win is gone.
func TestDefendsAgainstVCF(t *testing.T) {
	black, white := "h8 j8 k8 i7 l7 i6", "h9 l8 j7 k6 i5 l5"
	e := NewSearcher(DefaultConfig(), &testTables)
	pos := setupPos(t, engine.Renju, 15, black, white, engine.White)
	info, err := e.Search(context.Background(), pos, Limits{Nodes: 100000})
	if err != nil {
		t.Fatal(err)
	}
	b := stonesBoard(t, engine.Renju, 15, black, white, 1)
	if line := newVCFSolver(b).solve(30, 1_000_000); line == nil {
		t.Fatal("test position has no black VCF")
	}
	b.play(cellOf(info.Move))
	if line := newVCFSolver(b).solve(30, 1_000_000); line != nil {
		t.Fatalf("after %v black still wins with %v", info.Move, line)
	}
}

package record

import (
	"errors"
	"testing"

	"gomoku/engine"
)

func TestFromEngineAndReplay(t *testing.T) {
	eg, _ := engine.NewGame(engine.Config{Size: 15, Rule: engine.Standard})
	pts, _ := engine.ParseMoves("h8h9i8i9j8j9k8k9l8", 15)
	if err := eg.PlayAll(pts); err != nil {
		t.Fatal(err)
	}
	rec := FromEngine(eg)
	if rec.Result.Outcome != BlackWins || rec.Rule != engine.Standard || len(rec.Moves) != 9 {
		t.Fatalf("record %+v", rec)
	}
	back, err := rec.Replay()
	if err != nil {
		t.Fatal(err)
	}
	if r := back.Result(); r.Status != engine.Won || r.Winner != engine.Black {
		t.Fatalf("replayed result %+v", r)
	}
}

func TestReplayNamesTheFirstIllegalMove(t *testing.T) {
	tests := []struct {
		moves string
		index int
		err   error
	}{
		{"h8i9h8", 2, engine.ErrOccupied},
		{"h8h9i8i9j8j9k8k9l8m8", 9, engine.ErrGameOver}, // a move after black's five
	}
	for _, tt := range tests {
		pts, _ := engine.ParseMoves(tt.moves, 15)
		g, err := (&Game{Size: 15, Moves: pts}).Replay()
		var me *MoveError
		if !errors.As(err, &me) || me.Index != tt.index || !errors.Is(err, tt.err) {
			t.Fatalf("%s: error %v, want move %d: %v", tt.moves, err, tt.index+1, tt.err)
		}
		if g.MoveCount() != tt.index {
			t.Fatalf("%s: replay stopped after %d moves, want %d", tt.moves, g.MoveCount(), tt.index)
		}
	}
}

func TestResultStrings(t *testing.T) {
	tests := map[Result]string{
		{}:                                 "unknown",
		{Outcome: Draw}:                    "draw",
		{Outcome: BlackWins}:               "black wins",
		{Outcome: WhiteWins, Reason: Time}: "white wins by time",
		{Outcome: Draw, Reason: Resign}:    "draw",
	}
	for r, want := range tests {
		if got := r.String(); got != want {
			t.Errorf("%+v.String() = %q, want %q", r, got, want)
		}
	}
}

func BenchmarkReadSGF(b *testing.B) {
	g := sampleGame(b)
	data, _ := Write(g, FormatSGF)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(data, FormatSGF); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadPSQ(b *testing.B) {
	g := sampleGame(b)
	data, _ := Write(g, FormatPSQ)
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Read(data, FormatPSQ); err != nil {
			b.Fatal(err)
		}
	}
}

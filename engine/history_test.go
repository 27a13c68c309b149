package engine

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"
)

func TestHistoryReplaysExactly(t *testing.T) {
	cfg := Config{Size: 15, Rule: Renju, Opening: OpeningSwap2}
	g := mustGame(t, cfg, "h8i9j10")
	if err := g.Choose(ChoosePlaceTwo); err != nil {
		t.Fatal(err)
	}
	if err := g.PlayAll(mustMoves(t, "k11g7", 15)); err != nil {
		t.Fatal(err)
	}
	if err := g.Choose(ChooseWhite); err != nil {
		t.Fatal(err)
	}
	g2, err := Replay(cfg, g.History())
	if err != nil {
		t.Fatal(err)
	}
	if g2.Board() != g.Board() || g2.Turn().Seat != g.Turn().Seat || g2.ColorOf(SeatOne) != g.ColorOf(SeatOne) {
		t.Fatal("replayed game differs")
	}
	if g2.Actions() != 7 {
		t.Fatalf("actions %d, want 7", g2.Actions())
	}
}

func TestReplayRefusesDamagedHistory(t *testing.T) {
	h := History{Moves: mustMoves(t, "h8h8", 15)}
	if _, err := Replay(DefaultConfig(), h); !errors.Is(err, ErrOccupied) {
		t.Fatalf("got %v", err)
	}
	h = History{Moves: mustMoves(t, "h8", 15), Choices: []ChoiceRecord{{N: 5, Choice: ChooseBlack}}}
	if _, err := Replay(DefaultConfig(), h); err == nil {
		t.Fatal("a choice past the last stone must be refused")
	}
}

func TestResignAndTimeOut(t *testing.T) {
	g := mustGame(t, DefaultConfig(), "h8i9")
	if err := g.Resign(Black); err != nil {
		t.Fatal(err)
	}
	r := g.Result()
	if r.Status != Won || r.Winner != White || r.Reason != ReasonResign {
		t.Fatalf("%+v", r)
	}
	if err := g.Play(mustPoint(t, "a1", 15)); !errors.Is(err, ErrGameOver) {
		t.Fatal("board not frozen after resignation")
	}
	if err := g.TimeOut(White); !errors.Is(err, ErrGameOver) {
		t.Fatal("a finished game cannot time out")
	}
	g = mustGame(t, DefaultConfig(), "h8")
	g.TimeOut(White)
	if r := g.Result(); r.Winner != Black || r.Reason != ReasonTimeout {
		t.Fatalf("%+v", r)
	}
	if !g.Undo() || g.Over() {
		t.Fatal("undo after a timeout reopens the game")
	}
}

func TestConfigJSONUsesNames(t *testing.T) {
	cfg := Config{Size: 19, Rule: Renju, Opening: OpeningSwap2, ForbiddenLoses: true}
	data, err := json.Marshal(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"Rule":"renju"`) || !strings.Contains(string(data), `"Opening":"swap2"`) {
		t.Fatalf("JSON %s", data)
	}
	var back Config
	if err := json.Unmarshal(data, &back); err != nil || back != cfg {
		t.Fatalf("round trip %+v, %v", back, err)
	}
	if err := json.Unmarshal([]byte(`{"Rule":"chess"}`), &back); err == nil {
		t.Fatal("unknown rule accepted")
	}
}

package aiplayer

import (
	"context"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/app"
)

func req(t *testing.T, cfg engine.Config, moves string, level int) app.ThinkRequest {
	t.Helper()
	pts, err := engine.ParseMoves(moves, cfg.Size)
	if err != nil {
		t.Fatal(err)
	}
	return app.ThinkRequest{Config: cfg, History: engine.History{Moves: pts}, Level: level, Limit: 300 * time.Millisecond}
}

func TestTakesAWinAndBlocksAFour(t *testing.T) {
	pl := New()
	cfg := engine.DefaultConfig()
	// Black to move with four in a row: the win.
	p, err := pl.Think(context.Background(), req(t, cfg, "h8a1i8a2j8a3k8a15", 0))
	if err != nil {
		t.Fatal(err)
	}
	if s := p.String(); s != "g8" && s != "l8" {
		t.Fatalf("missed the win: %s", s)
	}
	// White to move against Black's four: the block, even at Beginner.
	p, err = pl.Think(context.Background(), req(t, cfg, "h8a1i8a2j8o15k8", 0))
	if err != nil {
		t.Fatal(err)
	}
	if s := p.String(); s != "g8" && s != "l8" {
		t.Fatalf("did not block the four: %s", s)
	}
}

func TestNeverAnswersAHouseForbiddenPoint(t *testing.T) {
	pl := New()
	// Freestyle with restrictions for Black: the engine itself only knows
	// freestyle, the wrapper must still refuse Black's double-three at h8.
	cfg := engine.Config{Size: 15, Rule: engine.Freestyle, RestrictBlack: true}
	r := req(t, cfg, "h9a1g8a3i8a5h7a7", len(pl.Names())-1)
	g, _ := engine.Replay(cfg, r.History)
	for i := 0; i < 3; i++ {
		p, err := pl.Think(context.Background(), r)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Check(p); err != nil {
			t.Fatalf("illegal answer %v: %v", p, err)
		}
	}
}

func TestCancelledSearchStillAnswers(t *testing.T) {
	pl := New()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p, err := pl.Think(ctx, req(t, engine.DefaultConfig(), "h8", len(pl.Names())-1))
	if err != nil || !p.In(15) {
		t.Fatalf("got %v, %v", p, err)
	}
}

func TestLevelsAreNamedAndTimed(t *testing.T) {
	pl := New()
	names, times := pl.Names(), pl.Times()
	if len(names) < 5 || len(names) != len(times) {
		t.Fatalf("levels %v times %v", names, times)
	}
	for i, d := range times {
		if d <= 0 {
			t.Errorf("level %s has no time limit", names[i])
		}
	}
	if names[pl.DefaultLevel()] == "" {
		t.Fatal("no default level")
	}
}

func TestAnalyzeSeesAForcedWin(t *testing.T) {
	pl := New()
	// Black to move with an open three made into an open four next: at the
	// latest a win in 3; with four in a row, a win in 1.
	_, ev, err := pl.Analyze(context.Background(), req(t, engine.DefaultConfig(), "h8a1i8a2j8a3k8a15", len(pl.Names())-1))
	if err != nil {
		t.Fatal(err)
	}
	if ev.Mate != 1 {
		t.Fatalf("four in a row: evaluation %+v, want a win in 1", ev)
	}
}

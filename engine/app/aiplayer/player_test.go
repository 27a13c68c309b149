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
	// Restrictions for Black under freestyle and standard, and tournament
	// renju: Black's double three at h8 (the obvious point, making an open
	// four next) is forbidden, and the search itself must know it: there is
	// no fallback that swaps in another point.
	for _, cfg := range []engine.Config{
		{Size: 15, Rule: engine.Freestyle, RestrictBlack: true},
		{Size: 15, Rule: engine.Standard, RestrictBlack: true},
		{Size: 15, Rule: engine.Renju, ForbiddenLoses: true},
	} {
		for _, level := range []int{0, 3, len(pl.Names()) - 1} {
			r := req(t, cfg, "h9a1g8a3i8a5h7a7", level)
			r.Limit = 100 * time.Millisecond
			g, _ := engine.Replay(cfg, r.History)
			p, err := pl.Think(context.Background(), r)
			if err != nil {
				t.Fatal(err)
			}
			if k := g.Forbidden(p); p.String() == "h8" || k != engine.NotForbidden {
				t.Fatalf("%+v level %d: forbidden answer %v (%v)", cfg, level, p, k)
			}
			if err := g.Check(p); err != nil {
				t.Fatalf("%+v level %d: illegal answer %v: %v", cfg, level, p, err)
			}
		}
	}
}

func TestKeepsToTheOpeningRule(t *testing.T) {
	pl := New()
	for _, cfg := range []engine.Config{
		{Size: 15, Rule: engine.Freestyle, Opening: engine.OpeningPro},
		{Size: 15, Rule: engine.Renju, Opening: engine.OpeningLongPro},
	} {
		for _, moves := range []string{"", "h8i9"} {
			for _, level := range []int{0, 2, len(pl.Names()) - 1} {
				r := req(t, cfg, moves, level)
				r.Limit = 100 * time.Millisecond
				g, err := engine.Replay(cfg, r.History)
				if err != nil {
					t.Fatal(err)
				}
				p, err := pl.Think(context.Background(), r)
				if err != nil {
					t.Fatal(err)
				}
				if err := g.Check(p); err != nil {
					t.Fatalf("%v after %q, level %d: %v", cfg.Opening, moves, level, err)
				}
			}
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

package client

import (
	"context"
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// playOut plays a game from opening between our engine (at a shallow
// depth) and the external engine, which plays ext's colour. Every move
// the external engine makes must be legal under the rule.
func playOut(t *testing.T, e *Brain, rule engine.Rule, opening string, ext engine.Color) *engine.Game {
	t.Helper()
	g, err := engine.NewGame(engine.Config{Size: 15, Rule: rule})
	if err != nil {
		t.Fatal(err)
	}
	ops, err := engine.ParseMoves(opening, 15)
	if err != nil {
		t.Fatal(err)
	}
	if err := g.PlayAll(ops); err != nil {
		t.Fatal(err)
	}
	ours := ai.NewSearcher(ai.DefaultConfig(), nil)
	e.NewGame()
	for !g.Over() {
		var mv engine.Point
		if g.ToMove() == ext {
			mv, err = e.Play(context.Background(), g.Moves())
			if err != nil {
				t.Fatalf("after %s: %v", engine.FormatMoves(g.Moves()), err)
			}
		} else {
			info, err := ours.Search(context.Background(), ai.PositionOf(g), ai.Limits{Depth: 2})
			if err != nil {
				t.Fatal(err)
			}
			mv = info.Move
		}
		if err := g.Play(mv); err != nil {
			t.Fatalf("illegal %v after %s: %v", mv, engine.FormatMoves(g.Moves()), err)
		}
	}
	return g
}

// A whole game against our own pbrain server, started as a separate
// process: once from the empty board (BEGIN, then TURN), once from an
// opening as White under renju (RESTART, BOARD).
func TestGamesAgainstOwnServer(t *testing.T) {
	o := helper("server")
	o.TurnTime = 50 * time.Millisecond
	o.Rule = engine.Freestyle
	e, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	g := playOut(t, e, engine.Freestyle, "", engine.Black)
	if g.Result().Status != engine.Won && g.MoveCount() < 225 {
		t.Fatalf("game ended without a result: %v", g.Result())
	}
	g = playOut(t, e, engine.Freestyle, "h8h9h10i11e11", engine.White)
	if !g.Over() {
		t.Fatal("second game unfinished")
	}
}

func TestRenjuGameAgainstOwnServer(t *testing.T) {
	o := helper("server")
	o.TurnTime = 50 * time.Millisecond
	o.Rule = engine.Renju
	e, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	// the server plays Black: g.Play rejects a forbidden move
	playOut(t, e, engine.Renju, "h8j10f7g6", engine.Black)
}

// Each misbehaviour loses by forfeit with a reason naming it, quickly,
// and leaves no process or goroutine behind.
func TestForfeits(t *testing.T) {
	for _, tc := range []struct {
		mode, reason string
	}{
		{"occupied", "7,7 (h8) is occupied"},
		{"offboard", "15,3 is off the 15x15 board"},
		{"garbage", `"I resign, good game"`},
		{"error", "answered ERROR out of memory"},
		{"hang", "no move within"},
		{"crash", "panic: boom"},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			before := runtime.NumGoroutine()
			e, err := New(helper(tc.mode))
			if err != nil {
				t.Fatal(err)
			}
			if err := e.start(); err != nil {
				t.Fatal(err)
			}
			p := e.p
			begun := time.Now()
			_, err = e.Play(context.Background(), []engine.Point{{X: 7, Y: 7}})
			if !errors.Is(err, ErrForfeit) {
				t.Fatalf("want a forfeit, got %v", err)
			}
			if !strings.Contains(err.Error(), tc.reason) {
				t.Fatalf("reason %q lacks %q", err, tc.reason)
			}
			if d := time.Since(begun); d > 5*time.Second {
				t.Fatalf("forfeit took %v", d)
			}
			if p.cmd.ProcessState == nil {
				t.Fatal("engine process still running after the forfeit")
			}
			e.Close()
			for i := 0; i < 100 && runtime.NumGoroutine() > before; i++ {
				time.Sleep(10 * time.Millisecond)
			}
			if n := runtime.NumGoroutine(); n > before {
				t.Fatalf("%d goroutines before, %d after", before, n)
			}
		})
	}
}

// Chatter before a move is skipped; an engine that does not know RESTART
// is restarted as a new process for the next game.
func TestChatterAndRestartFallback(t *testing.T) {
	e, err := New(helper("norestart"))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	mv, err := e.Play(context.Background(), []engine.Point{{X: 7, Y: 7}})
	if err != nil || mv != (engine.Point{X: 0, Y: 14}) {
		t.Fatalf("got %v, %v; want a15", mv, err)
	}
	first := e.p
	e.NewGame()
	mv, err = e.Play(context.Background(), []engine.Point{{X: 7, Y: 7}, {X: 8, Y: 8}})
	if err != nil || mv != (engine.Point{X: 0, Y: 14}) {
		t.Fatalf("second game: %v, %v", mv, err)
	}
	if e.p == first || first.cmd.ProcessState == nil {
		t.Fatal("the engine without RESTART was not replaced")
	}
}

// Problems before the first move are the caller's, not forfeits.
// An engine that ignores commands sent within a few milliseconds of its
// own move still gets every one: the client keeps its gap.
func TestGapAfterAnswer(t *testing.T) {
	e, err := New(helper("deaf"))
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	var moves []engine.Point
	for i := 0; i < 6; i++ {
		p, err := e.Play(context.Background(), moves)
		if err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		moves = append(moves, p, engine.Point{X: i, Y: 0})
	}
}

func TestStartErrors(t *testing.T) {
	o := helper("server")
	o.Path = "/nonexistent/pbrain-nothing"
	e, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := e.Play(context.Background(), nil); err == nil || errors.Is(err, ErrForfeit) {
		t.Fatalf("missing executable: %v", err)
	}
	o = helper("server")
	o.Rule = engine.Omok
	if _, err := New(o); err == nil {
		t.Fatal("omok has no protocol code but was accepted")
	}
}

// A cancelled context stops the wait without scoring a forfeit.
func TestCancel(t *testing.T) {
	o := helper("hang")
	o.TurnTime = time.Hour
	e, err := New(o)
	if err != nil {
		t.Fatal(err)
	}
	defer e.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	if _, err := e.Play(ctx, nil); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("got %v", err)
	}
}

package app

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/record"
)

// TestClocksStopOnEveryOtherScreen: a minute spent on the new-game
// screen, the settings or the statistics is nobody's thinking time,
// whether the screen was opened from the in-game menu or with N.
func TestClocksStopOnEveryOtherScreen(t *testing.T) {
	for _, c := range []struct {
		name string
		open func(a *App)
	}{
		{"menu, settings", func(a *App) {
			a.Apply(Intent{Kind: Menu})
			shownMenu(a).focusID(rowSettings)
			a.Apply(Intent{Kind: Place})
		}},
		{"N, new game", func(a *App) { a.Apply(Intent{Kind: NewGame}) }},
		{"menu, statistics", func(a *App) {
			a.Apply(Intent{Kind: Menu})
			shownMenu(a).focusID(rowStats)
			a.Apply(Intent{Kind: Place})
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			a := newApp(t, func(o *Options) { o.Settings.Setup.Clock = ClockGame5 })
			now := t0
			a.Update(now)
			playKeys(t, a, "h8i9")
			now = now.Add(10 * time.Second)
			a.Update(now) // Black has thought for 10 s
			c.open(a)
			if a.Screen() == ScreenPlay {
				t.Fatal("still on the board")
			}
			now = now.Add(time.Minute)
			a.Update(now)
			a.Apply(Intent{Kind: Back})
			if a.Screen() != ScreenPlay {
				t.Fatalf("Back went to %v", a.Screen())
			}
			a.Update(now)
			if txt := lineTexts(a.View()); !strings.Contains(txt, "Black 4:50") {
				t.Fatalf("the minute away was charged:\n%s", txt)
			}
		})
	}
}

// TestLeavingTheReviewStopsItsHint: the hint search is for the review's
// position; once the player leaves (here with N, straight to the new-game
// screen) it is cancelled and its answer never pops up elsewhere.
func TestLeavingTheReviewStopsItsHint(t *testing.T) {
	e := &fakeEngine{gate: make(chan struct{})}
	rec := &record.Game{Size: 15, Rule: engine.Freestyle}
	rec.Moves, _ = engine.ParseMoves("h8a1", 15)
	a := newApp(t, func(o *Options) {
		o.Computer = e
		o.Levels = []string{"Beginner", "Master"}
		o.LevelTimes = []time.Duration{50 * time.Millisecond, 100 * time.Millisecond}
		o.Open = rec
	})
	a.Apply(Intent{Kind: Hint})
	job := a.scene.(*reviewScene).think
	a.Apply(Intent{Kind: NewGame})
	if a.Screen() != ScreenNewGame {
		t.Fatalf("N went to %v", a.Screen())
	}
	select {
	case res := <-job.done:
		// Cancelled, not run out of time (the search has a deadline of its
		// own, so waiting alone would also end it).
		if !errors.Is(res.err, context.Canceled) {
			t.Fatalf("the hint search ended with %v, %v; want it cancelled", res.move, res.err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the hint search was not cancelled")
	}
	now := t0
	for i := 0; i < 5; i++ {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
	}
	if strings.Contains(a.View().Toast, "Hint") {
		t.Fatalf("a hint for the review showed on the new-game screen: %q", a.View().Toast)
	}
}

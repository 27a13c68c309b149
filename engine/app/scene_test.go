package app

import (
	"strings"
	"testing"
	"time"
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
			playKeys(t, a, "h8")
			now = now.Add(10 * time.Second)
			a.Update(now) // White has thought for 10 s
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
			if txt := lineTexts(a.View()); !strings.Contains(txt, "White 4:50") {
				t.Fatalf("the minute away was charged:\n%s", txt)
			}
		})
	}
}

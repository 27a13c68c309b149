package aiplayer

import (
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/app"
)

// Computer against computer in the app, under each RIF rule at the two
// weakest levels: the app runs every opening step through the real
// decider in the background and the game reaches normal play with one of
// the 26 openings on the board and the colours settled.
func TestComputerPlaysRIFOpeningsInTheApp(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole openings")
	}
	pl := New()
	for _, rule := range []engine.Opening{engine.OpeningSoosorv8, engine.OpeningTaraguchi10, engine.OpeningYamaguchi} {
		for _, level := range []int{0, 1} {
			o := app.Options{Settings: app.DefaultSettings(), Width: 1280, Height: 800, Now: time.Now(), Computer: pl,
				Levels: pl.Names(), LevelTimes: []time.Duration{150 * time.Millisecond, 150 * time.Millisecond}}
			o.Settings.Setup.Mode = app.ModeComputerVsComputer
			o.Settings.Setup.Level = level
			o.Settings.Setup.Game.Rule = engine.Renju
			o.Settings.Setup.Game.Opening = rule
			a, err := app.New(o)
			if err != nil {
				t.Fatal(err)
			}
			now := time.Now()
			deadline := now.Add(60 * time.Second)
			for a.Game().MoveCount() < 7 && !a.Game().Over() && time.Now().Before(deadline) {
				now = now.Add(time.Second) // past the demo pause between moves
				a.Update(now)
				time.Sleep(2 * time.Millisecond)
			}
			g := a.Game()
			if g.MoveCount() < 7 {
				t.Fatalf("%v level %d: stuck at %+v with %d stones (%v)", rule, level, g.Turn(), g.MoveCount(), a.View().Toast)
			}
			if _, ok := engine.OpeningOf(g.Moves()); !ok {
				t.Errorf("%v: %v is none of the 26", rule, g.Moves()[:3])
			}
			if g.InRIFOpening() || g.SeatOf(engine.Black) == engine.NoSeat {
				t.Errorf("%v: the opening is not over at move %d", rule, g.MoveCount())
			}
			a.Close()
		}
	}
}

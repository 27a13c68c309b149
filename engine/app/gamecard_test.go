package app

import (
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/record"
)

// A saved game's card says who played and at which level, the result
// from the player's own side (a loss is a loss, not "White won"), the
// moves and the date, beside the final position's stones.
func TestGameCardSpeaksFromThePlayersSide(t *testing.T) {
	a := newApp(t, nil)
	when := time.Date(2026, 12, 6, 1, 40, 0, 0, time.Local)
	for _, c := range []struct {
		black, white, event string
		outcome             record.Outcome
		title, details      string
		won, lost           bool
	}{
		{"You", "Computer", "Medium", record.WhiteWins, "You – Computer · Medium", "You lost · 5 moves · 2026-12-06 01:40", false, true},
		{"Computer", "You", "Hard", record.WhiteWins, "Computer – You · Hard", "You won · 5 moves · 2026-12-06 01:40", true, false},
		{"Player 1", "Player 2", "", record.BlackWins, "Player 1 – Player 2", "Black won · 5 moves · 2026-12-06 01:40", false, false},
		{"You", "Computer", "Easy", record.Unknown, "You – Computer · Easy", "Unfinished · 5 moves · 2026-12-06 01:40", false, false},
	} {
		moves, err := engine.ParseMoves("h8h9i8i9j8", 15)
		if err != nil {
			t.Fatal(err)
		}
		g := &record.Game{Size: 15, Moves: moves, Black: c.black, White: c.white, Event: c.event, Result: record.Result{Outcome: c.outcome}, Date: when}
		card := gameCard(a, record.Entry{Game: g, Moves: len(moves), Date: when, ModTime: when})
		if card.Title != c.title || card.Details != c.details || card.Won != c.won || card.Lost != c.lost {
			t.Errorf("card %q / %q (won %v, lost %v), want %q / %q (%v, %v)", card.Title, card.Details, card.Won, card.Lost, c.title, c.details, c.won, c.lost)
		}
		if len(card.Black) != 3 || len(card.White) != 2 || card.Size != 15 {
			t.Errorf("card position: %d black, %d white on %d", len(card.Black), len(card.White), card.Size)
		}
	}
}

// A game against the computer is recorded with its level, so the card can
// name it.
func TestRecordNamesTheLevel(t *testing.T) {
	a := newApp(t, func(o *Options) {
		o.Levels = []string{"Easy", "Medium"}
		o.Computer = &fakeEngine{}
		o.Settings.Setup.Mode = ModeVsComputer
	})
	if rec := a.playRecord(); rec.Event != "Medium" {
		t.Fatalf("recorded event %q, want the level", rec.Event)
	}
}

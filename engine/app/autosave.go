package app

import (
	"encoding/json"
	"fmt"
	"time"

	"gomoku/engine"
)

// AutosaveFile is the game in progress, rewritten after every move.
const AutosaveFile = "autosave.json"

// Autosave is everything needed to put a game back exactly as it was:
// the kind of game, its history, the clocks, the cursor and the redo list.
type Autosave struct {
	Version  int                   `json:"version"`
	Setup    Setup                 `json:"setup"`
	Starter  engine.Seat           `json:"starter"`
	Moves    string                `json:"moves"`
	Choices  []engine.ChoiceRecord `json:"choices,omitempty"`
	ClockMS  [2]int64              `json:"clock_ms"`
	Cursor   string                `json:"cursor"`
	Redo     string                `json:"redo,omitempty"` // undone stones, newest last
	Finished bool                  `json:"finished"`
	Saved    time.Time             `json:"saved"`
	// Seed is the game's seed (seed.go), so the computer goes on choosing
	// as it would have; 0 in an autosave from before it was kept (the
	// resumed game then draws a new one).
	Seed int64 `json:"seed,omitempty"`
}

// Encode renders the autosave for an atomic write.
func (s Autosave) Encode() ([]byte, error) {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("app: encode autosave: %w", err)
	}
	return append(data, '\n'), nil
}

// DecodeAutosave reads an autosave and checks that it replays.
func DecodeAutosave(data []byte, levels int) (Autosave, error) {
	var s Autosave
	if err := json.Unmarshal(data, &s); err != nil {
		return Autosave{}, fmt.Errorf("app: autosave: %w", err)
	}
	if s.Version != 1 {
		return Autosave{}, fmt.Errorf("app: autosave: unsupported version %d", s.Version)
	}
	if err := s.Setup.Validate(levels); err != nil {
		return Autosave{}, fmt.Errorf("app: autosave: %w", err)
	}
	g, err := s.replay()
	if err != nil {
		return Autosave{}, fmt.Errorf("app: autosave: %w", err)
	}
	if err := s.check(g); err != nil {
		return Autosave{}, fmt.Errorf("app: autosave: %w", err)
	}
	return s, nil
}

func (s Autosave) replay() (*engine.Game, error) {
	moves, err := engine.ParseMoves(s.Moves, s.Setup.Game.Size)
	if err != nil {
		return nil, err
	}
	return engine.Replay(s.Setup.Game, engine.History{Starter: s.Starter, Moves: moves, Choices: s.Choices})
}

// snapshot captures the current game.
func (a *App) snapshot() Autosave {
	h := a.game.History()
	s := Autosave{
		Version: 1, Setup: a.setup, Starter: h.Starter, Moves: engine.FormatMoves(h.Moves),
		Choices: h.Choices, Cursor: a.cursor.String(), Finished: a.game.Over(), Saved: a.now.UTC(),
		Seed: a.gameSeed,
	}
	s.ClockMS[0] = a.clock.left[engine.SeatOne].Milliseconds()
	s.ClockMS[1] = a.clock.left[engine.SeatTwo].Milliseconds()
	var redo []engine.Point
	for _, act := range a.redo {
		if !act.stone {
			redo = nil // a choice in the redo list: keep it simple, drop redo
			break
		}
		redo = append(redo, act.point)
	}
	s.Redo = engine.FormatMoves(redo)
	return s
}

// autosave writes the game in progress (atomically, off the frame loop).
func (a *App) autosave() {
	if a.opts.ConfigDir == "" || a.game == nil {
		return
	}
	data, err := a.snapshot().Encode()
	if err != nil {
		a.report(a.textSaveFailed(err), err, true)
		return
	}
	a.lastSaved = a.now
	a.save(AutosaveFile, data)
}

// restore puts a saved game back. A finished game is not restored: the
// player gets a fresh board of the same kind.
func (a *App) restore(s Autosave) error {
	g, err := s.replay()
	if err != nil {
		return err
	}
	if err := s.Setup.Validate(len(a.opts.Levels)); err != nil {
		return fmt.Errorf("app: autosave: %w", err)
	}
	if err := s.check(g); err != nil {
		return fmt.Errorf("app: autosave: %w", err)
	}
	if err := a.startGame(s.Setup); err != nil {
		return err
	}
	if s.Finished {
		return nil
	}
	a.game = g
	if s.Seed != 0 {
		a.gameSeed = s.Seed
	}
	a.clock = newClock(s.Setup.Clock)
	if a.clock.enabled() {
		a.clockHeld = !g.Over()
		a.clock.left[engine.SeatOne] = time.Duration(s.ClockMS[0]) * time.Millisecond
		a.clock.left[engine.SeatTwo] = time.Duration(s.ClockMS[1]) * time.Millisecond
		a.clock.turn = g.Actions()
	}
	if p, err := engine.ParsePoint(s.Cursor, s.Setup.Game.Size); err == nil { // checked above
		a.cursor = p
	}
	if redo, err := engine.ParseMoves(s.Redo, s.Setup.Game.Size); err == nil {
		for _, p := range redo {
			a.redo = append(a.redo, action{stone: true, point: p})
		}
	}
	if t := g.Turn(); t.Phase == engine.PhaseChoose && !a.setup.computerSeat(t.Seat) {
		a.openChoicePrompt()
	}
	return nil
}

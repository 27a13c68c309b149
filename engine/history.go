package engine

import "fmt"

// History is everything needed to rebuild a game exactly: who started, the
// stones in order and the opening choices with the number of stones that
// were down when each was made. It is what autosave and undo/redo keep.
type History struct {
	Starter Seat
	Moves   []Point
	Choices []ChoiceRecord
}

// ChoiceRecord is an opening choice made when N stones were on the board.
// Point is where a 5th-move offer went (Choice is ChooseOffer), else nil.
type ChoiceRecord struct {
	N      int
	Choice Choice
	Point  *Point `json:",omitempty"`
}

// History returns a copy of the game's history.
func (g *Game) History() History {
	h := History{Starter: g.starter, Moves: g.Moves()}
	for _, c := range g.choices {
		r := ChoiceRecord{N: c.n, Choice: c.choice}
		if c.choice == ChooseOffer {
			at := c.at
			r.Point = &at
		}
		h.Choices = append(h.Choices, r)
	}
	return h
}

// Actions is the number of actions (stones and choices) in the game, the
// unit Undo takes back.
func (g *Game) Actions() int { return len(g.moves) + len(g.choices) }

// Replay rebuilds a game from its history with every rule checked, so a
// damaged or edited history is refused instead of producing an impossible
// position.
func Replay(cfg Config, h History) (*Game, error) {
	g, err := NewGame(cfg)
	if err != nil {
		return nil, err
	}
	if h.Starter != NoSeat {
		if err := g.SetStarter(h.Starter); err != nil {
			return nil, err
		}
	}
	ci := 0
	for n := 0; ; n++ {
		for ci < len(h.Choices) && h.Choices[ci].N == n {
			if err := g.replayChoice(h.Choices[ci]); err != nil {
				return nil, fmt.Errorf("engine: replay: choice %d: %w", ci+1, err)
			}
			ci++
		}
		if n == len(h.Moves) {
			break
		}
		if err := g.Play(h.Moves[n]); err != nil {
			return nil, fmt.Errorf("engine: replay: move %d (%v): %w", n+1, h.Moves[n], err)
		}
	}
	if ci != len(h.Choices) {
		return nil, fmt.Errorf("engine: replay: choice %d is out of order", ci+1)
	}
	return g, nil
}

func (g *Game) replayChoice(c ChoiceRecord) error {
	if c.Choice != ChooseOffer {
		return g.Choose(c.Choice)
	}
	if c.Point == nil {
		return fmt.Errorf("engine: a 5th-move offer without its point")
	}
	return g.Offer(*c.Point)
}

// Resign ends the game: c gives up and the other colour wins.
func (g *Game) Resign(c Color) error {
	return g.concede(c, ReasonResign)
}

// TimeOut ends the game: c ran out of time and the other colour wins.
func (g *Game) TimeOut(c Color) error {
	return g.concede(c, ReasonTimeout)
}

func (g *Game) concede(c Color, why Reason) error {
	if g.Over() {
		return ErrGameOver
	}
	if c != Black && c != White {
		return fmt.Errorf("engine: %v cannot concede", c)
	}
	g.result = Result{Status: Won, Winner: c.Opponent(), Reason: why}
	g.forbiddenOK = false
	return nil
}

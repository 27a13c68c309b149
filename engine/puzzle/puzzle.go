package puzzle

import (
	"encoding/json"
	"fmt"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Puzzle is one shipped position and its proved solution.
type Puzzle struct {
	// ID is stable across runs of the same generation: rule, seed, game
	// and ply.
	ID   string
	Rule engine.Rule
	Size int
	// Moves is the game up to the puzzle (Black first, alternating); the
	// side to move is the attacker.
	Moves []engine.Point
	Kind  ai.Threat
	// Length is the number of attacking moves of the solution, the last
	// one making five; it is also the bound every other first move fails.
	Length int
	// Solution is the proved main line, attacker first.
	Solution []engine.Point
	// Found is the share of seeded tries in which the weak level (Easy)
	// played the solution's first move (Easy without its time limit, so
	// the share is the same on every machine).
	Found float64
	// Rating is the puzzle's difficulty on the Elo-like scale of Rating.
	Rating int
}

// Position is the puzzle's position for the engine.
func (p Puzzle) Position() ai.Position {
	return ai.Position{Size: p.Size, Rule: p.Rule, Moves: append([]engine.Point(nil), p.Moves...)}
}

// ToMove is the attacker: the side the player plays.
func (p Puzzle) ToMove() engine.Color {
	if len(p.Moves)%2 == 0 {
		return engine.Black
	}
	return engine.White
}

// puzzleJSON is the line format of data/<rule>.jsonl: moves as move
// strings, names for rule and kind, so the files read and diff well.
type puzzleJSON struct {
	ID       string  `json:"id"`
	Rule     string  `json:"rule"`
	Size     int     `json:"size"`
	Moves    string  `json:"moves"`
	Kind     string  `json:"kind"`
	Length   int     `json:"length"`
	Solution string  `json:"solution"`
	Found    float64 `json:"found"`
	Rating   int     `json:"rating"`
}

// MarshalJSON writes the line format.
func (p Puzzle) MarshalJSON() ([]byte, error) {
	return json.Marshal(puzzleJSON{
		ID: p.ID, Rule: p.Rule.String(), Size: p.Size, Moves: engine.FormatMoves(p.Moves),
		Kind: p.Kind.String(), Length: p.Length, Solution: engine.FormatMoves(p.Solution),
		Found: p.Found, Rating: p.Rating,
	})
}

// UnmarshalJSON reads the line format, checking rule, kind and moves.
func (p *Puzzle) UnmarshalJSON(data []byte) error {
	var j puzzleJSON
	if err := json.Unmarshal(data, &j); err != nil {
		return err
	}
	rule, err := engine.ParseRule(j.Rule)
	if err != nil {
		return fmt.Errorf("puzzle %s: %w", j.ID, err)
	}
	if j.Size < engine.MinSize || j.Size > engine.MaxSize {
		return fmt.Errorf("puzzle %s: board size %d", j.ID, j.Size)
	}
	kind, err := ai.ParseThreat(j.Kind)
	if err != nil {
		return fmt.Errorf("puzzle %s: %w", j.ID, err)
	}
	moves, err := engine.ParseMoves(j.Moves, j.Size)
	if err != nil {
		return fmt.Errorf("puzzle %s: moves: %w", j.ID, err)
	}
	sol, err := engine.ParseMoves(j.Solution, j.Size)
	if err != nil || len(sol) == 0 {
		return fmt.Errorf("puzzle %s: solution %q: %v", j.ID, j.Solution, err)
	}
	*p = Puzzle{ID: j.ID, Rule: rule, Size: j.Size, Moves: moves, Kind: kind, Length: j.Length,
		Solution: sol, Found: j.Found, Rating: j.Rating}
	return nil
}

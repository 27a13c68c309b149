package analysis

import (
	"encoding/json"
	"fmt"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// reportFile is a Report as the disk cache stores it: points as move
// strings, colours and kinds as names.
type reportFile struct {
	Version   int            `json:"version"`
	Rule      string         `json:"rule"`
	Size      int            `json:"size"`
	Moves     string         `json:"moves"`
	Depth     int            `json:"depth"`
	TimeMS    int64          `json:"time_ms,omitempty"`
	Positions []positionFile `json:"positions"`
	Graded    []moveFile     `json:"graded"`
}

type positionFile struct {
	Score  int     `json:"score"`
	Mate   int     `json:"mate,omitempty"`
	Black  float64 `json:"black"`
	Over   bool    `json:"over,omitempty"`
	Winner string  `json:"winner,omitempty"`
	Best   string  `json:"best,omitempty"`
	Line   string  `json:"line,omitempty"`
	Win    string  `json:"win,omitempty"`
}

type moveFile struct {
	Drop     float64  `json:"drop"`
	Severity Severity `json:"severity,omitempty"`
	Reason   Reason   `json:"reason,omitempty"`
}

func colorName(c engine.Color) string {
	switch c {
	case engine.Black:
		return "black"
	case engine.White:
		return "white"
	}
	return ""
}

func fileOf(r Report) reportFile {
	f := reportFile{Version: r.Key.Version, Rule: r.Key.Rule.String(), Size: r.Key.Size, Moves: r.Key.Moves,
		Depth: r.Key.Depth, TimeMS: r.Key.Time.Milliseconds()}
	for _, p := range r.Positions {
		pf := positionFile{Score: p.Score, Mate: p.Mate, Black: p.Black, Over: p.Over, Winner: colorName(p.Winner),
			Line: engine.FormatMoves(p.Line)}
		if p.Best != engine.NoPoint() {
			pf.Best = p.Best.String()
		}
		if p.Win != 0 {
			pf.Win = p.Win.String()
		}
		f.Positions = append(f.Positions, pf)
	}
	for _, m := range r.Moves {
		f.Graded = append(f.Graded, moveFile{Drop: m.Drop, Severity: m.Severity, Reason: m.Reason})
	}
	return f
}

func (f reportFile) encode() ([]byte, error) { return json.Marshal(f) }

// report rebuilds the Report, checking everything a damaged file could
// get wrong; the moves are replayed to restore colours and plies.
func (f reportFile) report() (Report, error) {
	rule, err := engine.ParseRule(f.Rule)
	if err != nil {
		return Report{}, err
	}
	if f.Size < engine.MinSize || f.Size > engine.MaxSize {
		return Report{}, fmt.Errorf("board size %d", f.Size)
	}
	moves, err := engine.ParseMoves(f.Moves, f.Size)
	if err != nil {
		return Report{}, err
	}
	if len(f.Positions) != len(moves)+1 || len(f.Graded) != len(moves) {
		return Report{}, fmt.Errorf("%d positions and %d graded moves for %d moves", len(f.Positions), len(f.Graded), len(moves))
	}
	r := Report{Key: Key{Version: f.Version, Rule: rule, Size: f.Size, Moves: f.Moves, Depth: f.Depth,
		Time: time.Duration(f.TimeMS) * time.Millisecond}}
	for i, pf := range f.Positions {
		p := Position{Ply: i, ToMove: engine.Black, Score: pf.Score, Mate: pf.Mate, Black: pf.Black, Over: pf.Over, Best: engine.NoPoint()}
		if i%2 == 1 {
			p.ToMove = engine.White
		}
		if pf.Black < 0 || pf.Black > 1 {
			return Report{}, fmt.Errorf("position %d: win chance %v", i, pf.Black)
		}
		switch pf.Winner {
		case "black":
			p.Winner = engine.Black
		case "white":
			p.Winner = engine.White
		}
		if pf.Best != "" {
			if p.Best, err = engine.ParsePoint(pf.Best, f.Size); err != nil {
				return Report{}, fmt.Errorf("position %d: %w", i, err)
			}
		}
		if p.Line, err = engine.ParseMoves(pf.Line, f.Size); err != nil {
			return Report{}, fmt.Errorf("position %d: %w", i, err)
		}
		if len(p.Line) == 0 {
			p.Line = nil
		}
		if pf.Win != "" {
			if p.Win, err = ai.ParseThreat(pf.Win); err != nil {
				return Report{}, fmt.Errorf("position %d: %w", i, err)
			}
		}
		r.Positions = append(r.Positions, p)
	}
	for i, mf := range f.Graded {
		switch mf.Severity {
		case Good, Mistake, Blunder:
		default:
			return Report{}, fmt.Errorf("move %d: severity %q", i+1, mf.Severity)
		}
		before, after := r.Positions[i], r.Positions[i+1]
		r.Moves = append(r.Moves, Move{Ply: i + 1, Move: moves[i], Color: before.ToMove, Before: before.Black,
			After: after.Black, Drop: mf.Drop, Best: before.Best, Line: before.Line, Severity: mf.Severity, Reason: mf.Reason})
	}
	return r, nil
}

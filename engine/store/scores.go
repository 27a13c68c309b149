package store

import (
	"encoding/json"
	"fmt"
	"time"
)

// BestFile is the best-result file's name inside the config folder.
const BestFile = "best.json"

// historyLimit bounds the list of recent wins kept with the best result.
const historyLimit = 20

// Win is one finished game in the history.
type Win struct {
	Date   time.Time `json:"date"`
	Moves  int       `json:"moves"`  // stones the winner placed (5 is perfect)
	Winner string    `json:"winner"` // "black" or "white"
	Kind   string    `json:"kind"`   // what was played, e.g. "two-player freestyle 15x15"
}

// Scores is the best-result and statistics file: the fewest moves to win
// for each kind of game, the most recent wins (newest first), and the
// record against each computer level.
type Scores struct {
	Version int                `json:"version"`
	Best    map[string]int     `json:"best"`
	History []Win              `json:"history"`
	Levels  map[string]*Record `json:"levels,omitempty"`
	// Puzzles is the Puzzles mode's rating and solved puzzles per rule
	// (puzzles.go); absent from files written before it existed.
	Puzzles map[string]*PuzzleScore `json:"puzzles,omitempty"`
}

// Record counts games against one computer level.
type Record struct {
	Won   int `json:"won"`
	Lost  int `json:"lost"`
	Drawn int `json:"drawn"`
}

// Outcome is how a game against the computer ended for the person.
type Outcome uint8

const (
	Won Outcome = iota + 1
	Lost
	Drawn
)

// RecordLevel counts a finished game against the named level.
func (s *Scores) RecordLevel(level string, o Outcome) {
	if s.Levels == nil {
		s.Levels = map[string]*Record{}
	}
	r := s.Levels[level]
	if r == nil {
		r = &Record{}
		s.Levels[level] = r
	}
	switch o {
	case Won:
		r.Won++
	case Lost:
		r.Lost++
	case Drawn:
		r.Drawn++
	}
}

// BestFor returns the fewest moves any win of this kind needed.
func (s *Scores) BestFor(kind string) (int, bool) {
	n, ok := s.Best[kind]
	return n, ok && n > 0
}

// Record adds a win and reports whether it beat (or set) the best for its
// kind. Fewer moves is better.
func (s *Scores) Record(w Win) (newBest bool) {
	if s.Best == nil {
		s.Best = map[string]int{}
	}
	old, ok := s.BestFor(w.Kind)
	if !ok || w.Moves < old {
		s.Best[w.Kind] = w.Moves
		newBest = true
	}
	s.History = append([]Win{w}, s.History...)
	if len(s.History) > historyLimit {
		s.History = s.History[:historyLimit]
	}
	return newBest
}

// Encode renders the scores as indented JSON for WriteFile.
func (s *Scores) Encode() ([]byte, error) {
	c := *s
	c.Version = 1
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("store: encode scores: %w", err)
	}
	return append(data, '\n'), nil
}

// validate rejects JSON that parsed but cannot be a scores file, so a foreign
// or damaged file is set aside instead of being merged into.
func (s *Scores) validate() error {
	if s.Version != 1 {
		return fmt.Errorf("unsupported version %d", s.Version)
	}
	for kind, n := range s.Best {
		if n < 1 {
			return fmt.Errorf("best for %q is %d moves", kind, n)
		}
	}
	for level, r := range s.Levels {
		if r == nil || r.Won < 0 || r.Lost < 0 || r.Drawn < 0 {
			return fmt.Errorf("record against %q is damaged", level)
		}
	}
	return s.validatePuzzles()
}

// LoadScores reads the best-result file in dir. A missing file gives empty
// scores; a damaged one is set aside and reported as a *CorruptError
// together with empty scores, so the game still starts.
func LoadScores(dir string, now time.Time) (Scores, error) {
	var s Scores
	path := joinPath(dir, BestFile)
	found, err := LoadJSON(path, &s, now)
	if err != nil || !found {
		return Scores{}, err
	}
	if verr := s.validate(); verr != nil {
		return Scores{}, setAside(path, verr, now)
	}
	return s, nil
}

package store

import (
	"fmt"
	"slices"
)

// PuzzleScore is the Puzzles mode's result for one rule: the player's
// Elo-like rating (engine/puzzle.Rating's fields) and the puzzles solved,
// so they are not offered again. It lives in best.json under "puzzles",
// keyed by rule name; the field is optional, so a best.json written before
// it existed loads unchanged (and the version stays 1).
type PuzzleScore struct {
	Elo    int      `json:"elo"`
	Solved int      `json:"solved"`
	Failed int      `json:"failed"`
	IDs    []string `json:"ids,omitempty"`
}

// SolvedPuzzle reports whether the puzzle with this ID was solved under rule.
func (s *Scores) SolvedPuzzle(rule, id string) bool {
	p := s.Puzzles[rule]
	return p != nil && slices.Contains(p.IDs, id)
}

// RecordPuzzle stores the rating after an attempt under rule and, when
// solved, adds the puzzle's ID to the solved ones (once).
func (s *Scores) RecordPuzzle(rule, id string, elo, solved, failed int, wasSolved bool) {
	if s.Puzzles == nil {
		s.Puzzles = map[string]*PuzzleScore{}
	}
	p := s.Puzzles[rule]
	if p == nil {
		p = &PuzzleScore{}
		s.Puzzles[rule] = p
	}
	p.Elo, p.Solved, p.Failed = elo, solved, failed
	if wasSolved && !slices.Contains(p.IDs, id) {
		p.IDs = append(p.IDs, id)
	}
}

// validatePuzzles rejects a puzzles field no version of the game writes: a
// nil entry, negative counts or a rating off any scale a player reaches.
func (s *Scores) validatePuzzles() error {
	for rule, p := range s.Puzzles {
		if p == nil || p.Solved < 0 || p.Failed < 0 || p.Elo < 0 || p.Elo > 10000 {
			return fmt.Errorf("puzzle rating for %q is damaged", rule)
		}
	}
	return nil
}

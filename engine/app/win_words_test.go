package app

import (
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// A proved win is counted as players count it — the winner's own moves,
// the five included — and its first move named by the shape it makes.
func TestCountWinAsPlayersDo(t *testing.T) {
	stones := func(black, white string) ai.Position {
		pos := ai.Position{Size: 15, Rule: engine.Freestyle, ToMove: engine.Black}
		for c, s := range map[engine.Color]string{engine.Black: black, engine.White: white} {
			pts, err := engine.ParseMoves(s, 15)
			if err != nil {
				t.Fatal(err)
			}
			for _, p := range pts {
				pos.Setup = append(pos.Setup, ai.Stone{P: p, Color: c})
			}
		}
		return pos
	}
	cases := []struct {
		name  string
		pos   ai.Position
		line  string
		moves int
		shape winShape
	}{
		// The open four ends the solver's line; the five is one more.
		{"open three", stones("j10k10l10", "a1a3a5"), "i10", 2, shapeOpenFour},
		{"a four", stones("h8i8j8k8", "g8a1a3a5"), "l8", 1, shapeFive},
		// k8 makes the four h8–k8 (g8 blocks the other end) and the open
		// three k8 k9 k10; White blocks l8, k11 makes an open four.
		{"four-three", stones("h8i8j8k9k10", "g8a1a3a5a7"), "k8l8k11", 3, shapeFourThree},
	}
	for _, tc := range cases {
		line, err := engine.ParseMoves(tc.line, 15)
		if err != nil {
			t.Fatal(err)
		}
		w := countWin(tc.pos, line)
		if w.moves != tc.moves || w.shape != tc.shape || w.first != line[0] {
			t.Errorf("%s: %d moves, shape %d, first %v; want %d, %d, %v", tc.name, w.moves, w.shape, w.first, tc.moves, tc.shape, line[0])
		}
	}
}

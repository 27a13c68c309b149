package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

// Positions from games lost to Pela (freestyle, 200 ms a move): the move
// our search chose there lets the opponent in with a VCT it cannot see,
// and Pela played that VCT to a five.
var safeRootCases = []struct {
	name  string
	moves string // the game up to the move in question
	trap  string // the move the search chose, after which the opponent wins
	nodes uint64 // a node limit at which the search without the check plays trap
}{
	// Game 11 of `gomoku match -a default -b pbrain:pela -games 40` (main
	// 85b6d32): Black's seventh move g8 (score -15 at depth 10) and White
	// won by h6 j6 f6 e6 f8 … in 34 moves.
	{"pela game 11, g8", "h8g6h7g7k11i6", "g8", 200_000},
}

func TestSafeRootAvoidsProvenVCT(t *testing.T) {
	ctx := context.Background()
	for _, tc := range safeRootCases {
		t.Run(tc.name, func(t *testing.T) {
			moves, err := engine.ParseMoves(tc.moves, 15)
			if err != nil {
				t.Fatal(err)
			}
			trap, err := engine.ParsePoint(tc.trap, 15)
			if err != nil {
				t.Fatal(err)
			}
			pos := Position{Size: 15, Rule: engine.Freestyle, Moves: moves}
			// The search these games were played with: the selective
			// default no longer walks into this trap at this node count,
			// nor does the evaluation learnt from deeper games.
			base := DefaultConfig().WithoutSelectivity()
			on := base
			on.SafeShare = 50
			ts := tableSetWith(engine.Freestyle, earlierWeights(variantOf(engine.Freestyle, false)))
			e := NewSearcher(on, ts)
			// The trap is real: after it the opponent has a proven VCT.
			after := pos
			after.Moves = append(append([]engine.Point{}, moves...), trap)
			p, err := e.Solve(ctx, after, VCT, rootVCTMoves, 1_000_000)
			if err != nil {
				t.Fatal(err)
			}
			if !p.Won() {
				t.Fatalf("no VCT for the opponent after %s", tc.trap)
			}
			// Without the check that search walks into it.
			info, err := NewSearcher(base, ts).Search(ctx, pos, Limits{Nodes: tc.nodes})
			if err != nil {
				t.Fatal(err)
			}
			if info.Move != trap {
				t.Fatalf("without the check the search played %v, not the trap %s: the case no longer pins the fix", info.Move, tc.trap)
			}
			info, err = e.Search(ctx, pos, Limits{Nodes: tc.nodes})
			if err != nil {
				t.Fatal(err)
			}
			if info.Move == trap {
				t.Fatalf("played %s, after which the opponent wins by %s", tc.trap, engine.FormatMoves(p.Line))
			}
			if info.Source != "safe" {
				t.Errorf("source %q, want \"safe\" (the check changed the move)", info.Source)
			}
		})
	}
}

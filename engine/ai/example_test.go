package ai_test

import (
	"context"
	"fmt"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// A search of a game's position to a fixed depth: with one thread and no
// time limit it is deterministic. Black's open three h8–j8 becomes an
// open four (Mate 1: one more move of Black's and the win is certain),
// found by the root VCF solver before the search proper.
func ExampleSearcher_Search() {
	g, _ := engine.NewGame(engine.Config{Size: 15, Rule: engine.Freestyle})
	moves, _ := engine.ParseMoves("h8h9i8i9j8a1", 15)
	if err := g.PlayAll(moves); err != nil {
		fmt.Println(err)
		return
	}
	s := ai.NewSearcher(ai.DefaultConfig(), new(ai.TableSet))
	info, err := s.Search(context.Background(), ai.PositionOf(g), ai.Limits{Depth: 6})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(info.Move, info.Mate, info.Source)
	// Output: g8 1 vcf
}

// Solve proves a win by continuous fours (VCF) within a node budget and
// gives its main line: here g7 makes the open four g7–j10.
func ExampleSearcher_Solve() {
	g, _ := engine.NewGame(engine.Config{Size: 15, Rule: engine.Freestyle})
	moves, _ := engine.ParseMoves("h8a1i9a3j10a5h10a7h11a9", 15)
	if err := g.PlayAll(moves); err != nil {
		fmt.Println(err)
		return
	}
	s := ai.NewSearcher(ai.DefaultConfig(), new(ai.TableSet))
	proof, err := s.Solve(context.Background(), ai.PositionOf(g), ai.VCF, 10, 100_000)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(proof.Won(), proof.Moves(), engine.FormatMoves(proof.Line))
	// Output: true 1 g7
}

// A LevelPlayer plays the game's levels. Even Beginner, whose mistakes are
// human, stops a four: White's h8–k8 is blocked at g8, so Black must play l8.
func ExampleLevelPlayer_BestMove() {
	g, _ := engine.NewGame(engine.DefaultConfig())
	moves, _ := engine.ParseMoves("g8h8a1i8a3j8a5k8", g.Config().Size)
	if err := g.PlayAll(moves); err != nil {
		fmt.Println(err)
		return
	}
	beginner, _ := ai.LevelByName("Beginner")
	mv, _, err := ai.NewLevelPlayer().BestMove(context.Background(), ai.PositionOf(g), beginner, 1)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(mv)
	// Output: l8
}

package record_test

import (
	"fmt"

	"gomoku/engine"
	"gomoku/engine/record"
)

// Parse detects the format, Replay applies the rules, and Write turns
// the game into another format.
func Example() {
	g, f, err := record.Parse([]byte("h8i8h9i9h10i10h11i11h12"), record.Options{Size: 15})
	if err != nil {
		fmt.Println(err)
		return
	}
	game, err := g.Replay()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(f, len(g.Moves), game.Result().Winner)

	g.Black, g.White = "Ann", "Bo"
	sgf, err := record.Write(g, record.FormatSGF)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(string(sgf))
	// Output:
	// moves 9 black
	// (;FF[4]GM[4]CA[UTF-8]AP[gomoku]SZ[15]RU[freestyle]
	// PB[Ann]PW[Bo]
	// ;B[hh];W[ih];B[hg];W[ig];B[hf];W[if];B[he];W[ie];B[hd])
}

// A record that breaks the rules reads (the syntax is fine) but does not
// replay: the error names the first illegal move.
func ExampleGame_Replay() {
	g := record.NewGame(15, engine.Freestyle)
	g.Moves, _ = engine.ParseMoves("h8i9h8", 15)
	_, err := g.Replay()
	fmt.Println(err)
	// Output: record: move 3 (h8): engine: point is occupied: h8
}

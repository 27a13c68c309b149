package engine_test

import (
	"errors"
	"fmt"

	"gomoku/engine"
)

// A game under Renju: Black may not make a double three, and a refused
// move keeps the turn; five in a row ends the game.
func Example() {
	g, err := engine.NewGame(engine.Config{Size: 15, Rule: engine.Renju})
	if err != nil {
		fmt.Println(err)
		return
	}
	opening, _ := engine.ParseMoves("h8a1i8a3j9a5j10a7", 15)
	if err := g.PlayAll(opening); err != nil {
		fmt.Println(err)
		return
	}

	j8, _ := engine.ParsePoint("j8", 15)
	err = g.Play(j8) // h8 i8 j8 and j8 j9 j10: two open threes
	fmt.Println(err)
	fmt.Println(errors.Is(err, engine.ErrForbidden), g.ToMove())

	rest, _ := engine.ParseMoves("k8a9g8a11f8a13e8", 15)
	if err := g.PlayAll(rest); err != nil {
		fmt.Println(err)
		return
	}
	r := g.Result()
	fmt.Println(r.Winner, engine.FormatMoves(r.Line))
	// Output:
	// engine: j8 is forbidden for black (double-three)
	// true black
	// black e8f8g8h8i8
}

// ForbiddenPoints lists what the side to move may not play, with the reason.
func ExampleConfig_ForbiddenPoints() {
	b, _ := engine.NewBoard(15)
	for _, s := range []string{"h8", "i8", "j9", "j10"} {
		p, _ := engine.ParsePoint(s, 15)
		b.Set(p, engine.Black)
	}
	cfg := engine.Config{Size: 15, Rule: engine.Renju}
	for _, f := range cfg.ForbiddenPoints(&b, engine.Black) {
		fmt.Println(f.Point, f.Kind)
	}
	// Output:
	// j8 double-three
}

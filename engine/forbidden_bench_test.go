package engine

import "testing"

// midGame is a 15×15 renju middle game: 58 stones around the centre, with
// several black threes and fours so that the recursive check has work.
var midGame = []string{
	"O O O . . . . . . . . . . . O",
	". . . . . . . . . . . . . . .",
	". . . . . . . . . . . . . . .",
	". . . . . O . . . . . . . . .",
	". . . . O . X . O X . . . . .",
	". . . O X X O X X . O . . . .",
	". . . . O X X O X O . . . . .",
	". . . X . O X X O X . X . . .",
	". . . . X O O X X O O . . . .",
	". . . O . X O O X X . O . . .",
	". . . . O X . O X . X . . . .",
	". . . . . X O . O . . . X O .",
	". . . . . O . X . . . . X . .",
	". . . . . . . . . . . X . X .",
	". . . . . . . . . . . . . . .",
}

func BenchmarkForbiddenPointsMidGame(b *testing.B) {
	board := boardFromASCII(b, midGame...)
	cfg := Config{Size: 15, Rule: Renju}
	b.ReportAllocs()
	for b.Loop() {
		cfg.ForbiddenPoints(&board, Black)
	}
}

func TestMidGameForbiddenPoints(t *testing.T) {
	board := boardFromASCII(t, midGame...)
	got := formatForbidden((Config{Size: 15, Rule: Renju}).ForbiddenPoints(&board, Black))
	want := "d11:overline j5:overline l4:overline m2:double-three"
	if got != want {
		t.Errorf("forbidden points\n got  %s\n want %s", got, want)
	}
}

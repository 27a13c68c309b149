package engine

import (
	"errors"
	"testing"
)

// longestRunAnywhere scans the whole board the slow way: the longest line of
// colour c on any axis, anywhere.
func longestRunAnywhere(b *Board, c Color) int {
	best := 0
	n := b.Size()
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			for _, d := range Directions() {
				k := 0
				for p := (Point{x, y}); p.In(n) && b.At(p) == c; p = (Point{p.X + d.X, p.Y + d.Y}) {
					k++
				}
				best = max(best, k)
			}
		}
	}
	return best
}

// FuzzRandomGames plays games chosen by the fuzzer's bytes and checks the
// invariants a player relies on after every attempted move.
func FuzzRandomGames(f *testing.F) {
	f.Add([]byte{0, 15, 7, 7, 8, 8, 7, 8, 8, 9})
	f.Add([]byte{1, 9, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6})
	f.Add([]byte{2, 15, 7, 7, 7, 7, 6, 6, 5, 5, 4, 4})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 2 {
			return
		}
		rule := Rule(data[0] % uint8(len(Rules())))
		size := MinSize + int(data[1])%(MaxSize-MinSize+1)
		cfg := Config{Size: size, Rule: rule}
		g, err := NewGame(cfg)
		if err != nil {
			t.Fatal(err)
		}
		moves := data[2:]
		for i := 0; i+1 < len(moves); i += 2 {
			p := Point{int(moves[i]) % (size + 1), int(moves[i+1]) % (size + 1)} // sometimes off the board
			before, count, toMove, wasOver := g.Board(), g.MoveCount(), g.ToMove(), g.Over()
			err := g.Play(p)
			if err != nil {
				if g.Board() != before || g.MoveCount() != count || g.ToMove() != toMove {
					t.Fatalf("rejected move %v (%v) changed the game", p, err)
				}
				if wasOver && !errors.Is(err, ErrGameOver) {
					t.Fatalf("move after the end gave %v, want ErrGameOver", err)
				}
				continue
			}
			if wasOver {
				t.Fatalf("move %v accepted after the game ended", p)
			}
			if g.At(p) != toMove || g.MoveCount() != count+1 || g.ToMove() != toMove.Opponent() {
				t.Fatalf("move %v: stone %v count %d turn %v", p, g.At(p), g.MoveCount(), g.ToMove())
			}
			b := g.Board()
			if nb, nw := b.Count(Black), b.Count(White); nb-nw != 0 && nb-nw != 1 {
				t.Fatalf("stone counts black %d white %d", nb, nw)
			}
			r := g.Result()
			switch r.Status {
			case Won:
				if r.Winner != toMove && r.Reason != ReasonForbidden {
					t.Fatalf("%v won on %v's move", r.Winner, toMove)
				}
				if r.Reason == ReasonForbidden {
					break
				}
				if longestRunAnywhere(&b, r.Winner) < 5 {
					t.Fatalf("win without five in a row: %+v", r)
				}
				onLine := false
				for _, q := range r.Line {
					if b.At(q) != r.Winner {
						t.Fatalf("winning line point %v is not the winner's", q)
					}
					onLine = onLine || q == p
				}
				if !onLine {
					t.Fatalf("winning line %v does not pass through the newest stone %v", r.Line, p)
				}
			case Playing:
				// Freestyle: any five through the newest stone must have ended it.
				if rule == Freestyle && len(WinningLine(&b, p, Freestyle)) > 0 {
					t.Fatalf("five through %v not detected", p)
				}
			case Draw:
				if r.Reason == ReasonBoardFull && !b.Full() {
					t.Fatal("draw by full board on a board with empty points")
				}
			}
		}
	})
}

func BenchmarkWinCheckAfterMove(b *testing.B) {
	g, err := NewGame(DefaultConfig())
	if err != nil {
		b.Fatal(err)
	}
	pts, _ := ParseMoves("h8i9h9i8h10h7g9j9g8f7g10f9i10j11j10k10", 15)
	if err := g.PlayAll(pts); err != nil {
		b.Fatal(err)
	}
	board := g.Board()
	last := pts[len(pts)-1]
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if IsWin(&board, last, Freestyle) {
			b.Fatal("no win expected")
		}
	}
}

func BenchmarkPlayWithWinCheck(b *testing.B) {
	pts, _ := ParseMoves("h8i9h9i8h10h7g9j9g8f7g10f9i10j11j10k10", 15)
	for i := 0; i < b.N; i++ {
		g, _ := NewGame(DefaultConfig())
		if err := g.PlayAll(pts); err != nil {
			b.Fatal(err)
		}
	}
}

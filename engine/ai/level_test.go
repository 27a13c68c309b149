package ai

import (
	"context"
	"testing"

	"gomoku/engine"
)

func TestLevelsListed(t *testing.T) {
	ls := Levels()
	if len(ls) < 5 {
		t.Fatalf("only %d levels", len(ls))
	}
	seen := map[string]bool{}
	for i, l := range ls {
		if l.Name == "" || l.About == "" || l.TypicalTime <= 0 || seen[l.Name] {
			t.Fatalf("bad level %d: %+v", i, l)
		}
		seen[l.Name] = true
		if i > 0 && l.TypicalTime < ls[i-1].TypicalTime {
			t.Errorf("%s thinks less than %s", l.Name, ls[i-1].Name)
		}
		got, err := LevelByName(l.Name)
		if err != nil || got.Name != l.Name {
			t.Errorf("LevelByName(%q) = %v, %v", l.Name, got.Name, err)
		}
	}
	if _, err := LevelByName(DefaultLevelName); err != nil {
		t.Fatal(err)
	}
	if _, err := LevelByName("grandmaster"); err == nil {
		t.Fatal("unknown level accepted")
	}
	if _, _, err := NewLevelPlayer().BestMove(context.Background(), Position{Size: 15}, Level{}, 1); err == nil {
		t.Fatal("zero level accepted")
	}
}

// Even the weakest level, whatever its random draw, takes a five and stops
// the opponent's four.
func TestBeginnerTakesWinsAndBlocksFours(t *testing.T) {
	beginner := Levels()[0]
	p := NewLevelPlayer()
	win := setupPos(t, engine.Freestyle, 15, "h8 i8 j8 k8", "h9 i9 j9 a1", engine.Black)
	block := setupPos(t, engine.Freestyle, 15, "h8 i8 j8 k8 g9", "h9 i9 g8 a1", engine.White)
	for seed := uint64(0); seed < 20; seed++ {
		mv, _, err := p.BestMove(context.Background(), win, beginner, seed)
		if err != nil {
			t.Fatal(err)
		}
		if s := mv.String(); s != "g8" && s != "l8" {
			t.Fatalf("seed %d: beginner missed the five, played %v", seed, mv)
		}
		mv, _, err = p.BestMove(context.Background(), block, beginner, seed)
		if err != nil {
			t.Fatal(err)
		}
		if mv.String() != "l8" {
			t.Fatalf("seed %d: beginner did not block the four, played %v", seed, mv)
		}
	}
}

// The handicapped levels' middle-game choices are reproducible from their
// seed, and different seeds give different games.
func TestHandicapSeeded(t *testing.T) {
	easy := Levels()[1]
	pos := Position{Size: 15, Rule: engine.Freestyle}
	pos.Moves, _ = engine.ParseMoves("h8 i9 i8 g8 j8 k8 h9 h7 i10 j11 g10 f11", 15) // past the opening
	moves := map[engine.Point]bool{}
	for seed := uint64(0); seed < 8; seed++ {
		a, _, err := NewLevelPlayer().BestMove(context.Background(), pos, easy, seed)
		if err != nil {
			t.Fatal(err)
		}
		b, _, _ := NewLevelPlayer().BestMove(context.Background(), pos, easy, seed)
		if a != b {
			t.Fatalf("seed %d: %v then %v", seed, a, b)
		}
		moves[a] = true
	}
	if len(moves) < 2 {
		t.Fatalf("eight seeds, one move: %v", moves)
	}
}

func TestHintGivesLegalMove(t *testing.T) {
	g, _ := engine.NewGame(engine.Config{Size: 15, Rule: engine.Renju})
	g.PlayAll([]engine.Point{{X: 7, Y: 7}, {X: 8, Y: 8}})
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // even an interrupted hint answers
	mv, _, err := NewLevelPlayer().Hint(ctx, PositionOf(g))
	if err != nil || g.At(mv) != engine.Empty || !mv.In(15) {
		t.Fatalf("hint %v, %v", mv, err)
	}
}

// BenchmarkDefaultLevel shows the default level's time per move in a
// middle-game position (its own search).
func BenchmarkDefaultLevel(b *testing.B) {
	benchDefaultLevel(b, "h8 i9 i8 g8 j8 k8 h9 h7 i10 j11 g10 f11")
}

// BenchmarkOpeningMove shows the time the default level takes to judge
// an opening reply (level_opening.go) to Black's h8.
func BenchmarkOpeningMove(b *testing.B) { benchDefaultLevel(b, "h8") }

func benchDefaultLevel(b *testing.B, moves string) {
	l, _ := LevelByName(DefaultLevelName)
	p := NewLevelPlayer()
	pos := Position{Size: 15, Rule: engine.Freestyle}
	pos.Moves, _ = engine.ParseMoves(moves, 15)
	for i := 0; i < b.N; i++ {
		if _, _, err := p.BestMove(context.Background(), pos, l, uint64(i)); err != nil {
			b.Fatal(err)
		}
	}
}

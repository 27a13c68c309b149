package ai_test

import (
	"context"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/analysis"
)

// belowMaster are the levels that vary their play: all but the strongest.
func belowMaster(t *testing.T) []ai.Level {
	t.Helper()
	ls := ai.Levels()
	if ls[len(ls)-1].Name != "Master" {
		t.Fatalf("the strongest level is %s, not Master", ls[len(ls)-1].Name)
	}
	return ls[:len(ls)-1]
}

func freestyle(t *testing.T, moves string) ai.Position {
	t.Helper()
	pos := ai.Position{Size: 15, Rule: engine.Freestyle}
	var err error
	if pos.Moves, err = engine.ParseMoves(moves, 15); err != nil {
		t.Fatal(err)
	}
	return pos
}

// After Black's h8 every level below Master answers differently from game
// to game, always next to the stone or one point further, and the same
// game's seed always gives the same answer (limited by depth, not time).
func TestLevelsVaryTheirFirstReply(t *testing.T) {
	seeds := uint64(12)
	if testing.Short() {
		seeds = 6
	}
	pos := freestyle(t, "h8")
	ctx := context.Background()
	for _, l := range belowMaster(t) {
		p := ai.NewLevelPlayer()
		replies := map[engine.Point]int{}
		for seed := range seeds {
			mv, _, err := p.BestMove(ctx, pos, l, seed*7919)
			if err != nil {
				t.Fatal(err)
			}
			if d := max(abs(mv.X-7), abs(mv.Y-7)); d > 2 {
				t.Errorf("%s, seed %d: answered h8 with %v, %d lines away", l.Name, seed*7919, mv, d)
			}
			replies[mv]++
			// Medium, Hard and Expert weigh their own search's move,
			// which depends on the machine's speed under their time
			// limit: the seed alone decides when depth alone limits it
			// (Expert's twelve plies are left out: seconds a move).
			if seed < 2 && l.Limits().Depth <= 7 {
				untimed := l.WithTime(0)
				a, _, _ := p.BestMove(ctx, pos, untimed, seed*7919)
				b, _, _ := ai.NewLevelPlayer().BestMove(ctx, pos, untimed, seed*7919)
				if a != b {
					t.Errorf("%s, seed %d: %v, then %v in a fresh player", l.Name, seed*7919, a, b)
				}
			}
		}
		if len(replies) < 2 {
			t.Errorf("%s: %d games, always %v", l.Name, seeds, replies)
		}
	}
}

// In its first five moves of each side no level below Master plays a move
// the game's review calls a mistake or a blunder: the review (package
// analysis, at its default depth) grades the games each level plays
// against itself from a few starts. A move from a position the review
// already gives the mover less than a tenth of a chance in is not held to
// it: freestyle favours Black, some of these games are lost for White
// within ten moves, and there the review's backward pass can name a
// defence deeper than the level's opening judge looks (three moves on).
// Nor is a move the review's own search chooses as best there (its
// better move is the move played): that flag comes from the review's
// defence pass proving, after the search, that another reply survives,
// which the judge, mirroring the search, does not yet ask of every reply.
func TestLevelsOpenWithoutMistakes(t *testing.T) {
	starts := []string{"", "h8g10", "h8i8i9"}
	if testing.Short() {
		starts = starts[:2]
	}
	const decided = 0.10
	ctx := context.Background()
	review := analysis.New(nil)
	for li, l := range belowMaster(t) {
		p := ai.NewLevelPlayer()
		for si, start := range starts {
			if testing.Short() && (li+si)%2 == 1 {
				continue // one start a level
			}
			pos := freestyle(t, start)
			g, err := engine.Replay(engine.Config{Size: 15, Rule: engine.Freestyle}, engine.History{Moves: pos.Moves})
			if err != nil {
				t.Fatal(err)
			}
			for g.MoveCount() < 10 {
				mv, _, err := p.BestMove(ctx, ai.PositionOf(g), l, uint64(li*100+si))
				if err != nil {
					t.Fatal(err)
				}
				if err := g.Play(mv); err != nil {
					t.Fatalf("%s from %q: %v", l.Name, start, err)
				}
			}
			r, err := review.Analyze(ctx, analysis.Game{Rule: engine.Freestyle, Size: 15, Moves: g.Moves()}, analysis.Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range r.Moves[len(pos.Moves):] {
				own := m.Before
				if m.Color == engine.White {
					own = 1 - own
				}
				if own < decided || m.Best == m.Move {
					continue
				}
				if m.Severity == analysis.Mistake || m.Severity == analysis.Blunder {
					t.Errorf("%s from %q, game %s: move %d %v is a %s (%s, drop %.2f)",
						l.Name, start, engine.FormatMoves(g.Moves()), m.Ply, m.Move, m.Severity, m.Reason, m.Drop)
				}
			}
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

package puzzle

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai"
)

func shippedSample(t *testing.T, rule engine.Rule, n int) []Puzzle {
	t.Helper()
	ps, err := Load(rule)
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) < n {
		t.Fatalf("%v: only %d puzzles", rule, len(ps))
	}
	return ps[:n]
}

// Unique is not a rubber stamp: naming another move as the solution is
// refused, and the real first move is then reported as also winning.
func TestUniqueRejectsAnotherFirstMove(t *testing.T) {
	eng := ai.NewSearcher(ai.DefaultConfig(), nil)
	p := shippedSample(t, engine.Freestyle, 1)[0]
	wrong := p
	wrong.Solution = append([]engine.Point{p.Solution[1]}, p.Solution[2:]...)
	if err := Unique(context.Background(), eng, wrong); err == nil {
		t.Fatalf("%s: %v accepted as the solution", p.ID, wrong.Solution[0])
	}
}

// Playing the hints solves the puzzle within its length, each move
// accepted and answered by the engine's defence.
func TestSessionHintsSolve(t *testing.T) {
	ctx := context.Background()
	eng := ai.NewSearcher(ai.DefaultConfig(), nil)
	for _, rule := range []engine.Rule{engine.Freestyle, engine.Renju} {
		for _, p := range shippedSample(t, rule, 3) {
			s, err := NewSession(p, eng)
			if err != nil {
				t.Fatal(err)
			}
			for moves := 0; s.State() == Playing; moves++ {
				if moves == p.Length {
					t.Fatalf("%s: not solved in %d moves (%v)", p.ID, p.Length, s.Played())
				}
				mv, err := s.Hint(ctx)
				if err != nil || mv == engine.NoPoint() {
					t.Fatalf("%s: no hint after %v: %v", p.ID, s.Played(), err)
				}
				st, err := s.Attack(ctx, mv)
				if err != nil {
					t.Fatal(err)
				}
				if !st.Correct {
					t.Fatalf("%s: hint %v judged wrong", p.ID, mv)
				}
				if s.Left() != p.Goal()-moves-1 || s.Puzzle().ID != p.ID {
					t.Fatalf("%s: %d moves left after %d of %d", s.Puzzle().ID, s.Left(), moves+1, p.Goal())
				}
				if st.State == Playing && s.Game().At(st.Reply) != s.Attacker().Opponent() {
					t.Fatalf("%s: the defence %v was not played", p.ID, st.Reply)
				}
			}
			if s.State() != Solved {
				t.Errorf("%s: ended %v", p.ID, s.State())
			}
			// Solved with the five on the board, or a four no block stops.
			if w := s.Win(); (w == WinFive) != s.Game().Over() || w == WinNone {
				t.Errorf("%s: solved by %v, game over %v", p.ID, w, s.Game().Over())
			}
			if _, err := s.Attack(ctx, engine.Point{}); !errors.Is(err, ErrFinished) {
				t.Errorf("%s: a move after the end: %v", p.ID, err)
			}
		}
	}
}

// The first move is unique, so any other first move fails, and the
// engine answers it with a legal refutation; an occupied point is refused
// without ending the attempt.
func TestSessionWrongMoveIsRefuted(t *testing.T) {
	ctx := context.Background()
	eng := ai.NewSearcher(ai.DefaultConfig(), nil)
	p := shippedSample(t, engine.Freestyle, 1)[0]
	s, err := NewSession(p, eng)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Attack(ctx, p.Moves[0]); err == nil || s.State() != Playing {
		t.Fatalf("occupied point: err %v, state %v", err, s.State())
	}
	wrong := p.Solution[1] // the defender's answer, played by the attacker
	st, err := s.Attack(ctx, wrong)
	if err != nil {
		t.Fatal(err)
	}
	if st.Correct || st.State != Failed || s.State() != Failed {
		t.Fatalf("%s: wrong move %v gave %+v", p.ID, wrong, st)
	}
	if st.Reply == engine.NoPoint() || s.Game().At(st.Reply) != s.Attacker().Opponent() {
		t.Fatalf("%s: no refutation played (%v)", p.ID, st.Reply)
	}
}

// The rating rises on a solve and falls on a failure, more for a surprise
// (a hard puzzle solved, an easy one failed), and saves as JSON.
func TestRating(t *testing.T) {
	r := NewRating()
	easy, hard := r.After(1000, true), r.After(1800, true)
	if !(easy.Elo > r.Elo && hard.Elo > easy.Elo) {
		t.Errorf("solving: easy %d hard %d from %d", easy.Elo, hard.Elo, r.Elo)
	}
	failEasy, failHard := r.After(1000, false), r.After(1800, false)
	if !(failHard.Elo < r.Elo && failEasy.Elo < failHard.Elo) {
		t.Errorf("failing: easy %d hard %d from %d", failEasy.Elo, failHard.Elo, r.Elo)
	}
	if hard.Solved != 1 || failHard.Failed != 1 {
		t.Errorf("counts %+v %+v", hard, failHard)
	}
	data, err := json.Marshal(hard)
	if err != nil {
		t.Fatal(err)
	}
	var back Rating
	if err := json.Unmarshal(data, &back); err != nil || back != hard {
		t.Errorf("round trip %s: %+v %v", data, back, err)
	}
	if z := (Rating{}).After(1200, true); z.Elo != StartRating+ratingK/2 {
		t.Errorf("a zero rating starts at %d: got %d", StartRating, z.Elo)
	}
}

// Pick offers the unsolved puzzle nearest the player's rating.
func TestPick(t *testing.T) {
	ps := []Puzzle{{ID: "a", Rating: 1000}, {ID: "b", Rating: 1300}, {ID: "c", Rating: 1700}}
	if i := Pick(ps, Rating{Elo: 1250}, nil); i != 1 {
		t.Errorf("1250: picked %d", i)
	}
	if i := Pick(ps, Rating{Elo: 1600}, func(id string) bool { return id == "c" }); i != 1 {
		t.Errorf("1600 with c done: picked %d", i)
	}
	if i := Pick(ps, Rating{}, func(string) bool { return true }); i != -1 {
		t.Errorf("all done: picked %d", i)
	}
}

// An open four is a solve — it cannot be stopped — but not a five: the
// session says which, and counts the five still to come in the goal.
func TestSessionOpenFourIsSolvedNotFive(t *testing.T) {
	p := Puzzle{ID: "open-three", Rule: engine.Freestyle, Size: 15, Kind: ai.VCF, Length: 1,
		Moves: mustParse(t, "h8a1i8a3j8a5"), Solution: mustParse(t, "g8")}
	if p.Goal() != 2 {
		t.Fatalf("goal %d, want 2 (the open four and the five)", p.Goal())
	}
	s, err := NewSession(p, ai.NewSearcher(ai.DefaultConfig(), nil))
	if err != nil {
		t.Fatal(err)
	}
	if s.Left() != 2 {
		t.Fatalf("%d moves left at the start, want 2", s.Left())
	}
	st, err := s.Attack(context.Background(), mustParse(t, "g8")[0])
	if err != nil {
		t.Fatal(err)
	}
	if st.State != Solved || s.Game().Over() || s.Win() != WinOpenFour {
		t.Fatalf("after the open four: %v, over %v, win %v", st.State, s.Game().Over(), s.Win())
	}
}

func mustParse(t *testing.T, s string) []engine.Point {
	t.Helper()
	m, err := engine.ParseMoves(s, 15)
	if err != nil {
		t.Fatal(err)
	}
	return m
}

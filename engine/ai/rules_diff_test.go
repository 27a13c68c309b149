package ai

import (
	"math/rand/v2"
	"testing"

	"gomoku/engine"
)

// TestRulesAgreeWithEngine is a differential test: on random positions of
// every rule and house setting, the search's own view of every checked
// point — is it forbidden to the side, does a stone there win — must equal
// package engine's (ForbiddenAt, WinningLine), which referees the games.
// Positions are a random walk of dense clusters (many threes, fours,
// overlines and forbidden shapes), checked after every stone: at least
// 100 000 positions in all, each with several points for both colours.
func TestRulesAgreeWithEngine(t *testing.T) {
	configs := []engine.Config{
		{Rule: engine.Freestyle},
		{Rule: engine.Standard},
		{Rule: engine.Renju},
		{Rule: engine.Renju, ForbiddenLoses: true},
		{Rule: engine.Caro},
		{Rule: engine.Omok},
		{Rule: engine.Freestyle, RestrictBlack: true},
		{Rule: engine.Standard, RestrictBlack: true},
	}
	const (
		positions = 13_000 // per configuration: 104 000 in all
		points    = 6      // random empty points checked per position, besides the next stone's
	)
	var ts TableSet
	for ci, cfg := range configs {
		rng := rand.New(rand.NewPCG(uint64(ci)+1, 0x5eed))
		checked := 0
		for walk := 0; checked < positions; walk++ {
			// Mostly 15×15; small boards put the walls into every line.
			cfg.Size = 15
			if walk%4 == 3 {
				cfg.Size = 7 + rng.IntN(3)
			}
			if err := cfg.Validate(); err != nil {
				t.Fatal(err)
			}
			checked += diffWalk(t, &ts, cfg, rng, points, positions-checked)
			if t.Failed() {
				return
			}
		}
	}
}

// diffWalk places up to limit random stones on an empty board under cfg,
// comparing after each one; it returns how many positions it checked.
func diffWalk(t *testing.T, ts *TableSet, cfg engine.Config, rng *rand.Rand, points, limit int) int {
	n := cfg.Size
	b := newBoard(ts.getFor(cfg), n)
	eb, err := engine.NewBoard(n)
	if err != nil {
		t.Fatal(err)
	}
	var stones []engine.Point
	var black, white []engine.Point // for messages
	stop := min(limit, 8+rng.IntN(n*n*2/3))
	random := func() engine.Point { return engine.Point{X: rng.IntN(n), Y: rng.IntN(n)} }
	// nearStone is an empty point within two of a stone (random when the
	// board is empty or the draw keeps hitting stones).
	nearStone := func() engine.Point {
		for try := 0; try < 20 && len(stones) > 0; try++ {
			s := stones[rng.IntN(len(stones))]
			p := engine.Point{X: s.X + rng.IntN(5) - 2, Y: s.Y + rng.IntN(5) - 2}
			if p.In(n) && eb.At(p) == engine.Empty {
				return p
			}
		}
		for {
			if p := random(); eb.At(p) == engine.Empty {
				return p
			}
		}
	}
	done := 0
	for done < stop && len(stones) < n*n-1 {
		next := nearStone()
		for i := 0; i <= points; i++ {
			p := next
			if i > 0 {
				p = nearStone()
			}
			for _, col := range [2]engine.Color{engine.Black, engine.White} {
				diffPoint(t, cfg, b, &eb, p, col, black, white)
			}
		}
		if t.Failed() {
			return done
		}
		// Colours alternate mostly; sometimes one side gets two stones in a
		// row, for shapes a real game reaches rarely.
		col := engine.Black
		if len(stones)%2 == 1 {
			col = engine.White
		}
		if rng.IntN(8) == 0 {
			col = col.Opponent()
		}
		b.playAs(cellOf(next), int(col)-1)
		eb.Set(next, col)
		stones = append(stones, next)
		if col == engine.Black {
			black = append(black, next)
		} else {
			white = append(white, next)
		}
		done++
	}
	return done
}

// diffPoint compares one empty point for one colour.
func diffPoint(t *testing.T, cfg engine.Config, b *board, eb *engine.Board, p engine.Point, col engine.Color, black, white []engine.Point) {
	t.Helper()
	c, side := cellOf(p), int(col)-1
	wantForbidden := cfg.ForbiddenAt(eb, p, col) != engine.NotForbidden
	if got := !b.legal(c, side); got != wantForbidden {
		t.Errorf("%+v: %v at %v forbidden: search %v, engine %v (kind %v); black %s, white %s",
			cfg, col, p, got, wantForbidden, cfg.ForbiddenAt(eb, p, col), engine.FormatMoves(black), engine.FormatMoves(white))
	}
	eb.Set(p, col)
	wantWin := cfg.WinningLine(eb, p) != nil
	eb.Set(p, engine.Empty)
	if got := b.cls[side][c] == p4A; got != wantWin {
		t.Errorf("%+v: %v at %v wins: search %v, engine %v; black %s, white %s",
			cfg, col, p, got, wantWin, engine.FormatMoves(black), engine.FormatMoves(white))
	}
}

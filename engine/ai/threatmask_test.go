package ai

import (
	"math/rand/v2"
	"testing"

	"gomoku/engine"
)

// scratchSideMask is sideMask computed from every empty cell's class
// instead of the board's incremental counts.
func scratchSideMask(b *board, side int) int {
	m := 0
	for y := 0; y < 15; y++ {
		for x := 0; x < 15; x++ {
			c := cellOf(engine.Point{X: x, Y: y})
			if b.piece[c] != cEmpty {
				continue
			}
			if cl := b.t.p4[side][b.pcode[side][c]]; cl >= maskFirst && cl <= p4B {
				m |= 1 << (cl - maskFirst)
			}
		}
	}
	return m
}

func TestThreatMaskNamesTheThreats(t *testing.T) {
	// Black to move can make open threes (g8, j8 and the split ones) and
	// nothing stronger; White can make an open four at e2 and plain fours
	// at a2 and f2.
	b := stonesBoard(t, engine.Freestyle, 15, "h8i8", "b2c2d2", 0)
	me, op := b.stm, b.stm^1
	got := threatMask(&b.cnt[me], &b.cnt[op])
	own := 1 << (p4H - maskFirst)
	opp := 1<<(p4B-maskFirst) | 1<<(p4E-maskFirst)
	if want := own | opp<<maskClassCount; got != want {
		t.Errorf("mask %#x, want %#x (own open three; opponent's open four and four)", got, want)
	}
}

func TestThreatMaskFollowsTheGame(t *testing.T) {
	for _, rule := range []engine.Rule{engine.Freestyle, engine.Renju} {
		rng := rand.New(rand.NewPCG(3, uint64(rule)))
		b := newBoard(testTables.get(rule), 15)
		for game := 0; game < 20; game++ {
			b.reset(b.t, 15)
			for n := 0; n < 60; n++ {
				c := cellOf(engine.Point{X: 3 + rng.IntN(9), Y: 3 + rng.IntN(9)})
				if b.piece[c] != cEmpty {
					continue
				}
				b.play(c)
				for side := 0; side < 2; side++ {
					if got, want := sideMask(&b.cnt[side]), scratchSideMask(b, side); got != want {
						t.Fatalf("%v, %d stones, side %d: mask %#x from the counts, %#x from the cells", rule, b.n, side, got, want)
					}
				}
			}
		}
	}
}

func TestMaskCorrectionMovesOnlyItsPositions(t *testing.T) {
	base := weightsFor(variantOf(engine.Freestyle, false))
	plain := newTablesWith(engine.Freestyle, false, base)
	b := stonesBoard(t, engine.Freestyle, 15, "h8i8", "b2c2d2", 0)
	m := threatMask(&b.cnt[0], &b.cnt[1])
	tuned := newTablesWith(engine.Freestyle, false, withMasks(base, []maskDelta{{uint16(m), 120}}))
	eval := func(tb *tables, black, white string) int {
		b := stonesBoard(t, engine.Freestyle, 15, black, white, 0)
		b.t = tb
		return b.evaluate(false, 100)
	}
	if d := eval(tuned, "h8i8", "b2c2d2") - eval(plain, "h8i8", "b2c2d2"); d != 60 {
		t.Errorf("a +120 correction of the position's mask moved its evaluation by %d, want 60 (half, like the threat terms)", d)
	}
	// Without White's three the mask differs: the correction must not apply.
	if d := eval(tuned, "h8i8", "b2c2m13") - eval(plain, "h8i8", "b2c2m13"); d != 0 {
		t.Errorf("a correction of another mask moved the evaluation by %d", d)
	}
}

package ai

import (
	"math/rand/v2"
	"testing"

	"gomoku/engine"
)

// checkScratch rebuilds a board from its stones and compares every
// incrementally maintained field.
func checkScratch(t *testing.T, b *board) {
	t.Helper()
	f := newBoard(b.t, b.size)
	for i := 0; i < b.n; i++ {
		f.playAs(int(b.hist[i].cell), int(b.hist[i].side))
	}
	f.stm = b.stm
	// from-scratch patterns of the fresh board itself
	for c := range f.piece {
		if f.piece[c] == cWall {
			continue
		}
		if b.near[c] != f.near[c] {
			t.Fatalf("near mismatch at %v", pointOf(c))
		}
		if f.piece[c] != cEmpty {
			continue // an occupied cell's patterns are not kept up to date
		}
		for d := 0; d < 4; d++ {
			if got, want := b.lineKey(c, d), f.keyAt(c, d); got != want {
				t.Fatalf("line words at %v dir %d give key %x, the stones %x", pointOf(c), d, got, want)
			}
			if got, want := uint8(b.patOf(c, d, 0)|b.patOf(c, d, 1)<<4), b.t.pat[f.keyAt(c, d)]; got != want {
				t.Fatalf("pat %v dir %d = %x, want %x", pointOf(c), d, got, want)
			}
		}
		for s := 0; s < 2; s++ {
			if b.pcode[s][c] != f.codeOf(c, s) || b.cls[s][c] != f.cls[s][c] {
				t.Fatalf("pcode/cls mismatch at %v", pointOf(c))
			}
		}
	}
	if b.cnt != f.cnt || b.val != f.val || b.hash != f.hash || b.box != f.box {
		t.Fatalf("totals mismatch: cnt %v/%v val %v/%v", b.cnt, f.cnt, b.val, f.val)
	}
}

func TestIncrementalMatchesScratch(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, rule := range engine.Rules() {
		for _, size := range []int{5, 15, 20, 26} {
			b := newBoard(testTables.get(rule), size)
			for step := 0; step < 300; step++ {
				if b.n > 0 && (rng.IntN(3) == 0 || b.n == size*size) {
					b.undo()
				} else {
					for {
						c := cellOf(engine.Point{X: rng.IntN(size), Y: rng.IntN(size)})
						if b.piece[c] == cEmpty {
							b.play(c)
							break
						}
					}
				}
				if step%25 == 0 {
					checkScratch(t, b)
				}
			}
			checkScratch(t, b)
			for b.n > 0 {
				b.undo()
			}
			checkScratch(t, b)
		}
	}
}

func BenchmarkTables(b *testing.B) {
	for i := 0; i < b.N; i++ {
		newTables(engine.Renju)
	}
}

func BenchmarkPlayUndo(b *testing.B) {
	bd := stonesBoard(b, engine.Freestyle, 15, "h8 i9 j8 g7", "h9 i8 g9", 0)
	c1, c2 := cellAt(b, "j10", 15), cellAt(b, "k9", 15)
	for i := 0; i < b.N; i++ {
		bd.play(c1)
		bd.play(c2)
		bd.undo()
		bd.undo()
	}
}

// The near counts mark exactly the candidate neighbourhood of a stone.
func TestNearMatchesNeighbourhood(t *testing.T) {
	b := newBoard(testTables.get(engine.Freestyle), 15)
	c := cellOf(engine.Point{X: 7, Y: 7})
	b.play(c)
	want := map[int]bool{}
	for _, o := range b.t.near {
		want[c+o] = true
	}
	for q := range b.near {
		if got := b.near[q] > 0; got != want[q] {
			t.Fatalf("near at %v = %d, want %v", pointOf(q), b.near[q], want[q])
		}
	}
	b.undo()
	if b.near != [numCells]uint8{} {
		t.Fatal("undo left near counts")
	}
}

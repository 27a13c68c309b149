package ai

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"gomoku/engine"
	"gomoku/engine/ai/nnue"
)

// randomNet is a network of random weights over this engine's codes.
func randomNet(seed uint64) *nnue.Net {
	rng := rand.New(rand.NewPCG(seed, 2))
	n := &nnue.Net{Codes: pcodeCount, Scale: 300, Embed: make([]int16, pcodeCount*nnue.Dim)}
	for i := range n.Embed {
		n.Embed[i] = int16(rng.IntN(2*nnue.EmbedMax+1) - nnue.EmbedMax)
	}
	for h := range nnue.Hidden {
		for i := range nnue.Inputs {
			n.W1[h][i] = int16(rng.IntN(129) - 64)
		}
		n.B1[h] = int32(rng.IntN(4001) - 2000)
		n.W2[h] = int16(rng.IntN(129) - 64)
	}
	n, err := nnue.Decode(n.Encode())
	if err != nil {
		panic(err)
	}
	return n
}

// After any sequence of moves and undos the accumulators the board brings
// up to date when it evaluates are exactly the ones summed from scratch, on every rule
// (each has its own pattern tables and reach).
func TestNetAccumulatorMatchesScratch(t *testing.T) {
	for _, rule := range []engine.Rule{engine.Freestyle, engine.Renju, engine.Standard, engine.Caro, engine.Omok} {
		rng := rand.New(rand.NewPCG(uint64(rule), 9))
		b := newBoard(testTables.get(rule), 15)
		b.setNet(randomNet(uint64(rule)))
		for step := range 3000 {
			if b.n > 0 && (rng.IntN(3) == 0 || b.n > 120) {
				b.undo()
			} else {
				for {
					c := cellOf(engine.Point{X: rng.IntN(15), Y: rng.IntN(15)})
					if b.piece[c] == cEmpty {
						b.play(c)
						break
					}
				}
			}
			// Evaluating now and then leaves several moves to catch up.
			if rng.IntN(3) != 0 {
				continue
			}
			b.netSync()
			if got, want := b.acc[b.n], b.netFromScratch(); got != want {
				t.Fatalf("%v step %d (%d stones): incremental %x, from scratch %x", rule, step, b.n, got, want)
			}
		}
	}
}

// A search evaluating with the network plays legal moves and, with a
// network whose only opinion is a huge bonus for the opponent's tempo,
// scores positions differently from the classical evaluation.
func TestNetEvaluateIsUsed(t *testing.T) {
	b := stonesBoard(t, engine.Freestyle, 15, "h8i9", "g7", 1)
	classical := b.evaluate(true, 100)
	b.setNet(randomNet(5))
	if v := b.evaluate(true, 100); v == classical || v != classical+b.netEvaluate() {
		t.Fatalf("with a network evaluate gave %d (network %d, classical %d)", v, b.netEvaluate(), classical)
	}
}

func BenchmarkNetPlayUndo(b *testing.B) {
	bd := stonesBoard(b, engine.Freestyle, 15, "h8i9j7g10", "g8h9i10k7", 0)
	bd.setNet(randomNet(1))
	c := cellAt(b, "j9", 15)
	for b.Loop() {
		bd.play(c)
		bd.netSync()
		bd.undo()
	}
}

// The same move and undo without the network, to see what it adds.
func BenchmarkClassicalPlayUndo(b *testing.B) {
	bd := stonesBoard(b, engine.Freestyle, 15, "h8i9j7g10", "g8h9i10k7", 0)
	c := cellAt(b, "j9", 15)
	for b.Loop() {
		bd.play(c)
		bd.undo()
	}
}

func BenchmarkNetEvaluate(b *testing.B) {
	bd := stonesBoard(b, engine.Freestyle, 15, "h8i9j7g10", "g8h9i10k7", 0)
	bd.setNet(randomNet(1))
	s := 0
	for b.Loop() {
		s += bd.evaluate(true, 100)
	}
	_ = s
}

func BenchmarkClassicalEvaluate(b *testing.B) {
	bd := stonesBoard(b, engine.Freestyle, 15, "h8i9j7g10", "g8h9i10k7", 0)
	s := 0
	for b.Loop() {
		s += bd.evaluate(true, 100)
	}
	_ = s
}

// The codes a network reads are the same on a position and on each of its
// eight turns and mirrors: the codes are multisets of direction patterns,
// so training on turned copies would teach the network nothing new.
func TestCodesAreSymmetric(t *testing.T) {
	moves, err := engine.ParseMoves("h8i9j7g10g8h9i10k7f6", 15)
	if err != nil {
		t.Fatal(err)
	}
	count := func(sym int) map[uint16]int {
		cb, err := NewCodeBoard(engine.Config{Size: 15, Rule: engine.Renju}, &testTables)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range moves {
			if err := cb.Play(p.Turned(sym, engine.Center(15))); err != nil {
				t.Fatal(err)
			}
		}
		m := map[uint16]int{}
		for side := range 2 {
			for _, c := range cb.Codes(side, nil) {
				m[c+uint16(side)*pcodeCount]++
			}
		}
		return m
	}
	want := count(0)
	for sym := 1; sym < 8; sym++ {
		got := count(sym)
		for c, n := range want {
			if got[c] != n {
				t.Fatalf("symmetry %d: code %d on %d cells, %d unturned", sym, c, got[c], n)
			}
		}
	}
}

// The embedded freestyle network loads, and a search with Config.Net uses
// it: its scores differ from the classical engine's on the same position.
func TestEmbeddedNetworkPlays(t *testing.T) {
	n, err := NetworkFor(engine.Config{Size: 15, Rule: engine.Freestyle})
	if err != nil || n == nil {
		t.Fatalf("freestyle network: %v, %v", n, err)
	}
	if n, err := NetworkFor(engine.Config{Size: 15, Rule: engine.Caro}); n != nil || err != nil {
		t.Fatalf("caro has no network, got %v, %v", n, err)
	}
	moves, _ := engine.ParseMoves("h8i9j7g10g8h9i10", 15)
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: moves}
	cfg := DefaultConfig()
	classical, err := NewSearcher(cfg, nil).Search(t.Context(), pos, Limits{Depth: 4})
	if err != nil {
		t.Fatal(err)
	}
	cfg.Net = true
	learned, err := NewSearcher(cfg, nil).Search(t.Context(), pos, Limits{Depth: 4})
	if err != nil {
		t.Fatal(err)
	}
	if learned.Score == classical.Score && learned.Nodes == classical.Nodes {
		t.Fatalf("the network changed nothing: score %d, %d nodes", learned.Score, learned.Nodes)
	}
	if !learned.Move.In(15) || slices.Contains(moves, learned.Move) {
		t.Fatalf("network search played %v", learned.Move)
	}
}

// A damaged network file is refused with a message naming the rule, so
// the engine evaluates classically and can say why.
func TestDamagedNetworkIsRefused(t *testing.T) {
	data := randomNet(3).Encode()
	data[len(data)/2] ^= 0x40
	if _, err := checkNet(data, "freestyle"); err == nil || !errors.Is(err, nnue.ErrFormat) || !strings.Contains(err.Error(), "freestyle") {
		t.Fatalf("damaged file: %v", err)
	}
	other := &nnue.Net{Codes: 10, Scale: 1, Embed: make([]int16, 10*nnue.Dim)}
	if _, err := checkNet(other.Encode(), "renju"); err == nil || !strings.Contains(err.Error(), "10 pattern codes") {
		t.Fatalf("network for other codes: %v", err)
	}
}

// benchSearch searches a middle game of the bench to a fixed depth, with
// or without the network: ns per node is ns/op over the nodes it reports.
func benchSearch(b *testing.B, net bool) {
	moves, _ := engine.ParseMoves("h8i9j8g8i7h6j10j9", 15)
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: moves}
	cfg := DefaultConfig()
	cfg.Net = net
	e := NewSearcher(cfg, nil)
	var nodes uint64
	for b.Loop() {
		info, err := e.Search(b.Context(), pos, Limits{Depth: 7})
		if err != nil {
			b.Fatal(err)
		}
		nodes = info.Nodes
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(nodes), "ns/node")
}

func BenchmarkSearchNet(b *testing.B)       { benchSearch(b, true) }
func BenchmarkSearchClassical(b *testing.B) { benchSearch(b, false) }

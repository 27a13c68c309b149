package nnue

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// random is a network of random weights, ready to evaluate.
func random(codes int, seed uint64) *Net {
	rng := rand.New(rand.NewPCG(seed, 1))
	n := &Net{Codes: codes, Scale: 200, Embed: make([]int16, codes*Dim)}
	for i := range n.Embed {
		n.Embed[i] = int16(rng.IntN(65) - 32)
	}
	for h := range Hidden {
		for i := range Inputs {
			n.W1[h][i] = int16(rng.IntN(129) - 64)
		}
		n.B1[h] = int32(rng.IntN(2001) - 1000)
		n.W2[h] = int16(rng.IntN(129) - 64)
	}
	n.B2 = 77
	n.prepare()
	return n
}

// accOf packs lane values into an accumulator.
func accOf(v [Dim]int32) *Acc {
	var r [Dim]int16
	for i := range v {
		r[i] = int16(v[i])
	}
	a := Pack(r[:])
	return &a
}

func TestEncodeDecodeRoundTrip(t *testing.T) {
	n := random(300, 1)
	data := n.Encode()
	if len(data) != Size(300) {
		t.Fatalf("encoded %d bytes, Size says %d", len(data), Size(300))
	}
	back, err := Decode(data)
	if err != nil {
		t.Fatal(err)
	}
	var own, opp [Dim]int32
	for i := range Dim {
		own[i], opp[i] = int32(i*9), int32(120-i*7)
	}
	if back.Eval(accOf(own), accOf(opp)) != n.Eval(accOf(own), accOf(opp)) || back.Codes != 300 || back.Embed[1234] != n.Embed[1234] {
		t.Fatal("decoded network evaluates differently")
	}
}

// A damaged, cut or foreign file is refused with ErrFormat, never half read.
func TestDecodeRefusesBadFiles(t *testing.T) {
	good := random(50, 2).Encode()
	flip := append([]byte(nil), good...)
	flip[100] ^= 1
	version := append([]byte(nil), good...)
	version[8] = 9
	for name, data := range map[string][]byte{
		"empty":    nil,
		"cut":      good[:len(good)-10],
		"longer":   append(append([]byte(nil), good...), 0),
		"damaged":  flip,
		"version":  version,
		"not ours": []byte("PK\x03\x04 some zip file with more bytes than a header"),
	} {
		if _, err := Decode(data); !errors.Is(err, ErrFormat) {
			t.Errorf("%s: %v, want ErrFormat", name, err)
		}
	}
}

// The output moves with the accumulators the way the weights say: with
// one hidden unit reading one input, more of it is a higher score.
func TestEvalFollowsWeights(t *testing.T) {
	n := &Net{Codes: 1, Embed: make([]int16, Dim), Scale: 100}
	n.W1[0][0] = WeightOne // hidden 0 = own[0]
	n.W2[0] = OutOne       // out = hidden 0
	n.prepare()
	var own, opp [Dim]int32
	own[0] = ActOne / 2
	if got := n.Eval(accOf(own), accOf(opp)); got != 50 {
		t.Fatalf("half activation at scale 100 gave %d, want 50", got)
	}
	own[0] = 10 * ActOne // clipped to 1.0
	if got := n.Eval(accOf(own), accOf(opp)); got != 100 {
		t.Fatalf("clipped activation gave %d, want 100", got)
	}
	own[0] = -ActOne
	if got := n.Eval(accOf(own), accOf(opp)); got != 0 {
		t.Fatalf("negative activation gave %d, want 0", got)
	}
}

func BenchmarkEval(b *testing.B) {
	n := random(2380, 3)
	var own, opp [Dim]int32
	for i := range Dim {
		own[i], opp[i] = int32(i*9), int32(120-i*7)
	}
	a, o := accOf(own), accOf(opp)
	s := int32(0)
	for b.Loop() {
		s += n.Eval(a, o)
	}
	_ = s
}

// Packed lanes add and subtract exactly as int16 arithmetic does.
func TestLanesMatchInt16(t *testing.T) {
	rng := rand.New(rand.NewPCG(4, 4))
	for range 10000 {
		var x, y [Dim]int16
		for i := range Dim {
			x[i], y[i] = int16(rng.Uint32()), int16(rng.Uint32())
		}
		a, b := Pack(x[:]), Pack(y[:])
		s, d := a, a
		s.Add(&b)
		d.Sub(&b)
		for i := range Dim {
			if s.Lane(i) != x[i]+y[i] || d.Lane(i) != x[i]-y[i] {
				t.Fatalf("lane %d: %d±%d gave %d and %d", i, x[i], y[i], s.Lane(i), d.Lane(i))
			}
		}
	}
}

// Lane is lane i of a.
func (a *Acc) Lane(i int) int16 { return int16(a[i/4] >> (16 * (i % 4))) }

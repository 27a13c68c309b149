package nnue

import (
	"errors"
	"math/rand/v2"
	"testing"
)

// Random is a network of random weights, for tests.
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
	return n
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
	if back.Eval(&own, &opp) != n.Eval(&own, &opp) || back.Codes != 300 || back.Embed[1234] != n.Embed[1234] {
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
	n.W2[0] = WeightOne    // out = hidden 0
	var own, opp [Dim]int32
	own[0] = ActOne / 2
	if got := n.Eval(&own, &opp); got != 50 {
		t.Fatalf("half activation at scale 100 gave %d, want 50", got)
	}
	own[0] = 10 * ActOne // clipped to 1.0
	if got := n.Eval(&own, &opp); got != 100 {
		t.Fatalf("clipped activation gave %d, want 100", got)
	}
	own[0] = -ActOne
	if got := n.Eval(&own, &opp); got != 0 {
		t.Fatalf("negative activation gave %d, want 0", got)
	}
}

func BenchmarkEval(b *testing.B) {
	n := random(2380, 3)
	var own, opp [Dim]int32
	for i := range Dim {
		own[i], opp[i] = int32(i*9), int32(120-i*7)
	}
	s := int32(0)
	for b.Loop() {
		s += n.Eval(&own, &opp)
	}
	_ = s
}

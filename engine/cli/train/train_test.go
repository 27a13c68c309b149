package train

import (
	"io"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"gomoku/engine/ai"
)

// The fitted scale is the one the results were drawn with.
func TestFitScaleRecoversK(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 1))
	var s []sample
	for range 20000 {
		e := rng.IntN(2001) - 1000
		r := float32(0)
		if rng.Float64() < sigmoid(float64(e)/300) {
			r = 1
		}
		s = append(s, sample{classical: e, result: r})
	}
	if k := fitScale(s); math.Abs(k-300) > 30 {
		t.Fatalf("fitted K %.0f, the data was drawn with 300", k)
	}
}

// On positions whose result follows one code of the side to move, the
// network learns it: its held-out loss falls well below the classical
// evaluation's (which here knows nothing), and quantising costs little.
func TestFitLearnsAPattern(t *testing.T) {
	rng := rand.New(rand.NewPCG(2, 2))
	var s []sample
	for i := range 4000 {
		good := rng.IntN(2) == 0
		code := uint16(7)
		if good {
			code = 9
		}
		r := float32(0)
		if good == (rng.Float64() < 0.9) {
			r = 1
		}
		s = append(s, sample{
			feat:   []codeCount{{code: 1, count: 20}, {code: code, count: 3}, {code: 1, count: 20}, {code: 5, count: 2}},
			nOwn:   2,
			result: r,
			score:  rng.IntN(100) - 50,
			game:   i,
		})
	}
	net, rep, err := Fit(s, Options{Epochs: 6, Lambda: 0, Holdout: 0.2, LR: 0.01, Batch: 64, Seed: 1}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	// The best possible loss is the entropy of a 90 % outcome, 0.325.
	if rep.Net > 0.40 || rep.Classical < 0.65 {
		t.Fatalf("held-out loss: network %.3f, classical %.3f", rep.Net, rep.Classical)
	}
	if math.Abs(rep.Quantised-rep.Net) > 0.04 { // this toy's weights are sharp: real data loses about 0.001
		t.Fatalf("quantised loss %.4f, float %.4f", rep.Quantised, rep.Net)
	}
	if net.Codes != ai.PatternCodes || len(net.Encode()) > 2<<20 {
		t.Fatalf("network of %d codes, %d bytes", net.Codes, len(net.Encode()))
	}
}

// Missing or out-of-range flags are refused with a message and status 2;
// a record file that does not parse is an error that names it.
func TestMainRefusesBadInput(t *testing.T) {
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	if err := os.WriteFile(bad, []byte("g1 0 freestyle 15 X 0 h8 -\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "net.nnue")
	for _, c := range []struct {
		args []string
		code int
		says string
	}{
		{[]string{"-out", out}, 2, "required"},
		{[]string{"-data", bad, "-out", out, "-lambda", "2"}, 2, "lambda"},
		{[]string{"-data", bad, "-out", out}, 1, "bad.txt"},
	} {
		var errOut strings.Builder
		if code := Main(c.args, nil, io.Discard, &errOut); code != c.code || !strings.Contains(errOut.String(), c.says) {
			t.Errorf("%v: status %d, message %q", c.args, code, errOut.String())
		}
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("a network was written")
	}
}

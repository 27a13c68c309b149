package train

import (
	"errors"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"strings"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/ai/nnue"
	"gomoku/engine/cli/usage"
	"gomoku/engine/store"
)

// Usage is what gomoku train says about itself.
func Usage() usage.Command {
	return usage.Command{
		Name:    "train",
		Args:    "--data FILE[,FILE...] --out NET [flags]",
		Summary: "Fits the learned evaluation to self-play games and writes the network file.",
		Details: `The records are those gomoku selfplay writes. The target of a position is
(1-lambda)*result + lambda*sigmoid(score/K), K the logistic scale fitted
to the classical evaluation; whole games are held out, and the report
compares the held-out losses of the classical evaluation and the network.`,
		Examples: []string{
			"gomoku train --data games.txt --out freestyle.net --lambda 1 --epochs 10",
		},
	}
}

// Options of a training run.
type Options struct {
	Epochs  int
	Lambda  float64
	Holdout float64 // fraction of games held out
	LR      float64
	Batch   int
	Seed    uint64
}

// Report is what a run measured, the losses on held-out positions.
type Report struct {
	Games, Train, Held int
	Scale              float64 // K, engine units per logit
	Classical, Net     float64 // held-out loss against the blended target
	Quantised          float64
	Entropy            float64 // of the blended target: the least loss possible
	ClassicalResult    float64 // against the game result alone
	NetResult          float64
}

// Main runs `gomoku train`.
func Main(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	c := Usage()
	fs := c.FlagSet()
	data := fs.String("data", "", "self-play record files, separated by commas")
	out := fs.String("out", "", "network file to write")
	ruleName := fs.String("rule", "freestyle", "rule whose games are learnt: "+engine.RuleNames(", "))
	var o Options
	fs.IntVar(&o.Epochs, "epochs", 20, "passes over the training positions")
	fs.Float64Var(&o.Lambda, "lambda", 0.5, "weight of the search score in the target (0: the game result alone)")
	fs.Float64Var(&o.Holdout, "holdout", 0.1, "fraction of games held out to measure the loss")
	fs.Float64Var(&o.LR, "lr", 0.002, "Adam's learning rate (halved for each later quarter of the epochs)")
	fs.IntVar(&o.Batch, "batch", 256, "positions per step")
	fs.Uint64Var(&o.Seed, "seed", 1, "seed of the initial weights and the shuffling")
	if status, ok := c.Parse(fs, args, stdout, stderr); !ok {
		return status
	}
	if fs.NArg() > 0 {
		return c.Fail(stderr, fs, "unexpected argument %q", fs.Arg(0))
	}
	rule, err := engine.ParseRule(*ruleName)
	if err == nil && (*data == "" || *out == "") {
		err = errors.New("--data and --out are required")
	}
	if err == nil && (o.Epochs < 1 || o.Batch < 1 || o.Lambda < 0 || o.Lambda > 1 || o.Holdout <= 0 || o.Holdout >= 1) {
		err = errors.New("--epochs and --batch must be at least 1, --lambda in 0..1, --holdout between 0 and 1")
	}
	if err == nil {
		err = store.CheckOutputFolder(*out)
	}
	if err != nil {
		return c.Fail(stderr, fs, "%v", err)
	}
	start := time.Now()
	samples, err := load(strings.Split(*data, ","), rule)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	fmt.Fprintf(stderr, "train: %d positions read in %.1fs\n", len(samples), time.Since(start).Seconds())
	net, rep, err := Fit(samples, o, stderr)
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	if err := store.WriteOutput(*out, net.Encode()); err != nil {
		fmt.Fprintf(stderr, "gomoku train: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "games %d, positions %d train %d held out; K %.0f\n", rep.Games, rep.Train, rep.Held, rep.Scale)
	fmt.Fprintf(stdout, "held-out loss (lambda %.2f target, least possible %.4f): classical %.4f, network %.4f, network quantised %.4f\n", o.Lambda, rep.Entropy, rep.Classical, rep.Net, rep.Quantised)
	fmt.Fprintf(stdout, "held-out loss (game result): classical %.4f, network %.4f\n", rep.ClassicalResult, rep.NetResult)
	fmt.Fprintf(stdout, "wrote %s (%d bytes)\n", *out, len(net.Encode()))
	return 0
}

// target is a sample's blended target.
func target(s *sample, lambda, scale float64) float64 {
	return (1-lambda)*float64(s.result) + lambda*sigmoid(float64(s.score)/scale)
}

// Fit trains a network on the samples, holding out whole games. The
// network learns a correction: its logit is added to the classical
// evaluation's (eval/K), so it starts from what the engine knows.
func Fit(samples []sample, o Options, progress io.Writer) (*nnue.Net, Report, error) {
	var train, held []int
	games := map[int]bool{}
	for i := range samples {
		g := samples[i].game
		games[g] = true
		// A game's positions stay together: neighbours in one game are
		// nearly the same position and would leak across the split.
		h := rand.New(rand.NewPCG(o.Seed, uint64(g))).Float64()
		if h < o.Holdout {
			held = append(held, i)
		} else {
			train = append(train, i)
		}
	}
	if len(train) == 0 || len(held) == 0 {
		return nil, Report{}, fmt.Errorf("train: %d positions are too few to hold some out", len(samples))
	}
	trainSet := make([]sample, len(train))
	for k, i := range train {
		trainSet[k] = samples[i]
	}
	rep := Report{Games: len(games), Train: len(train), Held: len(held), Scale: fitScale(trainSet)}
	m := newModel(ai.PatternCodes, o.Seed)
	g := &model{embed: make([]float32, len(m.embed))} // the gradient
	opt := newAdam(m)
	rng := rand.New(rand.NewPCG(o.Seed, 4))
	var p pass
	targets := make([]float32, len(samples))
	for i := range samples {
		targets[i] = float32(target(&samples[i], o.Lambda, rep.Scale))
	}
	for ep := range o.Epochs {
		lr := o.LR * math.Pow(0.5, float64(4*ep/o.Epochs))
		rng.Shuffle(len(train), func(a, b int) { train[a], train[b] = train[b], train[a] })
		loss := 0.0
		for b := 0; b < len(train); b += o.Batch {
			end := min(b+o.Batch, len(train))
			for _, i := range train[b:end] {
				s := &samples[i]
				z := float64(m.forward(s, &p)) + float64(s.classical)/rep.Scale
				pr := sigmoid(z)
				loss += crossEntropy(pr, float64(targets[i]))
				m.backward(s, &p, float32(pr)-targets[i], g)
			}
			opt.step(m, g, end-b, lr)
			m.clampRows()
		}
		hl := 0.0
		for _, i := range held {
			hl += crossEntropy(sigmoid(float64(m.forward(&samples[i], &p))+float64(samples[i].classical)/rep.Scale), float64(targets[i]))
		}
		fmt.Fprintf(progress, "train: epoch %d/%d loss %.4f held out %.4f\n", ep+1, o.Epochs, loss/float64(len(train)), hl/float64(len(held)))
	}
	// The network is read back from its file, as the engine will.
	net, err := nnue.Decode(m.quantise(ai.PatternCodes, rep.Scale).Encode())
	if err != nil {
		return nil, rep, fmt.Errorf("train: %w", err)
	}
	for _, i := range held {
		s := &samples[i]
		y, r := float64(targets[i]), float64(s.result)
		c := sigmoid(float64(s.classical) / rep.Scale)
		n := sigmoid(float64(m.forward(s, &p)) + float64(s.classical)/rep.Scale)
		rep.Classical += crossEntropy(c, y)
		rep.Entropy += crossEntropy(y, y)
		rep.Net += crossEntropy(n, y)
		rep.ClassicalResult += crossEntropy(c, r)
		rep.NetResult += crossEntropy(n, r)
		rep.Quantised += crossEntropy(sigmoid(float64(max(-8000, min(8000, s.classical+quantisedEval(net, s))))/rep.Scale), y)
	}
	k := float64(len(held))
	for _, v := range []*float64{&rep.Classical, &rep.Net, &rep.Quantised, &rep.Entropy, &rep.ClassicalResult, &rep.NetResult} {
		*v /= k
	}
	return net, rep, nil
}

// quantisedEval is the network's integer correction of a sample's
// classical evaluation, from accumulators summed as the board sums them.
func quantisedEval(net *nnue.Net, s *sample) int {
	var acc [2]nnue.Acc
	for k, f := range s.feat {
		side := 0
		if k >= s.nOwn {
			side = 1
		}
		for range f.count {
			acc[side].Add(net.Packed(int(f.code)))
		}
	}
	return int(net.Eval(&acc[0], &acc[1]))
}

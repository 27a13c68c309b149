package train

import (
	"fmt"
	"math"
	"os"
	"slices"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/cli/selfplay"
)

// A sample is one position: the codes of each side's empty cells, each
// with how many cells have it, the side to move's first.
type sample struct {
	feat      []codeCount // own codes, then opp codes
	nOwn      int
	result    float32 // side to move: 1 won, 0 lost, 0.5 draw
	score     int     // the search's score for the side to move
	classical int     // the classical evaluation
	game      int
}

type codeCount struct {
	code  uint16
	count uint16
}

// mateBound: scores beyond it are wins or losses found by the search,
// which the evaluation never has to judge.
const mateBound = 20000

// load reads record files and turns every searched, quiet position of
// the rule's games into a sample.
func load(paths []string, rule engine.Rule) ([]sample, error) {
	ts := &ai.TableSet{}
	var out []sample
	var codes []uint16
	counts := make([]uint16, ai.PatternCodes)
	gameID := 0
	for _, path := range paths {
		f, err := os.Open(path)
		if err != nil {
			return nil, fmt.Errorf("train: %w", err)
		}
		games, _, err := selfplay.ReadAll(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("train: %s: %w", path, err)
		}
		for _, g := range games {
			if g.Rule != rule {
				continue
			}
			gameID++
			cb, err := ai.NewCodeBoard(engine.Config{Size: g.Size, Rule: g.Rule}, ts)
			if err != nil {
				return nil, fmt.Errorf("train: %s game %d: %w", path, g.Index, err)
			}
			for k, p := range g.Moves {
				if s := k - g.Opening; s >= 0 && cb.Quiet() && g.Scores[s] != selfplay.Forced && abs(g.Scores[s]) < mateBound {
					smp := sample{score: g.Scores[s], classical: cb.Classical(), game: gameID, result: 0.5}
					stm := cb.ToMove()
					if g.Result != engine.Empty {
						smp.result = 0
						if int(g.Result)-1 == stm {
							smp.result = 1
						}
					}
					for _, side := range []int{stm, 1 - stm} {
						codes = cb.Codes(side, codes[:0])
						smp.feat = appendCounts(smp.feat, codes, counts)
						if side == stm {
							smp.nOwn = len(smp.feat)
						}
					}
					out = append(out, smp)
				}
				if err := cb.Play(p); err != nil {
					return nil, fmt.Errorf("train: %s game %d move %d: %w", path, g.Index, k+1, err)
				}
			}
		}
	}
	return out, nil
}

// appendCounts appends each distinct code of codes with its count.
func appendCounts(dst []codeCount, codes []uint16, counts []uint16) []codeCount {
	start := len(dst)
	for _, c := range codes {
		if counts[c] == 0 {
			dst = append(dst, codeCount{code: c})
		}
		counts[c]++
	}
	for i := start; i < len(dst); i++ {
		dst[i].count = counts[dst[i].code]
		counts[dst[i].code] = 0
	}
	slices.SortFunc(dst[start:], func(a, b codeCount) int { return int(a.code) - int(b.code) })
	return dst
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// crossEntropy is the loss of predicting p for target y.
func crossEntropy(p, y float64) float64 {
	const eps = 1e-7
	p = min(max(p, eps), 1-eps)
	return -(y*math.Log(p) + (1-y)*math.Log(1-p))
}

// fitScale finds the logistic scale K that best predicts the game results
// from the classical evaluation: P(win) = sigmoid(eval/K).
func fitScale(s []sample) float64 {
	loss := func(k float64) float64 {
		t := 0.0
		for i := range s {
			t += crossEntropy(sigmoid(float64(s[i].classical)/k), float64(s[i].result))
		}
		return t
	}
	// Golden-section search on a log scale: the loss is unimodal in K.
	lo, hi := math.Log(20.0), math.Log(5000.0)
	g := (math.Sqrt(5) - 1) / 2
	for range 40 {
		a, b := hi-g*(hi-lo), lo+g*(hi-lo)
		if loss(math.Exp(a)) < loss(math.Exp(b)) {
			hi = b
		} else {
			lo = a
		}
	}
	return math.Exp((lo + hi) / 2)
}

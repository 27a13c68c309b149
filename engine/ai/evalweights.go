package ai

import "gomoku/engine"

// evalWeights is one table variant's static evaluation: what each
// direction pattern and each cell class is worth to the side that could
// play there (index 0 Black, 1 White; both alike for rules that treat the
// colours alike), and the threat terms of evaluate. Move ordering has its
// own tables (orderweights.go).
type evalWeights struct {
	pat    [2][patCount]int32
	class  [2][p4Count]int32
	threat [numThreats]int32
	// code corrects the value of single Pattern4 codes (combinations of
	// four direction patterns), where the tuner saw them often enough.
	code [2][pcodeCount]int32
}

// codeDelta is one entry of evalWeights.code in generated source; side 2
// is both sides.
type codeDelta struct {
	side, code uint16
	v          int32
}

// withCodes returns w with the code corrections ds.
func withCodes(w evalWeights, ds []codeDelta) evalWeights {
	for _, d := range ds {
		for side := 0; side < 2; side++ {
			if int(d.side) == side || d.side == 2 {
				w.code[side][d.code] = d.v
			}
		}
	}
	return w
}

// The threat terms, added to the side to move's evaluation.
const (
	threatOwnStrong = iota // it can make a four-three or a double three (or open three plus)
	threatOwnThree         // else it can make an open three or a four plus
	threatOppFour          // the opponent can make an open four (minus)
	threatOppStrong        // the opponent can make a four-three or a double three (minus)
	numThreats
)

// handWeights are the hand-set values the engine started with.
func handWeights() evalWeights {
	var w evalWeights
	for side := 0; side < 2; side++ {
		for p := range w.pat[side] {
			w.pat[side][p] = int32(patValue[p])
		}
		for c := range w.class[side] {
			w.class[side][c] = int32(p4Bonus[c])
		}
	}
	w.threat = [numThreats]int32{150, 40, 80, 60}
	return w
}

// weightsFor is the evaluation a table variant plays with: the tuned
// weights where gomoku tune fitted some (tunedWeights), the hand-set ones
// otherwise.
func weightsFor(variant int) evalWeights {
	if w, ok := tunedWeights(variant); ok {
		return w
	}
	return handWeights()
}

// earlierWeights is the evaluation Hard and Expert play (Config.EarlierEval):
// for freestyle the weights learnt from 1 200 games at 8 000 nodes a move,
// before the refit on deeper games, because their ladder steps were
// measured with them. The ladder is measured in freestyle only, so the
// other variants, renju's refit included, play their current weights.
func earlierWeights(variant int) evalWeights {
	if variant != variantOf(engine.Freestyle, false) {
		return weightsFor(variant)
	}
	return evalWeights{
		pat:    [2][patCount]int32{{0, 0, 6, 0, 11, 8, 22, 0, 23, 103, 61, 162, 200, 1000}, {0, 0, 6, 0, 11, 8, 22, 0, 23, 103, 61, 162, 200, 1000}},
		class:  [2][p4Count]int32{{0, 0, 0, 0, 0, 93, 0, 107, 106, 0, 239, 300, 400, 2000}, {0, 0, 0, 0, 0, 93, 0, 107, 106, 0, 239, 300, 400, 2000}},
		threat: [numThreats]int32{309, 0, 80, 0},
	}
}

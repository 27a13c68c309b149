package puzzle

import (
	"math"

	"gomoku/engine/ai"
)

// Difficulty rates a puzzle on the scale of Rating: 1000 for the shortest
// VCF the weak level always finds, plus 100 per attacking move beyond
// minLength, 150 for a VCT (threes are harder to see than fours), and up
// to 400 as the weak level finds the first move less often.
func Difficulty(p Puzzle) int {
	r := 1000 + 100*(p.Length-minLength) + int(math.Round(400*(1-p.Found)))
	if p.Kind == ai.VCT {
		r += 150
	}
	return r
}

// Rating is a player's puzzle rating, Elo-like: each attempt moves it
// towards the puzzle's difficulty by how surprising the result was. It is
// a plain value the app saves with its other results.
type Rating struct {
	Elo    int `json:"elo"`
	Solved int `json:"solved"`
	Failed int `json:"failed"`
}

// StartRating is a new player's rating.
const StartRating = 1200

// ratingK is the step of one attempt (the chess federations' 32 for new
// players: a few puzzles move the rating to the player's level).
const ratingK = 32

// NewRating is the rating of a player who has tried no puzzle.
func NewRating() Rating { return Rating{Elo: StartRating} }

// After returns the rating after one attempt at a puzzle of the given
// difficulty.
func (r Rating) After(difficulty int, solved bool) Rating {
	if r.Elo == 0 {
		r.Elo = StartRating
	}
	expect := 1 / (1 + math.Pow(10, float64(difficulty-r.Elo)/400))
	score := 0.0
	if solved {
		score = 1
		r.Solved++
	} else {
		r.Failed++
	}
	r.Elo += int(math.Round(ratingK * (score - expect)))
	return r
}

// Pick chooses the next puzzle for a player: the one whose difficulty is
// nearest the player's rating among those done does not report (ties: the
// earlier in the set). It returns -1 when every puzzle is done.
func Pick(ps []Puzzle, r Rating, done func(id string) bool) int {
	if r.Elo == 0 {
		r.Elo = StartRating
	}
	best, bestGap := -1, 0
	for i, p := range ps {
		if done != nil && done(p.ID) {
			continue
		}
		gap := p.Rating - r.Elo
		if gap < 0 {
			gap = -gap
		}
		if best < 0 || gap < bestGap {
			best, bestGap = i, gap
		}
	}
	return best
}

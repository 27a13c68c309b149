package puzzle

import "gomoku/engine"

// Goal is how many of the attacker's own moves the solution takes, as a
// player counts them: up to and including the five. A solution may end at
// a four no block stops (Length counts its attacking moves to there); the
// five after it is one move more.
func (p Puzzle) Goal() int {
	g, err := engine.NewGame(engine.Config{Size: p.Size, Rule: p.Rule})
	if err != nil || g.PlayAll(p.Moves) != nil || g.PlayAll(p.Solution) != nil {
		return p.Length
	}
	if r := g.Result(); r.Status == engine.Won && r.Winner == p.ToMove() {
		return p.Length
	}
	return p.Length + 1
}

// Win is how a solved attempt was won, so a screen can say why it is
// solved when the five is not on the board yet.
type Win uint8

const (
	WinNone Win = iota
	// WinFive: the attacker made five.
	WinFive
	// WinOpenFour: a straight four, two points to make five.
	WinOpenFour
	// WinFours: two fours at once with different points to make five.
	WinFours
	// WinForbiddenBlock: a four whose only block is a point the
	// defender (Black, under Renju) may not play.
	WinForbiddenBlock
)

// Win is how the attempt was won (WinNone while it is not solved).
func (s *Session) Win() Win {
	if s.state != Solved {
		return WinNone
	}
	if s.g.Over() {
		return WinFive
	}
	b := s.g.Board()
	points := 0
	for _, t := range s.g.Config().Threats(&b) {
		if t.Color != s.Attacker() || t.Kind != engine.Four {
			continue
		}
		if len(t.Points) >= 2 {
			return WinOpenFour
		}
		points++
	}
	if points >= 2 {
		return WinFours
	}
	return WinForbiddenBlock
}

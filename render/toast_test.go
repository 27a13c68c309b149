package render

import "testing"

// A toast raised after a win on the bottom rows ("the game is over") never
// hides the winning stones: it moves to the top of the board, and stays at
// the bottom when the five is elsewhere.
func TestToastNeverCoversTheWinningStones(t *testing.T) {
	for _, c := range []struct {
		moves string
		top   bool
	}{
		{"a1h8b1h9c1h10d1h11e1", true},       // Black's five on the bottom row
		{"a15h8b15h9c15h10d15h11e15", false}, // on the top row
	} {
		a := newApp(t, 15, 1280, 800)
		play(t, a, c.moves)
		v := a.View()
		if len(v.WinLine) != 5 {
			t.Fatalf("%s: no five", c.moves)
		}
		v.Toast = "The game is over: Rematch or New game"
		_, _, h, y, _, _ := toastPlace(&v, 1)
		for _, p := range v.WinLine {
			_, sy := v.Layout.Grid.Center(p)
			r := v.Layout.Grid.Step / 2
			if int(sy+r) >= y && int(sy-r) <= y+h {
				t.Errorf("%s: the toast (y %d–%d) covers the winning stone %v (y %.0f)", c.moves, y, y+h, p, sy)
			}
		}
		if onTop := y < v.Layout.Board.Y+v.Layout.Board.H/2; onTop != c.top {
			t.Errorf("%s: toast on top = %v, want %v", c.moves, onTop, c.top)
		}
	}
}

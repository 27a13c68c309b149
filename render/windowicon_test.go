package render

import "testing"

// The window icon is the package's icon: 64 px, a dark stone lower left, a
// light one upper right, clear corners.
func TestWindowIconIsTheGamesIcon(t *testing.T) {
	s, err := windowIcon()
	if err != nil {
		t.Fatal(err)
	}
	defer s.Free()
	if s.W != windowIconPx || s.H != windowIconPx {
		t.Fatalf("icon %d×%d", s.W, s.H)
	}
	px := s.Pixels()
	at := func(x, y int) (r, g, b, a byte) {
		i := y*int(s.Pitch) + x*4
		return px[i], px[i+1], px[i+2], px[i+3]
	}
	lum := func(x, y int) int {
		r, g, b, _ := at(x, y)
		return (int(r)*299 + int(g)*587 + int(b)*114) / 1000
	}
	if l := lum(25, 38); l > 80 {
		t.Errorf("black stone luminance %d", l)
	}
	if l := lum(38, 25); l < 200 {
		t.Errorf("white stone luminance %d", l)
	}
	if _, _, _, a := at(0, 0); a > 40 {
		t.Errorf("corner alpha %d", a)
	}
}

package render

import (
	"testing"
	"time"

	"gomoku/engine/app"
)

// TestGoldenRipple pins the ring spreading from a stone that just landed,
// a third of the way through, and checks it is gone once it has run.
func TestGoldenRipple(t *testing.T) {
	t0 := time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)
	s := app.DefaultSettings()
	a, err := app.New(app.Options{Settings: s, Width: 1280, Height: 800, Now: t0})
	if err != nil {
		t.Fatal(err)
	}
	play(t, a, midGame)
	a.Update(t0.Add(100 * time.Millisecond))
	v := a.View()
	if !v.ShowRipple || v.RippleT < 0.25 || v.RippleT > 0.4 {
		t.Fatalf("ripple %v at %.2f", v.ShowRipple, v.RippleT)
	}
	img, err := Snapshot(v)
	if err != nil {
		t.Fatal(err)
	}
	checkGoldenRegion(t, "ripple", img, v, around("f10", "h8", 0.5))
	a.Update(t0.Add(time.Second))
	if a.View().ShowRipple {
		t.Fatal("the ripple never ends")
	}
}

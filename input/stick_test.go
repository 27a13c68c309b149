package input

import "testing"

func TestStickHysteresis(t *testing.T) {
	pct := func(p int) int16 { return int16(p * axisFull / 100) }
	steps := []struct {
		v    int16
		want axisState
	}{
		{pct(20), 0},   // resting drift does nothing
		{pct(49), 0},   // just short of the press point
		{pct(50), 1},   // pushed
		{pct(40), 1},   // eased off, still above release: still held
		{pct(36), 1},   //
		{pct(34), 0},   // below release: centred
		{pct(45), 0},   // between the two points from centre: not pushed
		{pct(-60), -1}, // the other way
		{pct(80), 1},   // a flick across goes straight to the other side
		{-32768, -1},
		{pct(-30), 0},
		{32767, 1},
	}
	var s axisState
	for i, st := range steps {
		s = s.next(st.v)
		if s != st.want {
			t.Fatalf("step %d: value %d gave %d, want %d", i, st.v, s, st.want)
		}
	}
}

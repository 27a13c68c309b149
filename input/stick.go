package input

// Stick dead zone with hysteresis, in percent of full deflection: an axis
// counts as pushed once it passes stickPress and as centred again only
// below stickRelease. The gap keeps a stick resting near the threshold (or
// a worn one that drifts) from stuttering between held and released, which
// would restart the repeat delay over and over.
const (
	stickPressPct   = 50
	stickReleasePct = 35
	axisFull        = 32767
)

// axisState is one stick axis as a digital direction: -1, 0 or +1.
type axisState int8

// next returns the axis state after a reading of v (SDL's -32768..32767).
// Crossing straight from one side to the other (a flick) switches sides
// without passing through centre.
func (s axisState) next(v int16) axisState {
	const press, release = stickPressPct * axisFull / 100, stickReleasePct * axisFull / 100
	x := int32(v)
	switch {
	case x >= press:
		return 1
	case x <= -press:
		return -1
	case s > 0 && x < release, s < 0 && x > -release:
		return 0
	}
	return s
}

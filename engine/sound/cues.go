package sound

// Each recipe returns float samples already faded and normalised by
// finish. Amplitudes are relative within a cue; the final peak (the last
// argument to finish) sets how loud the cue is against the others: the
// frequent cues (place, menu) sit lower than the rare, rewarding ones.

// Equal-tempered pitches used by the melodic cues.
const (
	noteEb4 = 311.13
	noteG4  = 392.00
	noteA4  = 440.00
	noteC5  = 523.25
	noteE5  = 659.26
	noteG5  = 783.99
	noteC6  = 1046.50
)

// Timbres: a struck, slightly warm tone for melodies, a rounder one for
// the quieter cues, and an inharmonic set (ratios of a small bell) for the
// hint.

func warmTone() []partial {
	return []partial{{1, 1, 1}, {2, 0.22, 1.8}, {3, 0.07, 2.6}}
}

func softTone() []partial {
	return []partial{{1, 1, 1}, {2, 0.12, 1.6}}
}

func bellTone() []partial {
	return []partial{{1, 1, 1}, {2.0, 0.28, 1.6}, {2.76, 0.22, 2.5}, {5.40, 0.07, 5}}
}

// synthPlace: a stone on a wooden board is a very short broadband knock
// followed by the board's low body resonance dying away in tens of ms.
func synthPlace(sr int) []float64 {
	buf := newBuf(sr, 0.100)
	r := newNoise(0x51ACE)
	addBurst(buf, sr, 0, 1.0, 0.0015, bandPass(sr, 2600, 1.1), r)
	addBurst(buf, sr, 0, 0.4, 0.0030, bandPass(sr, 900, 1.5), r)
	addTone(buf, sr, 0, 185, 0.65, 0.024, 0.0005)
	addTone(buf, sr, 0, 510, 0.35, 0.012, 0.0005)
	addTone(buf, sr, 0, 1130, 0.18, 0.006, 0.0005)
	return finish(buf, sr, 0.0005, 0.015, 0.70)
}

// synthInvalid: two dull low taps, deliberately soft and without high
// partials so a refused move is noticed but never sounds like an alarm.
func synthInvalid(sr int) []float64 {
	buf := newBuf(sr, 0.155)
	r := newNoise(0xBAD)
	for i, at := range []float64{0, 0.070} {
		a := 1.0 - 0.25*float64(i)
		addTone(buf, sr, at, 140, a, 0.022, 0.002)
		addTone(buf, sr, at, 285, 0.2*a, 0.010, 0.002)
		addBurst(buf, sr, at, 0.25*a, 0.003, bandPass(sr, 500, 0.8), r)
	}
	return finish(buf, sr, 0.001, 0.020, 0.50)
}

// synthWin: a rising major arpeggio C–E–G–C, each note ringing on under
// the next; the top note rings longest.
func synthWin(sr int) []float64 {
	buf := newBuf(sr, 0.720)
	notes := []float64{noteC5, noteE5, noteG5, noteC6}
	for i, f := range notes {
		tau := 0.20
		if i == len(notes)-1 {
			tau = 0.26
		}
		addNote(buf, sr, 0.09*float64(i), f, 1, tau, 0.004, warmTone())
	}
	return finish(buf, sr, 0.001, 0.080, 0.70)
}

// synthLose: a gentle falling minor third, G4 to E-flat 4, soft attack.
func synthLose(sr int) []float64 {
	buf := newBuf(sr, 0.500)
	addNote(buf, sr, 0, noteG4, 1, 0.16, 0.012, softTone())
	addNote(buf, sr, 0.20, noteEb4, 1, 0.22, 0.012, softTone())
	return finish(buf, sr, 0.001, 0.080, 0.60)
}

// synthDraw: the same note twice, neither rising nor falling.
func synthDraw(sr int) []float64 {
	buf := newBuf(sr, 0.450)
	addNote(buf, sr, 0, noteA4, 1, 0.14, 0.008, softTone())
	addNote(buf, sr, 0.20, noteA4, 1, 0.16, 0.008, softTone())
	return finish(buf, sr, 0.001, 0.060, 0.60)
}

// synthMenu: a tiny soft tick for moving through a menu; it plays often,
// so it is the quietest cue.
func synthMenu(sr int) []float64 {
	buf := newBuf(sr, 0.030)
	r := newNoise(0x7111C)
	addTone(buf, sr, 0, 1500, 1, 0.004, 0.0008)
	addBurst(buf, sr, 0, 0.3, 0.001, bandPass(sr, 3000, 1.5), r)
	return finish(buf, sr, 0.0008, 0.008, 0.30)
}

// synthMenuSelect: like the menu tick but higher and a touch longer, so
// choosing sounds brighter than moving.
func synthMenuSelect(sr int) []float64 {
	buf := newBuf(sr, 0.045)
	r := newNoise(0x5E1EC7)
	addTone(buf, sr, 0, 2600, 1, 0.007, 0.0008)
	addTone(buf, sr, 0, 3900, 0.45, 0.005, 0.0008)
	addBurst(buf, sr, 0, 0.3, 0.001, bandPass(sr, 5500, 1.5), r)
	return finish(buf, sr, 0.0008, 0.010, 0.40)
}

// synthHint: one soft bell stroke on G5.
func synthHint(sr int) []float64 {
	buf := newBuf(sr, 0.600)
	addNote(buf, sr, 0, noteG5, 1, 0.25, 0.003, bellTone())
	return finish(buf, sr, 0.001, 0.080, 0.50)
}

// synthTimeoutWarning: a short steady beep, the one cue that is meant to
// sound electronic.
func synthTimeoutWarning(sr int) []float64 {
	buf := newBuf(sr, 0.120)
	addNote(buf, sr, 0, 1000, 1, 0, 0.005, []partial{{1, 1, 1}, {3, 0.12, 1}})
	return finish(buf, sr, 0.005, 0.020, 0.50)
}

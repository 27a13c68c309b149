package ai

import "strings"

// evalEdits replaces single evaluation weights of the variant a search
// plays, for both colours alike, so that weights can be chosen by games
// (gomoku match -a default-xwpF3=30) rather than only by a fit. It is a value (comparable), so a
// Config that carries it stays comparable.
type evalEdits struct {
	set uint64 // bit i: slot i is replaced
	v   [numEditSlots]int32
}

// The slots: the line patterns, then the cell classes, then the threat
// terms of evaluate.
const (
	editPat      = 0
	editClass    = editPat + int(patCount)
	editThreat   = editClass + int(p4Count)
	numEditSlots = editThreat + numThreats
)

var (
	patNames   = [patCount]string{"Dead", "OL", "B1", "F1", "B2", "F2", "F2A", "F2B", "B3", "F3", "F3S", "B4", "F4", "F5"}
	classNames = [p4Count]string{"None", "Forbid", "L", "K", "J", "I", "H", "G", "F", "E", "D", "C", "B", "A"}
)

// editSlot is the slot of a weight's tunable name: "wp" and a pattern
// (wpF3), "wc" and a class letter (wcG), or "wt" and a threat term's
// index (wt0), in any case (gomoku match lowers its specs).
func editSlot(name string) (int, bool) {
	name = strings.ToLower(name)
	switch {
	case strings.HasPrefix(name, "wp"):
		for i, n := range patNames {
			if strings.ToLower(n) == name[2:] {
				return editPat + i, true
			}
		}
	case strings.HasPrefix(name, "wc"):
		for i, n := range classNames {
			if strings.ToLower(n) == name[2:] {
				return editClass + i, true
			}
		}
	case len(name) == 3 && strings.HasPrefix(name, "wt") && name[2] >= '0' && int(name[2]-'0') < numThreats:
		return editThreat + int(name[2]-'0'), true
	}
	return 0, false
}

// with sets one slot.
func (e evalEdits) with(slot int, v int32) evalEdits {
	e.set |= 1 << slot
	e.v[slot] = v
	return e
}

// apply returns w with the edited weights replaced for both colours.
func (e evalEdits) apply(w evalWeights) evalWeights {
	for slot := 0; slot < numEditSlots; slot++ {
		if e.set&(1<<slot) == 0 {
			continue
		}
		v := e.v[slot]
		switch {
		case slot < editClass:
			w.pat[0][slot-editPat], w.pat[1][slot-editPat] = v, v
		case slot < editThreat:
			w.class[0][slot-editClass], w.class[1][slot-editClass] = v, v
		default:
			w.threat[slot-editThreat] = v
		}
	}
	return w
}

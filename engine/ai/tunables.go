package ai

import "fmt"

// SetTunable sets one named search margin, so that margins can be chosen
// by games between configurations (gomoku match -a default-xNAME=V)
// rather than by editing the source:
//
//	fut       futility margin per ply of depth
//	futdepth  deepest node futility prunes
//	razdepth  deepest node razoring tries
//	razmul    razoring margin, in futility margins per ply
//	lmp       move-count pruning: moves a quiet node always searches
//	lmpmul    move-count pruning: factor of depth^lmpexp on top
//	lmpexp    move-count pruning: exponent of depth
//	lmrbase   late-move reduction: constant part
//	lmrdiv    late-move reduction: divisor of ln(depth)·ln(move number)
//	lmrdepth  late-move reduction: shallowest node reduced
//	qdepth    fours the quiescence search may chain (QDepth)
//	hash      the hash table's size in MiB (HashMB)
//	legacy    (any value) all of them as before they were chosen by matches
//	wpP, wcC, wtN  the evaluation weight of line pattern P (wpF3), cell
//	          class C (wcG) or threat term N (wt0), for both colours
//	          (evaledit.go)
func (c *Config) SetTunable(name string, v float64) error {
	switch name {
	case "fut":
		c.futility = int(v)
	case "futdepth":
		c.futDepth = int(v)
	case "razdepth":
		c.razorDepth = int(v)
	case "razmul":
		c.razorMul = int(v)
	case "lmp":
		c.lmp = int(v)
	case "lmpmul":
		c.lmpMul = v
	case "lmpexp":
		c.lmpExp = v
	case "lmrbase":
		c.lmrBase = v
	case "lmrdiv":
		c.lmrDiv = v
	case "lmrdepth":
		c.lmrMinDepth = int(v)
	case "hash":
		if !(v >= 1 && v <= 4096) { // NaN too
			return fmt.Errorf("ai: hash size %v MiB out of 1..4096", v)
		}
		c.HashMB = int(v)
	case "qdepth":
		c.QDepth = int(v)
	case "legacy":
		*c = c.withLegacySearch()
	default:
		if c.setSelectivity(name, v) {
			return nil
		}
		if slot, ok := editSlot(name); ok {
			if !(v >= -4000 && v <= 4000) || v != float64(int32(v)) {
				return fmt.Errorf("ai: weight %s=%v is not a whole number in -4000..4000", name, v)
			}
			c.edits = c.edits.with(slot, int32(v))
			return nil
		}
		return fmt.Errorf("ai: unknown tunable %q", name)
	}
	return nil
}

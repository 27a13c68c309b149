package puzzle

import (
	"encoding/json"
	"testing"
)

// Parse never panics, and what it accepts writes back to lines it reads
// the same way.
func FuzzParse(f *testing.F) {
	f.Add([]byte(`{"id":"x","rule":"renju","size":15,"moves":"h8i9","kind":"vct","length":3,"solution":"j10k11","found":0.5,"rating":1400}`))
	f.Add([]byte("\n{}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		ps, err := Parse(data)
		if err != nil {
			return
		}
		for _, p := range ps {
			line, err := json.Marshal(p)
			if err != nil {
				t.Fatal(err)
			}
			back, err := Parse(line)
			if err != nil || len(back) != 1 || !samePuzzle(back[0], p) {
				t.Fatalf("%s: read back %v %v", line, back, err)
			}
		}
	})
}

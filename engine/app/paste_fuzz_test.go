package app

import (
	"testing"

	"gomoku/engine"
)

// FuzzPaste: whatever the clipboard holds, a paste either sets up a legal
// position or leaves the game exactly as it was, and never panics.
func FuzzPaste(f *testing.F) {
	for _, s := range []string{
		"h8i9j10", "", "(;FF[4]GM[4]SZ[19];B[jj];W[kk])", "Piskvorky 20x20, 11:11, 0\n10,10,0\n-1\n",
		"h8h8", "z99", "(;SZ[3])", "\x00\x01", "a1,b2;c3 - d4",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		a := newApp(t, func(o *Options) { o.ConfigDir = "" })
		playKeys(t, a, "a1")
		a.Apply(Intent{Kind: Paste, Text: text})
		g := a.Game()
		if engine.FormatMoves(g.Moves()) == "a1" && g.Config().Size == 15 {
			return // unchanged (or the same position pasted)
		}
		if _, err := engine.Replay(g.Config(), g.History()); err != nil {
			t.Fatalf("paste %q left an illegal game: %v", text, err)
		}
	})
}

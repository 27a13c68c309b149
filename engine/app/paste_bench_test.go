package app

import (
	"strings"
	"testing"
	"time"

	"gomoku/engine"
)

// hugePaste is text of n bytes that looks like a move string all the way:
// the worst case for a reader that scans before it checks the size.
func hugePaste(n int) string {
	return strings.Repeat("h8i9j10k11 ", n/11+1)[:n]
}

// BenchmarkPasteHuge measures Apply(Paste) on the frame loop: a 100 MB
// paste once took 17–24 s because the record reader scanned all of it
// before its 1 MiB cap applied, and a 1 MiB one 0.24 s.
// go test -run '^$' -bench PasteHuge -benchtime 1x ./engine/app
func BenchmarkPasteHuge(b *testing.B) {
	for _, c := range []struct {
		name string
		n    int
	}{{"1MiB", 1 << 20}, {"100MB", 100 << 20}} {
		text := hugePaste(c.n)
		b.Run(c.name, func(b *testing.B) {
			a, err := New(Options{Settings: DefaultSettings(), Width: 1280, Height: 800, Now: t0})
			if err != nil {
				b.Fatal(err)
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				a.Apply(Intent{Kind: Paste, Text: text})
			}
		})
	}
}

func TestPasteOverTheCapIsRefusedUnread(t *testing.T) {
	a := newApp(t, func(o *Options) { o.ConfigDir = "" })
	playKeys(t, a, "a1")
	a.Apply(Intent{Kind: Paste, Text: hugePaste(1<<20 + 1)})
	if got := engine.FormatMoves(a.Game().Moves()); got != "a1" || a.pasting != nil {
		t.Fatalf("game %s, reading %v: the paste should be refused at once", got, a.pasting != nil)
	}
	if said := lastNotice(a); said != "That text is too long to be a game (over 1 MiB)" {
		t.Fatalf("%q does not say the paste is too large", said)
	}
}

// TestLongPasteIsReadOffTheFrameLoop pastes a record with a 100 KB comment:
// Apply returns with the game untouched, and a later frame sets it up.
func TestLongPasteIsReadOffTheFrameLoop(t *testing.T) {
	a := newApp(t, func(o *Options) { o.ConfigDir = "" })
	text := "(;GM[4]SZ[15]C[" + strings.Repeat("a long comment ", 7000) + "];B[hh];W[ii])"
	a.Apply(Intent{Kind: Paste, Text: text})
	if a.Game().MoveCount() != 0 || a.pasting == nil {
		t.Fatal("a long paste was read on the frame loop")
	}
	if d, ok := a.NextWake(); !ok || d > 20*time.Millisecond {
		t.Fatalf("NextWake %v, %v: the loop must poll the paste", d, ok)
	}
	now := t0
	for deadline := time.Now().Add(30 * time.Second); a.pasting != nil && time.Now().Before(deadline); {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
		time.Sleep(time.Millisecond)
	}
	if got := engine.FormatMoves(a.Game().Moves()); got != "h8i7" {
		t.Fatalf("after reading, the game is %q, want h8i7", got)
	}
}

package record

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"gomoku/engine"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// sampleGame is the game every golden file holds: renju on 15×15, black
// wins with the diagonal h8–l12.
func sampleGame(t testing.TB) *Game {
	g := gameOf(t, 15, engine.Renju, "h8h9i9i10j10j11k11k12l12")
	g.Black, g.White, g.Event = "Alice", "Bob", "Club night"
	g.Date = time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)
	g.Result = Result{Outcome: BlackWins}
	g.Times = []time.Duration{0, 1500 * time.Millisecond, 2 * time.Second, 800 * time.Millisecond,
		3100 * time.Millisecond, 1200 * time.Millisecond, 900 * time.Millisecond, 4 * time.Second, 700 * time.Millisecond}
	return g
}

func TestGoldenFiles(t *testing.T) {
	g := sampleGame(t)
	for _, f := range Formats() {
		t.Run(f.String(), func(t *testing.T) {
			path := filepath.Join("testdata", "golden", "sample"+f.Ext())
			got, err := Write(g, f)
			if err != nil {
				t.Fatal(err)
			}
			if *update {
				if err := os.WriteFile(path, got, 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("%s changed:\n got %q\nwant %q\n(run go test -update if the change is intended)", path, got, want)
			}
			opt := Options{Rule: engine.Renju}
			back, err := LoadWith(path, opt)
			if err != nil {
				t.Fatal(err)
			}
			if d := sameGame(Normalize(g, f, opt), back); d != "" {
				t.Fatalf("golden %s reads back differently: %s", path, d)
			}
		})
	}
}

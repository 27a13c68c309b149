package analysis

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/store"
)

// countingCache counts the positions analysed through progress calls.
func analyseCounting(t *testing.T, a *Analyzer, g Game) (Report, int) {
	t.Helper()
	calls := 0
	r, err := a.Analyze(context.Background(), g, Options{Depth: 4}, func(Progress) { calls++ })
	if err != nil {
		t.Fatal(err)
	}
	return r, calls
}

// A second analysis of the same game comes from the cache (one progress
// call, every position done), equal to the first; another depth is
// another entry. A fresh analysis reports every position and then the
// passes after them.
func TestMemoryCache(t *testing.T) {
	g := gameOf(t, engine.Freestyle, openThree+"a5k8")
	a := New(&Memory{})
	first, n := analyseCounting(t, a, g)
	if n != len(g.Moves)+2 {
		t.Fatalf("first analysis: %d progress calls for %d positions", n, len(g.Moves)+1)
	}
	again, n := analyseCounting(t, a, g)
	if n != 1 || !reflect.DeepEqual(first, again) {
		t.Fatalf("cached analysis: %d calls, equal %v", n, reflect.DeepEqual(first, again))
	}
	if _, ok, _ := a.cache.Get(KeyOf(g, Options{Depth: 5})); ok {
		t.Fatal("depth 5 found under the depth-4 entry")
	}
}

// The disk cache survives a new Analyzer (a restart) with the same
// report; a damaged file is set aside and reported, and the game is then
// analysed afresh and written again.
func TestDiskCache(t *testing.T) {
	dir := t.TempDir()
	g := gameOf(t, engine.Renju, vcfStart+"a1")
	first, _ := analyseCounting(t, New(NewDisk(dir)), g)
	again, n := analyseCounting(t, New(NewDisk(dir)), g)
	if n != 1 || !reflect.DeepEqual(first, again) {
		t.Fatalf("after a restart: %d calls, equal %v\n%+v\n%+v", n, reflect.DeepEqual(first, again), first.Moves[12], again.Moves[12])
	}
	files, _ := filepath.Glob(filepath.Join(dir, DiskFolder, "*.json"))
	if len(files) != 1 {
		t.Fatalf("cache files %v", files)
	}
	if err := os.WriteFile(files[0], []byte(`{"version":1,"rule":"renju","size":15,"moves":"h8","positions":[]}`), 0o644); err != nil {
		t.Fatal(err)
	}
	d := NewDisk(dir)
	d.Now = func() time.Time { return time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC) }
	_, err := New(d).Analyze(context.Background(), g, Options{Depth: 4}, nil)
	var corrupt *store.CorruptError
	if !errors.As(err, &corrupt) || !corrupt.KeptAside() {
		t.Fatalf("damaged cache file: %v", err)
	}
	if _, err := os.Stat(files[0] + ".corrupt-20261201T100000Z"); err != nil {
		t.Fatalf("not set aside: %v", err)
	}
	fresh, n := analyseCounting(t, New(d), g)
	if n != len(g.Moves)+2 || !reflect.DeepEqual(first.Moves, fresh.Moves) {
		t.Fatalf("fresh analysis: %d calls", n)
	}
	if _, err := os.Stat(files[0]); err != nil {
		t.Fatalf("not written again: %v", err)
	}
}

// Cancelling stops the analysis at the next position, with the context's
// error and nothing cached.
func TestCancel(t *testing.T) {
	g := gameOf(t, engine.Freestyle, game66)
	cache := &Memory{}
	ctx, cancel := context.WithCancel(context.Background())
	done := 0
	_, err := New(cache).Analyze(ctx, g, Options{}, func(p Progress) {
		done = p.Done
		if p.Done == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || done != 3 {
		t.Fatalf("err %v after %d positions", err, done)
	}
	if _, ok, _ := cache.Get(KeyOf(g, Options{})); ok {
		t.Fatal("a cancelled analysis was cached")
	}
}

// A record with a move the rules refuse is an error, naming the move.
func TestIllegalMove(t *testing.T) {
	g := gameOf(t, engine.Freestyle, "h8h8")
	if _, err := New(nil).Analyze(context.Background(), g, Options{Depth: 2}, nil); err == nil {
		t.Fatal("h8h8 analysed")
	}
}

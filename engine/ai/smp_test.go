package ai

import (
	"context"
	"runtime"
	"testing"
	"time"

	"gomoku/engine"
)

// Several threads play the same tactics as one: take a five, stop a four,
// stop an open three.
func TestThreadsPlayTheTactics(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	for _, tc := range tacticCases {
		pos := setupPos(t, tc.rule, 15, tc.black, tc.white, tc.toMove)
		info, err := e.Search(context.Background(), pos, Limits{Depth: 6, Threads: 3})
		if err != nil {
			t.Fatal(err)
		}
		if !oneOf(info.Move, tc.want) {
			t.Errorf("%s: three threads played %v, want one of %s", tc.name, info.Move, tc.want)
		}
	}
}

// The helpers' work counts in the nodes, and every helper has stopped
// when Search returns, even when its context ends the search early.
func TestThreadsStopWithTheSearch(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	moves, err := engine.ParseMoves("h8 i9 i8 g8 j7 h6", 15)
	if err != nil {
		t.Fatal(err)
	}
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: moves}
	before := runtime.NumGoroutine()
	info, err := e.Search(context.Background(), pos, Limits{Time: 200 * time.Millisecond, Threads: 4})
	if err != nil {
		t.Fatal(err)
	}
	if !info.Move.In(15) {
		t.Fatalf("no move: %+v", info)
	}
	sum := e.s.nodes
	for _, h := range e.helpers {
		if h.info.Nodes == 0 {
			t.Errorf("a helper searched no node in 200 ms")
		}
		sum += h.info.Nodes
	}
	if info.Nodes != sum {
		t.Errorf("reported %d nodes, the threads searched %d", info.Nodes, sum)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() {
		time.Sleep(20 * time.Millisecond)
		cancel()
	}()
	start := time.Now()
	info, err = e.Search(ctx, pos, Limits{Time: time.Minute, Threads: 4})
	if err != nil {
		t.Fatal(err)
	}
	if time.Since(start) > 10*time.Second || !info.Move.In(15) {
		t.Fatalf("cancelled four-thread search took %v and played %v", time.Since(start), info.Move)
	}
	// A goroutine past its wg.Done (or the canceller above) still counts
	// until it has returned, which under -race can take a moment: give
	// them that moment, so only helpers still searching fail the test.
	for deadline := time.Now().Add(5 * time.Second); runtime.NumGoroutine() > before && time.Now().Before(deadline); {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines after the searches, %d before: helpers still running", n, before)
	}
}

// A slot written by two threads at once, key from one and entry from the
// other, must read as a miss, never as the other position's result.
func TestTornSlotIsAMiss(t *testing.T) {
	table := newTT(1)
	const k1, k2 = 0x1234_5678_9abc_def0, 0x0fed_cba9_8765_4321 &^ 1
	table.store(k1, 77, 123, 5, 0, bExact)
	e, ok := table.probe(k1)
	if !ok || e.move != 77 || e.value != 123 || e.depth != 5 || e.bound != bExact {
		t.Fatalf("stored entry reads back as %+v, %v", e, ok)
	}
	// Tear slot k1's bucket: entry of another write, check of the first.
	sl := &table.e[k1&table.mask]
	sl.data = ttEntry{move: 99, value: -5, depth: 9, bound: bLower, gen: table.gen}.pack()
	if e, ok := table.probe(k1); ok {
		t.Fatalf("torn slot read as a hit: %+v", e)
	}
	if _, ok := table.probe(k2); ok {
		t.Fatal("a key never stored reads as a hit")
	}
}

// Any thread count is capped at the cores present: more threads than
// cores only take turns, and the main thread answers late.
func TestThreadsCappedAtCores(t *testing.T) {
	e := NewSearcher(DefaultConfig(), &testTables)
	moves, err := engine.ParseMoves("h8 i9 h9", 15)
	if err != nil {
		t.Fatal(err)
	}
	pos := Position{Size: 15, Rule: engine.Freestyle, Moves: moves}
	e.Prepare(64)
	if n := len(e.helpers); n > runtime.NumCPU()-1 {
		t.Fatalf("%d helpers on %d cores", n, runtime.NumCPU())
	}
	if _, err := e.Search(context.Background(), pos, Limits{Time: 20 * time.Millisecond, Threads: 64}); err != nil {
		t.Fatal(err)
	}
	if n := len(e.helpers); n > runtime.NumCPU()-1 {
		t.Fatalf("%d helpers after a search on %d cores", n, runtime.NumCPU())
	}
}

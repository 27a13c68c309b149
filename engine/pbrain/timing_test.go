package pbrain

import (
	"context"
	"io"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// stuckSearch stands in for a search that cannot return in time (its
// thread left waiting on a loaded machine): it reports report, if set,
// then returns only once cancelled and released.
type stuckSearch struct {
	report   *ai.Info
	release  chan struct{}
	returned chan struct{}
}

func (s *stuckSearch) Search(ctx context.Context, _ ai.Position, lim ai.Limits) (ai.Info, error) {
	defer close(s.returned)
	if s.report != nil {
		lim.Progress(*s.report)
	}
	<-ctx.Done()
	<-s.release
	return ai.Info{Move: engine.Point{X: 1, Y: 1}, Source: "search"}, nil
}

// within fails the test when f does not return in a while (a generous
// while: the deadline under test is 30 ms).
func within(t *testing.T, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() { f(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("%s: still waiting after 10 s", what)
	}
}

// At the deadline the brain answers with the best move the search has
// reported, without waiting for the search, and the engine is next used
// only once that search has ended.
func TestDeadlineAnswersForAStuckSearch(t *testing.T) {
	b := newBrain(io.Discard)
	b.size, b.turn = 15, 30*time.Millisecond
	best := ai.Info{Move: engine.Point{X: 7, Y: 6}, Depth: 4, Source: "search"}
	s := &stuckSearch{report: &best, release: make(chan struct{}), returned: make(chan struct{})}
	var info ai.Info
	var cut bool
	within(t, "answer", func() { info, cut, _ = b.searchWith(s, b.position(), time.Now()) })
	if !cut || info.Move != best.Move || info.Depth != best.Depth {
		t.Fatalf("answered %v depth %d (cut %v), want the reported %v depth %d", info.Move, info.Depth, cut, best.Move, best.Depth)
	}
	select {
	case <-s.returned:
		t.Fatal("the search returned before it was released")
	default:
	}
	close(s.release)
	within(t, "settle", b.settle)
	select {
	case <-s.returned:
	default:
		t.Fatal("settle came back while the search was still running")
	}
	if b.pending != nil {
		t.Fatal("a settled search is still pending")
	}
}

// A search that has reported nothing yet is cancelled at the deadline and
// its own answer is waited for.
func TestDeadlineCancelsASilentSearch(t *testing.T) {
	b := newBrain(io.Discard)
	b.size, b.turn = 15, 30*time.Millisecond
	s := &stuckSearch{release: make(chan struct{}), returned: make(chan struct{})}
	close(s.release)
	var info ai.Info
	var cut bool
	within(t, "answer", func() { info, cut, _ = b.searchWith(s, b.position(), time.Now()) })
	if cut || info.Move != (engine.Point{X: 1, Y: 1}) {
		t.Fatalf("answered %v (cut %v), want the search's own 1,1", info.Move, cut)
	}
}

func TestIdleCoresFromLoadavg(t *testing.T) {
	cases := []struct {
		loadavg string
		cpus    int
		want    int
	}{
		{"0.10 0.20 0.30 1/120 999\n", 2, 2}, // only the reader runs
		{"1.90 1.20 0.30 2/120 999\n", 2, 1}, // one other program
		{"8.00 8.00 8.00 9/300 999\n", 2, 1}, // more than the cores: still one
		{"2.00 2.00 2.00 3/300 999\n", 8, 6}, // two others on eight cores
		{"garbage\n", 4, 4},                  // unreadable: every core
		{"0.1 0.1 0.1 x/120 9\n", 4, 4},      // unreadable count
		{"0.1 0.1 0.1 0/120 9\n", 4, 4},      // impossible count
	}
	for _, c := range cases {
		if got := idleFrom([]byte(c.loadavg), c.cpus); got != c.want {
			t.Errorf("idleFrom(%q, %d) = %d, want %d", c.loadavg, c.cpus, got, c.want)
		}
	}
}

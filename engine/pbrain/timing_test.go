package pbrain

import (
	"context"
	"io"
	"runtime"
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
	var cut string
	within(t, "answer", func() { info, cut, _ = b.searchWith(s, b.position(), time.Now()) })
	if cut != "the deadline" || info.Move != best.Move || info.Depth != best.Depth {
		t.Fatalf("answered %v depth %d (cut %q), want the reported %v depth %d", info.Move, info.Depth, cut, best.Move, best.Depth)
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
	var cut string
	within(t, "answer", func() { info, cut, _ = b.searchWith(s, b.position(), time.Now()) })
	if cut != "" || info.Move != (engine.Point{X: 1, Y: 1}) {
		t.Fatalf("answered %v (cut %q), want the search's own 1,1", info.Move, cut)
	}
}

func TestOthersFromLoadavg(t *testing.T) {
	cases := []struct {
		loadavg string
		want    int
		ok      bool
	}{
		{"0.10 0.20 0.30 1/120 999\n", 0, true}, // only the reader runs
		{"1.90 1.20 0.30 2/120 999\n", 1, true},
		{"8.00 8.00 8.00 9/300 999\n", 8, true},
		{"garbage\n", 0, false},
		{"0.1 0.1 0.1 x/120 9\n", 0, false},
		{"0.1 0.1 0.1 0/120 9\n", 0, false}, // the reader itself is missing
	}
	for _, c := range cases {
		if got, ok := othersFrom([]byte(c.loadavg)); got != c.want || ok != c.ok {
			t.Errorf("othersFrom(%q) = %d, %v, want %d, %v", c.loadavg, got, ok, c.want, c.ok)
		}
	}
}

// On a crowded machine a move answers earlier and on fewer threads; with
// a core to spare it gets the usual deadline and every thread.
func TestCrowdedMachineAnswersEarlier(t *testing.T) {
	b := newBrain(io.Discard)
	b.size, b.turn, b.threads = 15, 100*time.Millisecond, 64
	now := time.Now()
	at := func() time.Duration { return b.timing(now).answerAt.Sub(now) } // the answer deadline
	b.others = 0
	quiet, threads := at(), b.threadsNow()
	if threads != runtime.NumCPU() {
		t.Fatalf("%d threads on an idle machine of %d cores", threads, runtime.NumCPU())
	}
	b.others = runtime.NumCPU() - 1 // every core taken, counting ours
	if at() != quiet {
		t.Fatalf("deadline %v with no task waiting, %v idle", at(), quiet)
	}
	b.others = runtime.NumCPU() + 7 // eight waiting
	if got := at(); quiet-got != 8*perWaiting {
		t.Fatalf("deadline %v with eight tasks waiting, %v idle", got, quiet)
	}
	if b.threadsNow() != 1 {
		t.Fatalf("%d threads with every core busy", b.threadsNow())
	}
	b.others = 1000
	if got := at(); quiet-got != b.turn/4 {
		t.Fatalf("deadline %v on a swamped machine, %v idle: at most a quarter of the turn more margin", got, quiet)
	}
}

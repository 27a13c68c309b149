package pbrain

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"
)

// session runs Serve over a complete script, each line sent once the
// brain has answered the one before it, and returns the output lines.
func session(t *testing.T, script string) []string {
	t.Helper()
	var out bytes.Buffer
	if rc := serve(pacedInbox(script), &out); rc != 0 {
		t.Fatalf("rc %d", rc)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		if !strings.HasPrefix(l, "MESSAGE") {
			lines = append(lines, l)
		}
	}
	return lines
}

// pacedInbox hands the brain script one line at a time, each only once
// the brain waits for input with nothing else to do: a manager that
// waits for every answer, so a script's END comes after the move it ends.
func pacedInbox(script string) *inbox {
	r := &pacedReader{}
	for len(script) > 0 {
		// a line ends in LF, CR or CRLF
		n := strings.IndexAny(script, "\r\n") + 1
		if n == 0 {
			n = len(script)
		} else if script[n-1] == '\r' && n < len(script) && script[n] == '\n' {
			n++
		}
		r.lines = append(r.lines, script[:n])
		script = script[n:]
	}
	in := newInbox(r)
	in.idle = r.gate.set
	return in
}

type pacedReader struct {
	lines []string
	gate  idleGate
}

func (r *pacedReader) Read(p []byte) (int, error) {
	r.gate.wait()
	if len(r.lines) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.lines[0])
	r.lines[0] = r.lines[0][n:]
	if r.lines[0] == "" {
		r.lines = r.lines[1:]
	}
	return n, nil
}

// idleGate is open while the brain waits for input with nothing else to
// do (inbox.idle).
type idleGate struct {
	mu   sync.Mutex
	cond *sync.Cond
	open bool
}

func (g *idleGate) init() {
	if g.cond == nil {
		g.cond = sync.NewCond(&g.mu)
	}
}

func (g *idleGate) set(open bool) {
	g.mu.Lock()
	g.init()
	g.open = open
	g.cond.Broadcast()
	g.mu.Unlock()
}

func (g *idleGate) wait() {
	g.mu.Lock()
	g.init()
	for !g.open {
		g.cond.Wait()
	}
	g.mu.Unlock()
}

func parseMove(t *testing.T, s string) (int, int) {
	t.Helper()
	v, err := parseInts(s, 2)
	if err != nil {
		t.Fatalf("not a move: %q", s)
	}
	return v[0], v[1]
}

func TestScriptedGame(t *testing.T) {
	got := session(t, "START 15\r\nINFO timeout_turn 200\r\nINFO rule 0\r\nBEGIN\r\nTURN 8,8\r\nABOUT\r\nFOO bar\r\nTURN 99,1\r\nTURN x\r\nEND\r\n")
	if len(got) != 7 {
		t.Fatalf("got %q", got)
	}
	if got[0] != "OK" || got[1] != "7,7" {
		t.Fatalf("start/begin: %q", got[:2])
	}
	x, y := parseMove(t, got[2])
	if (x == 7 && y == 7) || (x == 8 && y == 8) {
		t.Fatalf("answered an occupied point %q", got[2])
	}
	if !strings.HasPrefix(got[3], "name=") {
		t.Fatalf("ABOUT: %q", got[3])
	}
	if !strings.HasPrefix(got[4], "UNKNOWN") || !strings.HasPrefix(got[5], "ERROR") || !strings.HasPrefix(got[6], "ERROR") {
		t.Fatalf("bad lines: %q", got[4:])
	}
}

// The opponent's four must be blocked; lines may end in LF or CR alone.
func TestBoardBlocksFour(t *testing.T) {
	got := session(t, "START 15\nINFO timeout_turn 300\rBOARD\n5,5,1\n7,6,2\n7,5,1\n7,7,2\n9,9,1\n7,8,2\n10,10,1\n7,9,2\n2,2,1\n12,2,2\nDONE\nEND\n")
	if len(got) != 2 {
		t.Fatalf("got %q", got)
	}
	x, y := parseMove(t, got[1])
	if x != 7 || y != 10 {
		t.Fatalf("did not block the four at 7,10: %q", got[1])
	}
}

func TestRenjuBlackAvoidsForbidden(t *testing.T) {
	// Black (own, 5 stones vs 4) to move; 7,7 would be a double three.
	got := session(t, "START 15\nINFO timeout_turn 300\nINFO rule 4\nBOARD\n7,6,1\n0,0,2\n6,7,1\n0,14,2\n8,7,1\n14,0,2\n7,8,1\n14,14,2\nDONE\nEND\n")
	if len(got) != 2 {
		t.Fatalf("got %q", got)
	}
	if got[1] == "7,7" {
		t.Fatal("played the forbidden double three 7,7")
	}
}

func TestStartErrorsAndRestart(t *testing.T) {
	got := session(t, "BEGIN\nSTART 3\nSTART 40\nRECTSTART 15,20\nRECTSTART 20,20\nRESTART\nTAKEBACK 1,1\nINFO timeout_turn abc\nSTART\n")
	want := []string{"ERROR", "ERROR", "ERROR", "ERROR", "OK", "OK", "ERROR", "ERROR", "ERROR"}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range want {
		if !strings.HasPrefix(got[i], want[i]) {
			t.Errorf("line %d: %q, want %s", i, got[i], want[i])
		}
	}
}

func TestTakeback(t *testing.T) {
	got := session(t, "START 15\nINFO timeout_turn 100\nTURN 7,7\nTAKEBACK 7,7\nEND\n")
	if len(got) != 3 || got[2] != "OK" {
		t.Fatalf("got %q", got)
	}
}

func TestSwap2(t *testing.T) {
	got := session(t, "START 15\nINFO timeout_turn 200\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,8\n8,6\nDONE\nEND\n")
	if len(got) != 3 || len(strings.Fields(got[1])) != 3 {
		t.Fatalf("got %q", got)
	}
	if got[2] != "SWAP" {
		parseMove(t, got[2])
	}
}

// Over a pipe the brain answers each request before the turn time runs out
// (with generous slack for a loaded machine) and stays in step.
func TestPipeTurnTime(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan int)
	go func() {
		done <- Serve(inR, outW)
		outW.Close()
	}()
	rd := bufio.NewReader(outR)
	send := func(s string) { io.WriteString(inW, s+"\r\n") }
	recv := func() string {
		for {
			l, err := rd.ReadString('\n')
			if err != nil {
				t.Fatal(err)
			}
			l = strings.TrimSpace(l)
			if !strings.HasPrefix(l, "MESSAGE") {
				return l
			}
		}
	}
	send("START 20")
	if r := recv(); r != "OK" {
		t.Fatalf("START: %q", r)
	}
	send("INFO timeout_turn 500")
	send("INFO timeout_match 100000")
	send("INFO time_left 100000")
	// Our moves skip any point the brain has taken.
	taken := map[string]bool{}
	cands := []string{"10,10", "11,11", "9,12", "12,9", "8,13", "13,8", "7,14", "14,7"}
	for turn := 0; turn < 4; turn++ {
		m := ""
		for _, c := range cands {
			if !taken[c] {
				m = c
				break
			}
		}
		taken[m] = true
		start := time.Now()
		send("TURN " + m)
		r := recv()
		x, y := parseMove(t, r)
		taken[fmt.Sprintf("%d,%d", x, y)] = true
		if el := time.Since(start); el > 2*time.Second {
			t.Fatalf("answer took %v with a 500 ms turn", el)
		}
	}
	send("END")
	if rc := <-done; rc != 0 {
		t.Fatalf("rc %d", rc)
	}
}

func TestBudget(t *testing.T) {
	b := newBrain(io.Discard)
	b.size = 15
	b.turn = time.Second
	now := time.Now()
	if d := b.timing(now).hard; d >= time.Second || d < 800*time.Millisecond {
		t.Fatalf("budget %v for a 1 s turn", d)
	}
	if s := b.timing(now).soft; s != 0 {
		t.Fatalf("soft target %v with no match clock: the turn is the move's", s)
	}
	// A tournament's 5 s turns and 120 s games: the move aims at its share
	// of the match and may stretch to the turn.
	b.turn, b.match, b.left, b.leftSet = 5*time.Second, 120*time.Second, 120*time.Second, true
	if tm := b.timing(now); tm.soft < 3*time.Second || tm.soft > 4*time.Second || tm.hard < 4500*time.Millisecond {
		t.Fatalf("soft %v, hard %v for 5 s turns with 120 s left", tm.soft, tm.hard)
	}
	b.turn = time.Second
	b.match = 10 * time.Second
	b.left = 2 * time.Second
	b.leftSet = true
	if d := b.timing(now).hard; d > 200*time.Millisecond {
		t.Fatalf("budget %v with 2 s left in the match", d)
	}
	b.left = -5 * time.Second
	if d := b.timing(now).hard; d != minThink {
		t.Fatalf("budget %v with no time left", d)
	}
	b.turn = 0
	b.match = 0
	if d := b.timing(now).hard; d > 50*time.Millisecond {
		t.Fatalf("budget %v for timeout_turn 0", d)
	}
}

func FuzzLine(f *testing.F) {
	for _, s := range []string{"START 15", "TURN 7,7", "BOARD", "7,7,1", "INFO rule 4", "RECTSTART 5,5", "TAKEBACK 1,1", " ,", "TURN -1,2", "INFO time_left 99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cmd, rest := splitCommand(s)
		_ = cmd
		for n := 1; n <= 3; n++ {
			v, err := parseInts(rest, n)
			if err == nil && len(v) != n {
				t.Fatalf("parseInts(%q, %d) = %v", rest, n, v)
			}
		}
		// a whole session on the fuzzed line must not hang or panic (no
		// START, so no search is run and the fuzzer stays fast)
		var out bytes.Buffer
		script := "INFO timeout_turn 0\n" + s + "\nEND\n"
		Serve(strings.NewReader(script), &out)
		for _, l := range strings.Split(strings.TrimSpace(out.String()), "\n") {
			if l == "" {
				continue
			}
			if strings.ContainsAny(l, "\r") {
				t.Fatalf("reply with CR: %q", l)
			}
		}
	})
}

// With INFO thread_num the brain searches on several threads and still
// blocks the four in time; a bad count is an ERROR, not a crash.
func TestThreadNum(t *testing.T) {
	got := session(t, "START 15\nINFO timeout_turn 300\nINFO thread_num 3\nINFO thread_num many\nBOARD\n5,5,1\n7,6,2\n7,5,1\n7,7,2\n9,9,1\n7,8,2\n10,10,1\n7,9,2\n2,2,1\n12,2,2\nDONE\nEND\n")
	if len(got) != 3 || !strings.HasPrefix(got[1], "ERROR") {
		t.Fatalf("got %q", got)
	}
	x, y := parseMove(t, got[2])
	if x != 7 || y != 10 {
		t.Fatalf("three threads did not block the four at 7,10: %q", got[2])
	}
}

// An answer left waiting past its deadline makes the next turns answer
// earlier; the extra margin fades when answers are on time again.
func TestLagMargin(t *testing.T) {
	b := newBrain(io.Discard)
	b.turn = 100 * time.Millisecond
	b.size = 15
	full := b.timing(time.Now()).hard
	b.learnLag(30 * time.Millisecond)
	if got := b.timing(time.Now()).hard; full-got < 29*time.Millisecond {
		t.Fatalf("budget %v after a 30 ms overrun, %v before", got, full)
	}
	b.learnLag(time.Hour)
	if b.lag > b.turn/2 {
		t.Fatalf("lag %v above half the turn", b.lag)
	}
	for i := 0; i < 8; i++ {
		b.learnLag(-time.Millisecond)
	}
	if b.lag < b.turn/4 {
		t.Fatalf("lag %v already gone after 8 punctual turns", b.lag)
	}
	for i := 0; i < 100; i++ {
		b.learnLag(-time.Millisecond)
	}
	if b.lag > time.Millisecond {
		t.Fatalf("lag %v after 108 punctual turns", b.lag)
	}
	// An answer well inside the turn teaches nothing, even when it came
	// after the brain's own deadline.
	b.answered(time.Now().Add(-b.turn + 10*time.Millisecond))
	if b.lag > time.Millisecond {
		t.Fatalf("lag %v after an answer 10 ms inside the turn", b.lag)
	}
	b.answered(time.Now().Add(-b.turn - 20*time.Millisecond))
	if b.lag < 20*time.Millisecond {
		t.Fatalf("lag %v after an answer 20 ms past the turn", b.lag)
	}
}

package pbrain

import (
	"bufio"
	"io"
	"os"
	"strings"
	"testing"
	"time"
)

// promptly bounds how long END or STOP may take to be obeyed in these
// tests: the brain's own reaction is well under the protocol's 100 ms
// (the tests log it), and the bound leaves room for a loaded CI machine
// under the race detector. A brain that thinks on through its 30 s turn
// fails by far.
const promptly = 2 * time.Second

// pipeBrain is a brain serving over pipes, as a manager sees it.
type pipeBrain struct {
	in    *io.PipeWriter
	lines chan string // replies other than MESSAGE; closed when Serve returns
	done  chan int    // Serve's status
}

func startPipeBrain(t *testing.T) *pipeBrain {
	t.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	p := &pipeBrain{in: inW, lines: make(chan string, 16), done: make(chan int, 1)}
	go func() {
		p.done <- Serve(inR, outW)
		outW.Close()
	}()
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			if l := strings.TrimSpace(sc.Text()); !strings.HasPrefix(l, "MESSAGE") {
				p.lines <- l
			}
		}
		close(p.lines)
	}()
	t.Cleanup(func() { inW.Close() })
	return p
}

func (p *pipeBrain) send(t *testing.T, lines ...string) {
	t.Helper()
	if _, err := io.WriteString(p.in, strings.Join(lines, "\r\n")+"\r\n"); err != nil {
		t.Fatalf("writing to the brain: %v", err)
	}
}

// recv is the next reply, failing after wait.
func (p *pipeBrain) recv(t *testing.T, wait time.Duration) string {
	t.Helper()
	select {
	case l, ok := <-p.lines:
		if !ok {
			t.Fatal("the brain ended, want a reply")
		}
		return l
	case <-time.After(wait):
		t.Fatalf("no reply after %v", wait)
	}
	return ""
}

// thinking starts a 30 s turn on a 15x15 board under rule and returns
// when the brain has been thinking for half a second.
func (p *pipeBrain) thinking(t *testing.T, rule string, move ...string) {
	t.Helper()
	p.send(t, "START 15")
	if r := p.recv(t, 30*time.Second); r != "OK" {
		t.Fatalf("START: %q", r)
	}
	p.send(t, "INFO timeout_turn 30000", "INFO timeout_match 0", "INFO rule "+rule)
	p.send(t, move...)
	time.Sleep(500 * time.Millisecond)
	select {
	case l := <-p.lines:
		t.Fatalf("answered %q within half a second of a 30 s turn: nothing left to stop", l)
	default:
	}
}

// END during a 30 s turn ends the session at once, with no move.
func TestEndDuringSearch(t *testing.T) {
	p := startPipeBrain(t)
	p.thinking(t, "0", "TURN 7,7")
	p.send(t, "END")
	sent := time.Now()
	select {
	case rc := <-p.done:
		t.Logf("Serve returned %v after END", time.Since(sent))
		if rc != 0 {
			t.Fatalf("rc %d", rc)
		}
	case <-time.After(promptly):
		t.Fatalf("still thinking %v after END", promptly)
	}
	for l := range p.lines {
		t.Fatalf("replied %q to a search ended by END", l)
	}
}

// STOP and YXSTOP answer at once with the best move found so far, a
// legal one: never an occupied point, never Black's forbidden point under
// renju. Commands sent during the search are answered after the move, in
// order.
func TestStopDuringSearch(t *testing.T) {
	for _, c := range []struct {
		stop, rule string
		move       []string
		bad        []string // occupied or forbidden
	}{
		{"STOP", "0", []string{"TURN 7,7"}, []string{"7,7"}},
		// Black (own) to move in a quiet position; 7,7 would be a double
		// three.
		{"YXSTOP", "4", []string{"BOARD", "5,7,1", "8,8,2", "6,7,1", "9,9,2", "7,5,1", "6,6,2", "7,6,1", "8,6,2", "10,10,1", "4,4,2", "DONE"},
			[]string{"5,7", "8,8", "6,7", "9,9", "7,5", "6,6", "7,6", "8,6", "10,10", "4,4", "7,7"}},
	} {
		t.Run(c.stop, func(t *testing.T) {
			p := startPipeBrain(t)
			p.thinking(t, c.rule, c.move...)
			p.send(t, "ABOUT", c.stop)
			sent := time.Now()
			move := p.recv(t, promptly)
			t.Logf("%s answered %q after %v", c.stop, move, time.Since(sent))
			x, y := parseMove(t, move)
			if x < 0 || y < 0 || x >= 15 || y >= 15 {
				t.Fatalf("%s: move %q off the board", c.stop, move)
			}
			for _, b := range c.bad {
				if move == b {
					t.Fatalf("%s: played %q, occupied or forbidden", c.stop, move)
				}
			}
			if r := p.recv(t, promptly); !strings.HasPrefix(r, "name=") {
				t.Fatalf("ABOUT sent during the search: answered %q after the move", r)
			}
			// A STOP with nothing to stop is ignored; the session goes on
			// with the board the stopped move was played on.
			p.send(t, c.stop, "TURN "+move)
			if r := p.recv(t, promptly); !strings.HasPrefix(r, "ERROR TURN") || !strings.Contains(r, "occupied") {
				t.Fatalf("TURN on the stopped move: %q, want ERROR ... occupied", r)
			}
			p.send(t, "END")
			if rc := <-p.done; rc != 0 {
				t.Fatalf("rc %d", rc)
			}
		})
	}
}

// The brain process, not only its loop, exits within the bound when END
// comes during a 30 s turn.
func TestEndDuringSearchExitsProcess(t *testing.T) {
	// Under -race a process sleeps a second at exit for late reports
	// (GORACE atexit_sleep_ms): not the brain's time.
	cmd, in, out := startBrainProc(t, "GORACE="+strings.TrimSpace(os.Getenv("GORACE")+" atexit_sleep_ms=0"))
	sc := bufio.NewScanner(out)
	io.WriteString(in, "START 15\r\n")
	if !sc.Scan() || strings.TrimSpace(sc.Text()) != "OK" {
		cmd.Process.Kill()
		t.Fatalf("START: %q", sc.Text())
	}
	io.WriteString(in, "INFO timeout_turn 30000\r\nTURN 7,7\r\n")
	time.Sleep(500 * time.Millisecond)
	io.WriteString(in, "END\r\n")
	sent := time.Now()
	exited := make(chan error, 1)
	go func() {
		for sc.Scan() {
		}
		exited <- cmd.Wait()
	}()
	select {
	case err := <-exited:
		t.Logf("the process exited %v after END", time.Since(sent))
		if err != nil {
			t.Fatalf("exit: %v", err)
		}
	case <-time.After(promptly):
		cmd.Process.Kill()
		<-exited
		t.Fatalf("the process still ran %v after END", promptly)
	}
}

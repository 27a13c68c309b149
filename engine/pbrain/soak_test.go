package pbrain

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
)

// The soak is a measurement, not a unit test: it only runs when asked,
//
//	go test ./engine/pbrain -run Soak -soak -v
//
// and plays brain processes against each other at a short turn time while
// another process keeps one core busy, then reports the slowest answer.
var (
	soak        = flag.Bool("soak", false, "run TestSoak, the timing soak of the brain (slow; a measurement)")
	soakTurns   = flag.Int("soak.turns", 200, "answers timed per thread setting")
	soakTurn    = flag.Duration("soak.time", 100*time.Millisecond, "INFO timeout_turn")
	soakThreads = flag.String("soak.threads", "1,2,64", "INFO thread_num settings, comma separated")
	soakRule    = flag.Int("soak.rule", 0, "INFO rule bits (0 freestyle, 1 standard, 4 renju, 8 caro)")
	soakBusy    = flag.Bool("soak.busy", true, "keep one core busy with another process meanwhile")
)

// soakRole, in the environment, makes the test binary a brain process or
// the busy process instead of running tests.
const soakRole = "GOMOKU_SOAK_ROLE"

func TestMain(m *testing.M) {
	switch os.Getenv(soakRole) {
	case "brain":
		os.Exit(Serve(os.Stdin, os.Stdout))
	case "busy":
		//lint:ignore SA5002 spinning is the point: one core's worth of someone else's work
		for {
		}
	}
	os.Exit(m.Run())
}

// soakProc is one brain process seen through its pipes.
type soakProc struct {
	cmd   *exec.Cmd
	in    io.WriteCloser
	lines chan string
}

// startBrainProc starts the test binary as a brain process with its
// pipes.
func startBrainProc(t *testing.T, env ...string) (*exec.Cmd, io.WriteCloser, io.Reader) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(append(os.Environ(), soakRole+"=brain"), env...)
	in, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	return cmd, in, out
}

func startSoakProc(t *testing.T, threads int) *soakProc {
	t.Helper()
	cmd, in, out := startBrainProc(t)
	p := &soakProc{cmd: cmd, in: in, lines: make(chan string, 64)}
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.lines <- strings.TrimSpace(sc.Text())
		}
		close(p.lines)
	}()
	p.send(t, "START 15")
	p.expect(t, "OK")
	p.send(t,
		fmt.Sprintf("INFO timeout_turn %d", soakTurn.Milliseconds()),
		"INFO timeout_match 0",
		fmt.Sprintf("INFO rule %d", *soakRule),
		fmt.Sprintf("INFO thread_num %d", threads))
	return p
}

func (p *soakProc) send(t *testing.T, lines ...string) {
	t.Helper()
	if _, err := io.WriteString(p.in, strings.Join(lines, "\r\n")+"\r\n"); err != nil {
		t.Fatalf("writing to the brain: %v", err)
	}
}

func (p *soakProc) expect(t *testing.T, want string) {
	t.Helper()
	for l := range p.lines {
		if l == want {
			return
		}
		if !strings.HasPrefix(l, "MESSAGE") {
			t.Fatalf("brain said %q, want %q", l, want)
		}
	}
	t.Fatalf("brain exited, want %q", want)
}

func (p *soakProc) close() {
	io.WriteString(p.in, "END\r\n")
	p.in.Close()
	done := make(chan struct{})
	go func() { p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
		p.cmd.Process.Kill()
		<-done
	}
}

// answer sends a move request and times it from the last byte written to
// the move line read; kind is what the MESSAGE line before it says about
// the answer.
func (p *soakProc) answer(t *testing.T, lines ...string) (x, y int, took time.Duration, kind answerKind) {
	t.Helper()
	p.send(t, lines...)
	begun := time.Now()
	msg := ""
	for l := range p.lines {
		if strings.HasPrefix(l, "MESSAGE") {
			msg = l
			continue
		}
		took = time.Since(begun)
		if took > *soakTurn {
			t.Logf("late answer %v to %q: %s", took.Round(100*time.Microsecond), lines[0], msg)
		}
		v, err := parseInts(l, 2)
		if err != nil {
			t.Fatalf("brain answered %q to %q", l, lines)
		}
		return v[0], v[1], took, kindOf(msg)
	}
	t.Fatal("brain exited while thinking")
	return
}

// answerKind classifies an answer by the brain's MESSAGE line
// ("MESSAGE depth 6-12 score 35 nodes … time 87.1ms (search)").
type answerKind struct {
	free   bool // the search chose it and nothing was proven: the turn was the search's to use
	proven bool // a win or loss found (by the search or a threat solver)
	cut    bool // written by the deadline while the search was still running
}

func kindOf(msg string) answerKind {
	source := ""
	if i := strings.LastIndexByte(msg, '('); i >= 0 {
		source = strings.TrimSuffix(msg[i+1:], ")")
	}
	k := answerKind{cut: strings.Contains(source, "answered by the deadline")}
	score := 0
	if f := strings.Fields(msg); len(f) > 4 && f[3] == "score" {
		score, _ = strconv.Atoi(f[4])
	}
	mated := score > 29000 || score < -29000
	k.proven = mated || strings.HasPrefix(source, "vcf") || strings.HasPrefix(source, "vct")
	k.free = strings.HasPrefix(source, "search") && !mated
	return k
}

type soakStats struct {
	turns, late, free, proven, cut int
	slowest, total                 time.Duration
	freeUsed                       time.Duration // summed over unforced answers
	times                          []time.Duration
}

func (s *soakStats) add(took time.Duration, k answerKind) {
	s.turns++
	s.total += took
	s.times = append(s.times, took)
	s.slowest = max(s.slowest, took)
	if took > *soakTurn {
		s.late++
	}
	if k.free {
		s.free++
		s.freeUsed += took
	}
	if k.proven {
		s.proven++
	}
	if k.cut {
		s.cut++
	}
}

func (s *soakStats) String() string {
	slices.Sort(s.times)
	p99 := s.times[len(s.times)*99/100]
	free := 0.0
	if s.free > 0 {
		free = 100 * float64(s.freeUsed) / float64(s.free) / float64(*soakTurn)
	}
	return fmt.Sprintf("%d answers, slowest %v, 99th percentile %v, mean %v, late (> %v) %d, written by the deadline %d; "+
		"unforced answers %d using on average %.0f%% of the turn; proven %d",
		s.turns, s.slowest.Round(100*time.Microsecond), p99.Round(100*time.Microsecond),
		(s.total / time.Duration(s.turns)).Round(100*time.Microsecond), *soakTurn, s.late, s.cut, s.free, free, s.proven)
}

func TestSoak(t *testing.T) {
	if !*soak {
		t.Skip("a measurement: run with -soak")
	}
	rule := map[int]engine.Rule{0: engine.Freestyle, 1: engine.Standard, 4: engine.Renju, 8: engine.Caro}[*soakRule]
	if *soakBusy {
		busy := exec.Command(os.Args[0])
		busy.Env = append(os.Environ(), soakRole+"=busy", "GOMAXPROCS=1")
		if err := busy.Start(); err != nil {
			t.Fatal(err)
		}
		defer func() { busy.Process.Kill(); busy.Wait() }()
	}
	for _, f := range strings.Split(*soakThreads, ",") {
		threads, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil {
			t.Fatalf("-soak.threads: %v", err)
		}
		load, _ := os.ReadFile("/proc/loadavg") // the machine's own load matters: say it
		st := soakRun(t, threads, rule)
		t.Logf("thread_num %d, %v a turn, rule %v: %v (load average before: %s)", threads, *soakTurn, rule, st, strings.TrimSpace(string(load)))
		if st.late > 0 {
			t.Errorf("thread_num %d: %d answers later than %v (slowest %v)", threads, st.late, *soakTurn, st.slowest)
		}
	}
}

// soakRun plays games between two brains with the thread setting until
// soakTurns answers are timed. Each game starts from two random stones
// near the centre; a referee (package engine) checks every answer.
func soakRun(t *testing.T, threads int, rule engine.Rule) *soakStats {
	procs := [2]*soakProc{startSoakProc(t, threads), startSoakProc(t, threads)}
	defer procs[0].close()
	defer procs[1].close()
	rng := rand.New(rand.NewPCG(uint64(threads), 12))
	st := &soakStats{}
	const n = 15
	for game := 0; st.turns < *soakTurns; game++ {
		g, err := engine.NewGame(engine.Config{Size: n, Rule: rule})
		if err != nil {
			t.Fatal(err)
		}
		var moves [][2]int // Gomocup coordinates, Black first
		for len(moves) < 2 {
			x, y := n/2+rng.IntN(5)-2, n/2+rng.IntN(5)-2
			if g.Play(engine.Point{X: x, Y: n - 1 - y}) == nil {
				moves = append(moves, [2]int{x, y})
			}
		}
		if game > 0 {
			for _, p := range procs {
				p.send(t, "RESTART")
				p.expect(t, "OK")
			}
		}
		told := [2]int{} // moves each brain has seen
		for !g.Over() && st.turns < *soakTurns {
			side := len(moves) % 2
			p := procs[side]
			var lines []string
			if told[side] == 0 {
				lines = append(lines, "BOARD")
				for i, m := range moves {
					owner := 2
					if i%2 == side {
						owner = 1
					}
					lines = append(lines, fmt.Sprintf("%d,%d,%d", m[0], m[1], owner))
				}
				lines = append(lines, "DONE")
			} else {
				last := moves[len(moves)-1]
				lines = append(lines, fmt.Sprintf("TURN %d,%d", last[0], last[1]))
			}
			x, y, took, kind := p.answer(t, lines...)
			st.add(took, kind)
			if err := g.Play(engine.Point{X: x, Y: n - 1 - y}); err != nil {
				t.Fatalf("thread_num %d, game %d: the brain played %d,%d: %v", threads, game, x, y, err)
			}
			moves = append(moves, [2]int{x, y})
			told[side] = len(moves)
		}
	}
	return st
}

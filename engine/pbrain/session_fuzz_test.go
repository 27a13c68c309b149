package pbrain

import (
	"bytes"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// FuzzSession plays whole protocol sessions: the fuzzer's bytes become
// START, RESTART, BEGIN, TURN, BOARD, SWAP2BOARD, TAKEBACK and INFO
// commands in any order, with garbage lines between and inside boards. So
// sessions really search (FuzzLine never sends START). A shadow board,
// kept from the brain's own answers, catches a move on an occupied or
// off-board point and a TAKEBACK that disagrees with the board. Each
// session searches at most maxSearches times with the smallest time
// budget (timeout_turn 1 ms: the brain's 5 ms floor) and a 1 MB hash, so
// the seeds run in well under a second. Most of a session's time is the
// brain building its pattern tables at START (each Serve builds its own):
// about 7 sessions a second under the fuzzer's instrumentation.
func FuzzSession(f *testing.F) {
	for _, s := range [][]byte{
		{0, 10, 3, 7, 7, 3, 8, 8},                  // START 15, two TURNs
		{0, 10, 2, 6, 7, 7, 1, 2},                  // BEGIN, TAKEBACK, RESTART, BEGIN
		{0, 5, 4, 3, 7, 7, 1, 8, 8, 2, 9, 9, 0},    // BOARD with three stones
		{0, 10, 5, 0, 5, 3, 7, 7, 8, 8, 9, 9},      // SWAP2BOARD empty, then three stones
		{3, 7, 7, 8, 'h', 'i', 0, 40, 6, 1, 1},     // TURN before START, garbage, bad size
		{0, 0, 7, 2, 3, 0, 0, 3, 0, 0, 6, 0, 0},    // 5x5, renju rule, corner play and takeback
		{0, 17, 4, 2, 1, 1, 9, 1, 1, 1, 3, 1, 1},   // a board with a stone given twice
		{8, 'T', 'U', 'R', 'N', ' ', '1', 0, 1, 9}, // "TURN 1" as garbage, ABOUT
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		units := sessionScript(data)
		in := &unitReader{units: units}
		var out bytes.Buffer
		in.out = &out
		serve(in.inbox(), &out)
		in.mark() // the replies to the last unit
		checkSession(t, units, in.replies)
	})
}

// maxSearches bounds the searches of one fuzzed session.
const maxSearches = 6

// unit is one command with the lines it carries (a BOARD's stones and
// DONE), and what the shadow needs to know about it.
type unit struct {
	text   string // the lines, each ending in "\n"
	cmd    string
	x, y   int  // TURN and TAKEBACK point, START size
	search bool // the brain searches for an answer
}

// sessionScript turns fuzz bytes into commands. Garbage never names a
// real command, so the fuzzer cannot lift the time budget with its own
// INFO line.
func sessionScript(data []byte) []unit {
	next := func() int {
		if len(data) == 0 {
			return 0
		}
		b := data[0]
		data = data[1:]
		return int(b)
	}
	units := []unit{{text: "INFO timeout_turn 1\nINFO timeout_match 0\nINFO max_memory 1\n", cmd: "INFO"}}
	searches := 0
	for len(data) > 0 && len(units) < 64 {
		op := next() % 10
		if (op == 2 || op == 3 || op == 4 || op == 5) && searches == maxSearches {
			op = 9
		}
		switch op {
		case 0:
			n := next()%24 + 3 // 3–26: some too small for the brain
			units = append(units, unit{text: fmt.Sprintf("START %d\n", n), cmd: "START", x: n})
		case 1:
			units = append(units, unit{text: "RESTART\n", cmd: "RESTART"})
		case 2:
			searches++
			units = append(units, unit{text: "BEGIN\n", cmd: "BEGIN", search: true})
		case 3:
			searches++
			x, y := next()%22-1, next()%22-1
			units = append(units, unit{text: fmt.Sprintf("TURN %d,%d\n", x, y), cmd: "TURN", x: x, y: y, search: true})
		case 4, 5:
			searches++
			cmd := "BOARD"
			if op == 5 {
				cmd = "SWAP2BOARD"
			}
			var b strings.Builder
			b.WriteString(cmd + "\n")
			for k := next() % 7; k > 0; k-- {
				x, y, who := next()%20, next()%20, next()%4
				if who == 0 {
					fmt.Fprintf(&b, "%s\n", garbage(next))
				} else {
					fmt.Fprintf(&b, "%d,%d,%d\n", x, y, who)
				}
			}
			b.WriteString("DONE\n")
			units = append(units, unit{text: b.String(), cmd: cmd, search: true})
		case 6:
			x, y := next()%22-1, next()%22-1
			units = append(units, unit{text: fmt.Sprintf("TAKEBACK %d,%d\n", x, y), cmd: "TAKEBACK", x: x, y: y})
		case 7:
			rule := []int{0, 1, 2, 4, 8, 9}[next()%6]
			units = append(units, unit{text: fmt.Sprintf("INFO rule %d\n", rule), cmd: "INFO"})
		case 8:
			units = append(units, unit{text: garbage(next) + "\n", cmd: "GARBAGE"})
		case 9:
			units = append(units, unit{text: "ABOUT\n", cmd: "ABOUT"})
		}
	}
	return append(units, unit{text: "END\n", cmd: "END"})
}

// garbage is up to 24 fuzz bytes on one line that is no command the brain
// knows (an unknown word, or a bare stone line outside a board).
func garbage(next func() int) string {
	var b []byte
	for n := next() % 25; n > 0; n-- {
		c := byte(next())
		if c == '\r' || c == '\n' {
			c = ' '
		}
		b = append(b, c)
	}
	s := string(b)
	cmd, _ := splitCommand(s)
	switch cmd {
	case "START", "RECTSTART", "RESTART", "BEGIN", "TURN", "BOARD", "SWAP2BOARD", "TAKEBACK", "INFO", "END", "DONE", "ABOUT", "PLAY", "STOP", "YXSTOP":
		s = "?" + s
	}
	return s
}

// unitReader hands Serve one unit per Read (Serve reads byte by byte
// through a bufio.Reader, which calls Read only when its buffer is empty)
// and starts each unit only once the brain waits for input with nothing
// else to do (it reads on during a search, for END and STOP), so the
// output written before a unit's first Read is the answer to the units
// before it.
type unitReader struct {
	units   []unit
	i       int
	pending []byte
	out     *bytes.Buffer
	marked  int
	replies [][]string // by unit
	gate    idleGate
}

// inbox is the brain's side of the reader.
func (r *unitReader) inbox() *inbox {
	in := newInbox(r)
	in.idle = r.gate.set
	return in
}

func (r *unitReader) Read(p []byte) (int, error) {
	if len(r.pending) == 0 {
		r.gate.wait()
		if r.i > 0 {
			r.mark()
		}
		if r.i == len(r.units) {
			return 0, io.EOF
		}
		r.pending = []byte(r.units[r.i].text)
		r.i++
	}
	n := copy(p, r.pending)
	r.pending = r.pending[n:]
	return n, nil
}

// mark files the output since the last mark under the unit just read.
func (r *unitReader) mark() {
	if len(r.replies) == r.i {
		return
	}
	text := r.out.String()[r.marked:]
	r.marked = r.out.Len()
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if l != "" {
			lines = append(lines, l)
		}
	}
	for len(r.replies) < r.i-1 {
		r.replies = append(r.replies, nil)
	}
	r.replies = append(r.replies, lines)
}

var (
	moveReply  = regexp.MustCompile(`^(\d+),(\d+)$`)
	threeMoves = regexp.MustCompile(`^\d+,\d+ \d+,\d+ \d+,\d+$`)
)

// checkSession holds every reply to the protocol and to a shadow board.
func checkSession(t *testing.T, units []unit, replies [][]string) {
	t.Helper()
	size := 0
	known := false // whether shadow is the brain's board
	shadow := map[[2]int]bool{}
	for i, u := range units {
		var got []string
		if i < len(replies) {
			got = replies[i]
		}
		var answer string
		for _, l := range got {
			if strings.ContainsAny(l, "\r") {
				t.Fatalf("unit %d %q: reply with CR: %q", i, u.text, l)
			}
			switch {
			case strings.HasPrefix(l, "MESSAGE "), strings.HasPrefix(l, "DEBUG "):
			case strings.HasPrefix(l, "ERROR"), strings.HasPrefix(l, "UNKNOWN"), l == "OK", l == "SWAP",
				l == About, moveReply.MatchString(l), threeMoves.MatchString(l):
				answer = l
			default:
				t.Fatalf("unit %d %q: reply %q is not in the protocol", i, u.text, l)
			}
		}
		if u.search && size > 0 && answer == "" {
			t.Fatalf("unit %d %q: no answer to a search: %q", i, u.text, got)
		}
		move, isMove := sessionMove(answer)
		if isMove {
			if move[0] >= size || move[1] >= size {
				t.Fatalf("unit %d %q: move %v off the %dx%d board", i, u.text, move, size, size)
			}
		}
		switch u.cmd {
		case "START":
			if answer == "OK" {
				size, known, shadow = u.x, true, map[[2]int]bool{}
			}
		case "RESTART":
			if answer == "OK" {
				known, shadow = true, map[[2]int]bool{}
			}
		case "BEGIN":
			if size > 0 {
				known, shadow = true, map[[2]int]bool{}
			}
		case "TURN":
			p := [2]int{u.x, u.y}
			occupied := strings.HasPrefix(answer, "ERROR TURN:") && strings.Contains(answer, "occupied")
			if known && occupied != shadow[p] {
				t.Fatalf("unit %d %q: answered %q, but the point is occupied=%v", i, u.text, answer, shadow[p])
			}
			switch {
			case isMove:
				shadow[p] = true
			case !strings.HasPrefix(answer, "ERROR TURN:"):
				// The stone went on, the search failed: the shadow no
				// longer knows the board.
				known = false
			}
		case "BOARD", "SWAP2BOARD":
			known = false
		case "TAKEBACK":
			p := [2]int{u.x, u.y}
			if known && (answer == "OK") != shadow[p] {
				t.Fatalf("unit %d %q: TAKEBACK answered %q, but the point is occupied=%v", i, u.text, answer, shadow[p])
			}
			delete(shadow, p)
		}
		if isMove && known {
			if shadow[move] {
				t.Fatalf("unit %d %q: the brain played %v, which is occupied", i, u.text, move)
			}
			shadow[move] = true
		}
	}
}

func sessionMove(s string) ([2]int, bool) {
	m := moveReply.FindStringSubmatch(s)
	if m == nil {
		return [2]int{}, false
	}
	x, _ := strconv.Atoi(m[1])
	y, _ := strconv.Atoi(m[2])
	return [2]int{x, y}, true
}

// TestSessionScriptReallySearches guards the fuzz target against going
// vacuous: the first seed starts a board and gets two moves back.
func TestSessionScriptReallySearches(t *testing.T) {
	units := sessionScript([]byte{0, 10, 3, 7, 7, 3, 8, 8})
	in := &unitReader{units: units}
	var out bytes.Buffer
	in.out = &out
	serve(in.inbox(), &out)
	in.mark()
	moves := 0
	for _, rs := range in.replies {
		for _, l := range rs {
			if _, ok := sessionMove(l); ok {
				moves++
			}
		}
	}
	if units[1].text != "START 13\n" || moves != 2 {
		t.Fatalf("script %+v answered %q: want START 13 and two moves", units, in.replies)
	}
	checkSession(t, units, in.replies)
}

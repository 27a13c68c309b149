package pbrain

import (
	"errors"
	"io"
	"runtime"
	"strings"
	"time"
)

// About is the ABOUT answer.
const About = `name="gomoku", version="1.0", author="gomoku project", country="-"`

// Serve runs a protocol session on stdin/stdout until END or end of input.
// It answers every malformed line with ERROR and never exits on bad input.
// END, STOP and YXSTOP are obeyed during a search too (inbox.go).
func Serve(stdin io.Reader, stdout io.Writer) int {
	return serve(newInbox(stdin), stdout)
}

func serve(in *inbox, stdout io.Writer) int {
	defer in.close()
	// The answer deadline's timer (timing.go) needs a processor of its
	// own while the search threads, at most one a core, hold the others.
	prev := runtime.GOMAXPROCS(0)
	runtime.GOMAXPROCS(prev + 1)
	defer runtime.GOMAXPROCS(prev)
	b := newBrain(stdout)
	b.in = in
	for {
		line, err := in.next()
		if errors.Is(err, errLineTooLong) {
			b.reply("ERROR line too long")
			continue
		}
		if err != nil {
			return 0 // end of input: the manager went away
		}
		begun := time.Now()
		if !b.handle(line, begun) {
			return 0
		}
	}
}

// handle runs one command; it returns false on END, also one that came
// during the command's search.
func (b *brain) handle(line string, begun time.Time) bool {
	cmd, rest := splitCommand(line)
	switch cmd {
	case "START":
		v, err := parseInts(rest, 1)
		if err != nil {
			b.reply("ERROR START: %v", err)
			return true
		}
		if err := b.start(v[0]); err != nil {
			b.reply("ERROR %v", err)
			return true
		}
		b.reply("OK")
	case "RECTSTART":
		v, err := parseInts(rest, 2)
		if err != nil {
			b.reply("ERROR RECTSTART: %v", err)
			return true
		}
		if v[0] != v[1] {
			b.reply("ERROR rectangular boards are not supported")
			return true
		}
		if err := b.start(v[0]); err != nil {
			b.reply("ERROR %v", err)
			return true
		}
		b.reply("OK")
	case "RESTART":
		if b.size == 0 {
			b.reply("ERROR no board: send START first")
			return true
		}
		b.stones = b.stones[:0]
		b.warm()
		b.reply("OK")
	case "BEGIN":
		if b.size == 0 {
			b.reply("ERROR no board: send START first")
			return true
		}
		b.stones = b.stones[:0]
		b.think(begun)
	case "TURN":
		v, err := parseInts(rest, 2)
		if err != nil {
			b.reply("ERROR TURN: %v", err)
			return true
		}
		if err := b.addStone(v[0], v[1], false); err != nil {
			b.reply("ERROR TURN: %v", err)
			return true
		}
		b.think(begun)
	case "BOARD":
		if err := b.readBoard(false); err != nil {
			return false
		}
		b.think(begun)
	case "SWAP2BOARD":
		if err := b.readBoard(true); err != nil {
			return false
		}
		b.swap2(begun)
	case "TAKEBACK":
		v, err := parseInts(rest, 2)
		if err != nil {
			b.reply("ERROR TAKEBACK: %v", err)
			return true
		}
		i := b.at(v[0], v[1])
		if i < 0 {
			b.reply("ERROR TAKEBACK: %d,%d is empty", v[0], v[1])
			return true
		}
		b.stones = append(b.stones[:i], b.stones[i+1:]...)
		b.reply("OK")
	case "INFO":
		if err := b.info(rest); err != nil {
			b.reply("ERROR %v", err)
		}
	case "ABOUT":
		b.reply("%s", About)
	case "END":
		return false
	case "STOP", "YXSTOP":
		// nothing to stop: the search they are for has already answered
	case "PLAY":
		// answer to a SUGGEST we never send
		b.reply("ERROR unexpected PLAY")
	default:
		b.reply("UNKNOWN %s", strings.TrimSpace(cmd))
	}
	return !b.ended
}

package pbrain

import (
	"errors"
	"io"
)

// input is one line from the manager, or the error that ended the input.
type input struct {
	line string
	err  error
}

// fatal reports an error after which no more lines come.
func (x input) fatal() bool { return x.err != nil && !errors.Is(x.err, errLineTooLong) }

// inbox is the manager's side of the pipe. A goroutine of its own reads a
// line each time the brain asks for one, so a search can watch for END
// and STOP while it thinks; what else comes in meanwhile is queued and
// handled once the move is answered, in the order it came. The brain
// never asks further ahead than the command it waits for, or than one
// line while it searches.
type inbox struct {
	ask   chan struct{}
	lines chan input
	asked bool // a line is asked for and not yet received
	queue []input
	ended *input // the error that ended the input, once received
	// idle, when not nil, is told when the brain starts (true) and stops
	// (false) waiting for input with nothing else to do: a test's
	// stand-in for a manager that sends a command only once the one
	// before it is answered.
	idle func(bool)
}

func newInbox(r io.Reader) *inbox {
	in := &inbox{ask: make(chan struct{}, 1), lines: make(chan input, 1)}
	lr := newLineReader(r)
	go func() {
		for range in.ask {
			line, err := lr.next()
			x := input{line, err}
			in.lines <- x
			if x.fatal() {
				return
			}
		}
	}()
	return in
}

// close lets the reading goroutine end once it is not inside a Read.
func (in *inbox) close() { close(in.ask) }

// arriving asks for the next line unless one is already on its way and
// returns the channel it will come on: nil (never ready) once the input
// has ended.
func (in *inbox) arriving() <-chan input {
	if in == nil || in.ended != nil {
		return nil
	}
	if !in.asked {
		in.ask <- struct{}{}
		in.asked = true
	}
	return in.lines
}

// got records the arrival of the line asked for.
func (in *inbox) got(x input) {
	in.asked = false
	if x.fatal() {
		in.ended = &x
	}
}

// next returns the next command line, queued or from the manager.
func (in *inbox) next() (string, error) {
	if len(in.queue) > 0 {
		x := in.queue[0]
		in.queue = in.queue[1:]
		return x.line, x.err
	}
	if in.ended != nil {
		return "", in.ended.err
	}
	ch := in.arriving()
	if in.idle != nil {
		in.idle(true)
	}
	x := <-ch
	if in.idle != nil {
		in.idle(false)
	}
	in.got(x)
	return x.line, x.err
}

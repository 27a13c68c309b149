package client

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

// maxLine bounds one engine line; longer lines are garbage.
const maxLine = 4096

// proc is one running engine process and its pipes.
type proc struct {
	cmd     *exec.Cmd
	stdin   *os.File // our write end
	stdout  *os.File // our read end
	lines   chan string
	readWG  sync.WaitGroup
	exited  chan struct{} // closed when the process has been reaped
	waitErr error
	stderr  *tail
	// gap is the least time between the engine's last line and our next
	// command; lastLine is when that line arrived.
	gap      time.Duration
	lastLine time.Time
}

// spawn starts the engine. Both pipes are os.Pipe files so reads and
// writes can be cut off by closing them, whatever the engine does.
func spawn(o Options) (*proc, error) {
	inR, inW, err := os.Pipe()
	if err != nil {
		return nil, fmt.Errorf("pbrain: %w", err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		inR.Close()
		inW.Close()
		return nil, fmt.Errorf("pbrain: %w", err)
	}
	p := &proc{stdin: inW, stdout: outR, lines: make(chan string, 64), exited: make(chan struct{}), stderr: &tail{}, gap: o.gap()}
	p.cmd = exec.Command(o.Path, o.Args...)
	p.cmd.Dir = o.Dir
	if len(o.Env) > 0 {
		p.cmd.Env = append(os.Environ(), o.Env...)
	}
	p.cmd.Stdin, p.cmd.Stdout, p.cmd.Stderr = inR, outW, p.stderr
	p.cmd.WaitDelay = time.Second
	isolate(p.cmd)
	err = p.cmd.Start()
	inR.Close()
	outW.Close()
	if err != nil {
		inW.Close()
		outR.Close()
		return nil, fmt.Errorf("pbrain: starting %s: %w", o.Path, err)
	}
	go func() {
		p.waitErr = p.cmd.Wait()
		close(p.exited)
	}()
	p.readWG.Add(1)
	go p.read()
	return p, nil
}

// read splits the engine's output on CR, LF or CRLF into lines until the
// pipe closes; an overlong line is passed on cut, so it reads as garbage.
func (p *proc) read() {
	defer p.readWG.Done()
	defer close(p.lines)
	r := bufio.NewReader(p.stdout)
	var sb strings.Builder
	for {
		c, err := r.ReadByte()
		if err != nil {
			if s := strings.TrimSpace(sb.String()); s != "" {
				p.lines <- s
			}
			return
		}
		if c == '\r' || c == '\n' {
			if s := strings.TrimSpace(sb.String()); s != "" {
				p.lines <- s
			}
			sb.Reset()
			continue
		}
		if sb.Len() < maxLine {
			sb.WriteByte(c)
		}
	}
}

// send writes one command line, bounded by a deadline so an engine that
// stops reading cannot block us.
func (p *proc) send(lines ...string) error {
	// Some engines (Rapfi) drop a command that arrives within a few
	// milliseconds of their own answer; the wait is not charged to the
	// engine, whose clock starts when the command is written.
	if w := p.gap - time.Since(p.lastLine); !p.lastLine.IsZero() && w > 0 {
		time.Sleep(w)
	}
	p.stdin.SetWriteDeadline(time.Now().Add(5 * time.Second))
	_, err := p.stdin.WriteString(strings.Join(lines, "\r\n") + "\r\n")
	return err
}

// errTimeout and errExited tell why no answer came.
var (
	errTimeout = errors.New("no answer in time")
	errExited  = errors.New("engine exited")
)

// next returns the next line within d, or ctx's error once it is done.
func (p *proc) next(ctx context.Context, d time.Duration) (string, error) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
		return "", ctx.Err()
	case s, ok := <-p.lines:
		if !ok {
			return "", errExited
		}
		p.lastLine = time.Now()
		return s, nil
	case <-t.C:
		return "", errTimeout
	}
}

// exitStatus describes how the process ended, waiting briefly for it.
func (p *proc) exitStatus() string {
	select {
	case <-p.exited:
	case <-time.After(500 * time.Millisecond):
		return "still running"
	}
	s := "exit status 0"
	if p.waitErr != nil {
		s = p.waitErr.Error()
	}
	if e := p.stderr.String(); e != "" {
		s += "; stderr: " + e
	}
	return s
}

// stop asks the engine to END, kills it if it has not left within a
// second, and waits until the process and the reader are gone.
func (p *proc) stop() {
	if p.send("END") == nil {
		select {
		case <-p.exited:
		case <-time.After(time.Second):
		}
	}
	kill(p.cmd)
	<-p.exited
	p.stdin.Close()
	p.stdout.Close() // unblocks the reader if a grandchild kept the pipe
	go func() {
		// drain so a reader blocked on a full channel can finish
		for range p.lines {
		}
	}()
	p.readWG.Wait()
}

// tail keeps the last bytes an engine wrote to stderr, for error messages.
type tail struct {
	mu  sync.Mutex
	buf []byte
}

const tailMax = 400

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, b...)
	if len(t.buf) > tailMax {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-tailMax:]...)
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return strings.Join(strings.Fields(string(t.buf)), " ")
}

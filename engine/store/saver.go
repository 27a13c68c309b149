package store

import (
	"fmt"
	"path/filepath"
	"sync"
)

// Saver writes files on its own goroutine so that a slow disk (an SD card
// on a Raspberry Pi can take tens of milliseconds to fsync) never holds up a
// frame. Only the newest snapshot of each file is written; outcomes are
// collected with Poll from the frame loop.
type Saver struct {
	mu      sync.Mutex
	pending map[string][]byte
	order   []string
	written []Written
	jobs    []job
	busy    bool
	wake    chan struct{}
	stop    chan struct{}
	done    chan struct{}
	write   func(path string, data []byte) error
}

// Written is the result of one write or job.
type Written struct {
	Path string
	Err  error
	// Job is the name a Run job was queued under; empty for a Save.
	Job string
}

// job is work queued with Run.
type job struct {
	name string
	fn   func() (string, error)
}

// NewSaver starts the writer goroutine. Close it to flush.
func NewSaver() *Saver {
	return newSaver(WriteFile)
}

func newSaver(write func(string, []byte) error) *Saver {
	s := &Saver{
		pending: map[string][]byte{},
		wake:    make(chan struct{}, 1),
		stop:    make(chan struct{}),
		done:    make(chan struct{}),
		write:   write,
	}
	go s.run()
	return s
}

// Save queues data to be written to path, replacing any older queued
// snapshot of the same file. It never blocks on the disk. Files are written
// in the order of their newest Save: a snapshot that replaces a queued one
// also takes its turn after everything queued since, so a later file never
// lands before an earlier one (a finished game's autosave after its result
// in best.json: a kill between the two used to lose the result).
func (s *Saver) Save(path string, data []byte) {
	s.mu.Lock()
	if _, queued := s.pending[path]; queued {
		for i, p := range s.order {
			if p == path {
				s.order = append(s.order[:i], s.order[i+1:]...)
				break
			}
		}
	}
	s.order = append(s.order, path)
	s.pending[path] = data
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Run queues fn to run on the writer goroutine, after the writes queued
// before it; its outcome comes back from Poll as a Written with Job set to
// name and Path to what fn returned. Jobs are never coalesced: use it for
// work whose file name is only known once it runs (a new saved game, a
// screenshot), and anything else too slow for a frame.
func (s *Saver) Run(name string, fn func() (string, error)) {
	s.mu.Lock()
	s.jobs = append(s.jobs, job{name: name, fn: fn})
	s.mu.Unlock()
	select {
	case s.wake <- struct{}{}:
	default:
	}
}

// Pending reports whether writes are queued or in progress (several saves
// of one file may be coalesced into one write, so outcomes cannot be
// counted against requests).
func (s *Saver) Pending() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.busy || len(s.order) > 0 || len(s.jobs) > 0 || len(s.written) > 0
}

// Poll returns the written of the writes finished since the last call.
func (s *Saver) Poll() []Written {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.written
	s.written = nil
	return out
}

// Close writes everything still queued, stops the goroutine and returns the
// written not yet polled.
func (s *Saver) Close() []Written {
	close(s.stop)
	<-s.done
	return s.Poll()
}

func (s *Saver) run() {
	defer close(s.done)
	for {
		s.flush()
		select {
		case <-s.wake:
		case <-s.stop:
			s.flush()
			return
		}
	}
}

func (s *Saver) flush() {
	for {
		s.mu.Lock()
		if len(s.order) == 0 {
			if len(s.jobs) == 0 {
				s.mu.Unlock()
				return
			}
			j := s.jobs[0]
			s.jobs = s.jobs[1:]
			s.busy = true
			s.mu.Unlock()
			path, err := runJob(j.fn)
			s.mu.Lock()
			s.busy = false
			s.written = append(s.written, Written{Path: path, Err: err, Job: j.name})
			s.mu.Unlock()
			continue
		}
		path := s.order[0]
		s.order = s.order[1:]
		data := s.pending[path]
		delete(s.pending, path)
		s.busy = true
		s.mu.Unlock()
		err := s.write(path, data)
		s.mu.Lock()
		s.busy = false
		s.written = append(s.written, Written{Path: path, Err: err})
		s.mu.Unlock()
	}
}

// runJob runs fn, turning a panic into an error: a bad job must not take
// the writer goroutine, and the saves queued behind it, down with it.
func runJob(fn func() (string, error)) (path string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("store: job panicked: %v", r)
		}
	}()
	return fn()
}

func joinPath(dir, name string) string { return filepath.Join(dir, name) }

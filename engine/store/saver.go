package store

import (
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
	busy    bool
	wake    chan struct{}
	stop    chan struct{}
	done    chan struct{}
	write   func(path string, data []byte) error
}

// Written is the result of one write.
type Written struct {
	Path string
	Err  error
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
// snapshot of the same file. It never blocks on the disk.
func (s *Saver) Save(path string, data []byte) {
	s.mu.Lock()
	if _, queued := s.pending[path]; !queued {
		s.order = append(s.order, path)
	}
	s.pending[path] = data
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
	return s.busy || len(s.order) > 0 || len(s.written) > 0
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
			s.mu.Unlock()
			return
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

func joinPath(dir, name string) string { return filepath.Join(dir, name) }

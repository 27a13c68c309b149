package store

import (
	"sync"
	"testing"
)

// TestSaverWritesInTheOrderOfTheNewestSave: when a game ends, its result
// (best.json) is saved, then the finished autosave, while the autosave of
// the winning move is still queued. The autosave must still be written
// after best.json: written first, a kill between the two left a finished
// game whose result was never recorded.
func TestSaverWritesInTheOrderOfTheNewestSave(t *testing.T) {
	started, release := make(chan struct{}), make(chan struct{})
	var mu sync.Mutex
	var order []string
	s := newSaver(func(path string, data []byte) error {
		if path == "busy" {
			close(started)
			<-release
		}
		mu.Lock()
		order = append(order, path+"="+string(data))
		mu.Unlock()
		return nil
	})
	s.Save("busy", nil)
	<-started // the writer is busy: what follows queues up
	s.Save(autosaveName, []byte("move"))
	s.Save(BestFile, []byte("result"))
	s.Save(autosaveName, []byte("finished"))
	close(release)
	s.Close()
	want := []string{"busy=", BestFile + "=result", autosaveName + "=finished"}
	if len(order) != len(want) {
		t.Fatalf("writes %v, want %v", order, want)
	}
	for i := range want {
		if order[i] != want[i] {
			t.Fatalf("writes %v, want %v", order, want)
		}
	}
}

// autosaveName stands for the app's autosave file (store does not know it).
const autosaveName = "autosave.json"

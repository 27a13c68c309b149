package analysis

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"sync"
	"time"

	"gomoku/engine"
	"gomoku/engine/store"
)

// Version changes whenever the engine or the grading changes what a
// review says, so reports cached by an older build are not reused.
const Version = 4

// Key identifies an analysis: the game (rule, size, moves) and the work
// bound (depth, time), and the analysis version.
type Key struct {
	Version int
	Rule    engine.Rule
	Size    int
	Moves   string
	Depth   int
	Time    time.Duration
}

// KeyOf is the key of analysing g with opt.
func KeyOf(g Game, opt Options) Key {
	return Key{Version: Version, Rule: g.Rule, Size: g.Size, Moves: engine.FormatMoves(g.Moves), Depth: opt.depth(), Time: opt.Time}
}

// Cache keeps reports. Get's error is for a cache entry that exists but
// cannot be used (on disk: a *store.CorruptError, the file already set
// aside); the analysis then runs again.
type Cache interface {
	Get(Key) (Report, bool, error)
	Put(Key, Report) error
}

// Memory is an in-memory Cache, safe for concurrent use. The zero value is
// ready.
type Memory struct {
	mu sync.Mutex
	m  map[Key]Report
}

// Get returns the report kept for k.
func (c *Memory) Get(k Key) (Report, bool, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	r, ok := c.m[k]
	return r, ok, nil
}

// Put keeps r under k.
func (c *Memory) Put(k Key, r Report) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.m == nil {
		c.m = map[Key]Report{}
	}
	c.m[k] = r
	return nil
}

// DiskFolder is the cache's folder inside the config folder.
const DiskFolder = "analysis"

// diskKeep is how many cached games the folder keeps (the newest): a
// report is a few kilobytes.
const diskKeep = 200

// Disk is a Cache of one JSON file per game in Dir (the config folder's
// DiskFolder), in front of an in-memory one. Files are written atomically;
// a file that cannot be read is set aside as NAME.corrupt-<time> and
// reported, and the game is analysed again. Now gives the time used in the
// set-aside names (time.Now when nil).
type Disk struct {
	Dir string
	Now func() time.Time
	mem Memory
}

// NewDisk is the disk cache of a config folder.
func NewDisk(configDir string) *Disk { return &Disk{Dir: filepath.Join(configDir, DiskFolder)} }

func (d *Disk) path(k Key) string {
	sum := sha256.Sum256([]byte(fmt.Sprintf("%d|%s|%d|%s|%d|%d", k.Version, k.Rule, k.Size, k.Moves, k.Depth, k.Time)))
	return filepath.Join(d.Dir, hex.EncodeToString(sum[:16])+".json")
}

func (d *Disk) now() time.Time {
	if d.Now != nil {
		return d.Now()
	}
	return time.Now()
}

// Get returns the report for k from memory or from its file. A file that
// is not valid JSON, not a whole report, or a report of another game is
// set aside like any unreadable file (the error is a *store.CorruptError).
func (d *Disk) Get(k Key) (Report, bool, error) {
	if r, ok, _ := d.mem.Get(k); ok {
		return r, true, nil
	}
	var r Report
	found, err := store.Load(d.path(k), d.now(), func(data []byte) error {
		var f reportFile
		if err := json.Unmarshal(data, &f); err != nil {
			return fmt.Errorf("invalid JSON: %w", err)
		}
		var err error
		if r, err = f.report(); err != nil {
			return err
		}
		if r.Key != k {
			return fmt.Errorf("cached for another game")
		}
		return nil
	})
	if err != nil || !found {
		return Report{}, false, err
	}
	d.mem.Put(k, r)
	return r, true, nil
}

// Put keeps r in memory and writes its file, then trims the folder to the
// newest diskKeep files.
func (d *Disk) Put(k Key, r Report) error {
	d.mem.Put(k, r)
	data, err := fileOf(r).encode()
	if err != nil {
		return fmt.Errorf("analysis: %w", err)
	}
	if err := store.WriteFile(d.path(k), data); err != nil {
		return fmt.Errorf("analysis: %w", err)
	}
	return d.trim()
}

// trim removes the oldest cache files beyond diskKeep.
func (d *Disk) trim() error {
	names, err := filepath.Glob(filepath.Join(d.Dir, "*.json"))
	if err != nil || len(names) <= diskKeep {
		return err
	}
	type aged struct {
		name string
		mod  time.Time
	}
	files := make([]aged, 0, len(names))
	for _, n := range names {
		if st, err := os.Stat(n); err == nil {
			files = append(files, aged{n, st.ModTime()})
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].mod.After(files[j].mod) })
	for _, f := range files[min(diskKeep, len(files)):] {
		if err := os.Remove(f.name); err != nil {
			return fmt.Errorf("analysis: trim cache: %w", err)
		}
	}
	return nil
}

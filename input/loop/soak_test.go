package loop

import (
	"bufio"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine"
	"gomoku/engine/app"
	"gomoku/engine/app/aiplayer"
	"gomoku/engine/store"
)

// soakKills is the number of kills of TestSoak; 0 skips it. Run it with
//
//	go test ./input/loop -run Soak -soak 200 -timeout 60m -v
var soakKills = flag.Int("soak", 0, "TestSoak: kill a child game this many times (0 skips the soak)")

// Environment of a soak child: the config folder and the random seed.
const (
	soakDirEnv  = "GOMOKU_SOAK_DIR"
	soakSeedEnv = "GOMOKU_SOAK_SEED"
)

// soakBoard is one config folder of the soak: a kind of game against the
// computer with a clock, and what the files said at the last kill.
type soakBoard struct {
	dir      string
	setup    app.Setup
	moves    string // the autosaved game after the last kill ("" none)
	finished bool   // whether that game was over
	results  int    // games recorded in best.json after the last kill
	maxTemp  int    // most leftover temporary files seen at once
}

// soakFigures are what a soak reports.
type soakFigures struct {
	kills, finished, lostMoves, lostResults, corrupt, bootProblems int
}

// TestSoak starts a child game process (this test binary running
// TestSoakChild: the real loop, the real engine at its lowest level, SDL's
// offscreen driver), lets it play for a random moment against the
// computer with a clock — 15×15 with 5 minutes each and 19×19 with 30 s a
// move, in turns — and kills it with SIGKILL; then it checks the files:
// nothing set aside as corrupt, settings and best results load without a
// problem, the autosave is the last game continued (the moves of the last
// kill are a prefix of it) or a new game after a finished one whose result
// best.json holds, and leftover temporary files never break start-up.
func TestSoak(t *testing.T) {
	if *soakKills == 0 {
		t.Skip("a soak runs only with -soak N")
	}
	rng := rand.New(rand.NewSource(1))
	var boards []*soakBoard
	for _, c := range []struct {
		size  int
		clock app.Clock
	}{{15, app.ClockGame5}, {19, app.ClockMove30}} {
		b := &soakBoard{dir: t.TempDir()}
		s := app.DefaultSettings()
		s.Setup.Mode, s.Setup.HumanFirst, s.Setup.Level, s.Setup.Clock = app.ModeVsComputer, true, 0, c.clock
		s.Setup.Game.Size = c.size
		b.setup = s.Setup
		data, err := s.Encode()
		if err != nil {
			t.Fatal(err)
		}
		if err := store.WriteFile(filepath.Join(b.dir, app.SettingsFile), data); err != nil {
			t.Fatal(err)
		}
		boards = append(boards, b)
	}
	var fig soakFigures
	start := time.Now()
	for k := 0; k < *soakKills; k++ {
		b := boards[k%len(boards)]
		soakRun(t, b, int64(k), time.Duration(rng.Int63n(int64(1500*time.Millisecond))))
		fig.kills++
		soakCheck(t, b, &fig)
	}
	for _, b := range boards {
		t.Logf("%dx%d: most leftover temporary files at once: %d", b.setup.Game.Size, b.setup.Game.Size, b.maxTemp)
	}
	t.Logf("soak: %d kills in %v; %d games finished; lost: %d games, %d results; %d corrupt files; %d start-up problems",
		fig.kills, time.Since(start).Round(time.Second), fig.finished, fig.lostMoves, fig.lostResults, fig.corrupt, fig.bootProblems)
	if fig.lostMoves+fig.lostResults+fig.corrupt+fig.bootProblems > 0 {
		t.Fatal("the soak lost something (see above)")
	}
}

// soakRun starts a child on b's folder, waits until it plays, lets it play
// for d and kills it.
func soakRun(t *testing.T, b *soakBoard, seed int64, d time.Duration) {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^TestSoakChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), soakDirEnv+"="+b.dir, soakSeedEnv+"="+strconv.FormatInt(seed, 10))
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if sc.Text() == "soak: playing" {
				ready <- true
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			cmd.Wait()
			t.Fatalf("the child ended before playing: %s", stderr.String())
		}
	case <-time.After(2 * time.Minute):
		cmd.Process.Kill()
		cmd.Wait()
		t.Fatalf("the child never started playing: %s", stderr.String())
	}
	time.Sleep(d)
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
		t.Fatalf("the child was not killed but ended by itself (%v): %s", err, stderr.String())
	}
}

// soakCheck reads b's folder as the next launch will and compares it with
// the last kill.
func soakCheck(t *testing.T, b *soakBoard, fig *soakFigures) {
	t.Helper()
	size := b.setup.Game.Size
	for _, sub := range []string{"", app.GamesDir, app.RecentDir} {
		if aside, _ := filepath.Glob(filepath.Join(b.dir, sub, "*.corrupt-*")); len(aside) > 0 {
			fig.corrupt += len(aside)
			t.Errorf("kill %d (%dx%d): files set aside: %v", fig.kills, size, size, aside)
		}
	}
	boot := app.LoadBoot(b.dir, time.Now(), 2)
	for _, p := range boot.Problems {
		fig.bootProblems++
		t.Errorf("kill %d (%dx%d): start-up problem: %v", fig.kills, size, size, p)
	}
	if boot.Settings.Setup != b.setup {
		t.Errorf("kill %d: the remembered setup changed: %+v", fig.kills, boot.Settings.Setup)
	}
	results := 0
	for _, r := range boot.Scores.Levels {
		results += r.Won + r.Lost + r.Drawn
	}
	moves, finished := "", false
	if boot.Resume != nil {
		moves, finished = boot.Resume.Moves, boot.Resume.Finished
		if boot.Resume.Setup != b.setup {
			t.Errorf("kill %d: the autosave is another kind of game: %+v", fig.kills, boot.Resume.Setup)
		}
	}
	fig.finished += results - b.results
	same := moves == b.moves && finished == b.finished
	switch {
	case results < b.results:
		fig.lostResults += b.results - results
		t.Errorf("kill %d (%dx%d): best.json went from %d results to %d", fig.kills, size, size, b.results, results)
	case finished && !same && results == b.results:
		// A finished game on file whose result best.json never got.
		fig.lostResults++
		t.Errorf("kill %d (%dx%d): %s is saved as finished, but best.json has no new result", fig.kills, size, size, moves)
	case b.finished || results > b.results:
		// A new game began after a finished one: anything goes.
	case !strings.HasPrefix(moves, b.moves):
		// The game of the last kill neither went on nor ended with a
		// result: its moves are lost.
		fig.lostMoves++
		t.Errorf("kill %d (%dx%d): had %q, now %q and no new result", fig.kills, size, size, b.moves, moves)
	}
	b.moves, b.finished, b.results = moves, finished, results
	// LoadBoot above removed the leftovers older than store.StaleTempAge:
	// what remains is young, and bounded by the kills of the last minute.
	temp := 0
	for _, sub := range []string{"", app.GamesDir, app.RecentDir} {
		found, _ := filepath.Glob(filepath.Join(b.dir, sub, ".*.tmp-*"))
		for _, f := range found {
			if info, err := os.Stat(f); err == nil && time.Since(info.ModTime()) > store.StaleTempAge+time.Second {
				t.Errorf("kill %d: a stale temporary file was left: %s", fig.kills, f)
			}
		}
		temp += len(found)
	}
	b.maxTemp = max(b.maxTemp, temp)
}

// TestSoakChild is the game a soak kills: it plays against the computer
// until it is killed, saving games and changing a setting now and then.
// It runs only as TestSoak's child.
func TestSoakChild(t *testing.T) {
	dir := os.Getenv(soakDirEnv)
	if dir == "" {
		t.Skip("runs only as TestSoak's child")
	}
	seed, _ := strconv.ParseInt(os.Getenv(soakSeedEnv), 10, 64)
	rng := rand.New(rand.NewSource(seed))
	s := newSessionIn(t, dir, aiplayer.New(), false)
	s.l.Clock = time.Now
	s.pump()
	fmt.Println("soak: playing")
	for {
		a := s.l.App
		g := a.Game()
		switch {
		case a.Screen() != app.ScreenPlay:
			s.key(sdl.K_BACKSPACE, 0) // back to the board (one Escape could start the boss key)
		case g.Over():
			s.key(sdl.K_r, 0) // a new round of the same kind
		case a.Thinking():
			s.waitFor("the computer's move", func() bool { return !a.Thinking() })
		default:
			if p, ok := soakMove(g, rng); ok {
				s.walkTo(p)
				s.key(sdl.K_SPACE, 0)
			}
			switch r := rng.Intn(40); {
			case r == 0:
				s.key(sdl.K_s, sdl.KMOD_LCTRL) // save the game to games/
			case r == 1:
				s.key(sdl.K_F11, 0) // a setting changes: settings.json
			}
		}
	}
}

// soakMove is a random legal point next to the stones (a random point
// anywhere makes games that never end).
func soakMove(g *engine.Game, rng *rand.Rand) (engine.Point, bool) {
	size := g.Config().Size
	var near []engine.Point
	for y := 0; y < size; y++ {
		for x := 0; x < size; x++ {
			p := engine.Point{X: x, Y: y}
			if g.At(p) != engine.Empty || g.Check(p) != nil {
				continue
			}
			for _, q := range g.Moves() {
				if abs(q.X-x) <= 1 && abs(q.Y-y) <= 1 {
					near = append(near, p)
					break
				}
			}
		}
	}
	if len(near) == 0 {
		c := engine.Center(size)
		return c, g.At(c) == engine.Empty && g.Check(c) == nil
	}
	return near[rng.Intn(len(near))], true
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// walkTo moves the cursor shown (the game's, a puzzle's, the editor's) to
// p with the arrow keys.
func (s *session) walkTo(p engine.Point) {
	for s.l.App.View().Cursor != p {
		c := s.l.App.View().Cursor
		switch {
		case c.X < p.X:
			s.key(sdl.K_RIGHT, 0)
		case c.X > p.X:
			s.key(sdl.K_LEFT, 0)
		case c.Y < p.Y:
			s.key(sdl.K_UP, 0)
		default:
			s.key(sdl.K_DOWN, 0)
		}
	}
}

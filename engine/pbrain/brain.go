package pbrain

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// Defaults when the manager sends no INFO.
const (
	defaultTurn  = 5 * time.Second
	defaultHash  = 32                   // MiB
	minThink     = 5 * time.Millisecond // the shortest search, even with no time left
	maxBoardSize = engine.MaxSize
)

type stone struct {
	x, y int // Gomocup coordinates: x column, y row from the top
	own  bool
}

// brain is one protocol session.
type brain struct {
	out      *bufio.Writer
	started  time.Time
	size     int // 0 until START
	ruleBits int
	turn     time.Duration
	match    time.Duration // 0: unlimited
	left     time.Duration
	leftSet  bool // time_left was sent
	maxMem   int64
	threads  int // INFO thread_num (Yixin/Rapfi extension); 0: one
	stones   []stone
	tables   ai.TableSet
	eng      *ai.Searcher
	engMB    int
	// lag is extra margin learnt from late answers: on a machine whose
	// cores other programs keep busy, even the deadline's own wake-up can
	// come late, and the next turns then answer earlier by about as much.
	lag time.Duration
	// others is how many other tasks were running when the move began.
	others int
	// pending, when not nil, delivers the result of a search that the
	// deadline or a STOP answered for; it must end before the engine is
	// used again.
	pending chan searchResult
	// in is the manager's commands; nil in tests that search directly.
	in *inbox
	// ended is set by an END that came during a search.
	ended bool
}

func newBrain(out io.Writer) *brain {
	return &brain{out: bufio.NewWriter(out), started: time.Now(), turn: defaultTurn}
}

func (b *brain) reply(format string, args ...any) {
	fmt.Fprintf(b.out, format, args...)
	b.out.WriteString("\n")
	b.out.Flush()
}

func (b *brain) rule() engine.Rule {
	switch {
	case b.ruleBits&4 != 0:
		return engine.Renju
	case b.ruleBits&8 != 0:
		return engine.Caro
	case b.ruleBits&1 != 0:
		return engine.Standard
	}
	return engine.Freestyle
}

// engine is the session's searcher, once any search the deadline
// answered for has ended.
func (b *brain) engine() *ai.Searcher {
	b.settle()
	mb := defaultHash
	if b.maxMem > 0 {
		// leave room for the rule tables and the runtime
		mb = int(min(int64(defaultHash), (b.maxMem>>20-40)/2))
		mb = max(mb, 1)
	}
	if b.eng == nil || b.engMB != mb {
		cfg := ai.DefaultConfig()
		cfg.HashMB = mb
		b.eng = ai.NewSearcher(cfg, &b.tables)
		b.engMB = mb
	}
	return b.eng
}

// warm does, outside any turn's time, everything a first move would
// otherwise pay for: the current rule's tables, the hash table (sized by
// max_memory), the helper threads' buffers for thread_num, and a garbage
// collection of what building them left behind, so that no collection
// starts inside a timed turn. START, RESTART and every INFO that changes
// one of them call it; it is cheap when nothing changed.
func (b *brain) warm() {
	if b.size == 0 {
		return
	}
	e := b.engine()
	pos := ai.Position{Size: b.size, Rule: b.rule(), Moves: []engine.Point{engine.Center(b.size)}}
	e.Search(context.Background(), pos, ai.Limits{Nodes: 1})
	e.Prepare(b.threads)
	runtime.GC()
}

func (b *brain) start(n int) error {
	if n < engine.MinSize || n > maxBoardSize {
		return fmt.Errorf("unsupported size %d (this brain plays %d to %d)", n, engine.MinSize, maxBoardSize)
	}
	b.size = n
	b.stones = b.stones[:0]
	b.warm()
	return nil
}

func (b *brain) point(x, y int) engine.Point { return engine.Point{X: x, Y: b.size - 1 - y} }

func (b *brain) at(x, y int) int {
	for i, s := range b.stones {
		if s.x == x && s.y == y {
			return i
		}
	}
	return -1
}

// addStone checks and records a stone.
func (b *brain) addStone(x, y int, own bool) error {
	if b.size == 0 {
		return errors.New("no board: send START first")
	}
	if x < 0 || y < 0 || x >= b.size || y >= b.size {
		return fmt.Errorf("%d,%d is off the %dx%d board", x, y, b.size, b.size)
	}
	if b.at(x, y) >= 0 {
		return fmt.Errorf("%d,%d is occupied", x, y)
	}
	b.stones = append(b.stones, stone{x, y, own})
	return nil
}

// position is the board as the engine sees it: the side with fewer stones
// (or the side to move, on equal counts) is Black's opponent.
func (b *brain) position() ai.Position {
	own, opp := 0, 0
	for _, s := range b.stones {
		if s.own {
			own++
		} else {
			opp++
		}
	}
	me := engine.Black
	if opp > own {
		me = engine.White
	}
	pos := ai.Position{Size: b.size, Rule: b.rule(), ToMove: me}
	for _, s := range b.stones {
		c := me
		if !s.own {
			c = me.Opponent()
		}
		pos.Setup = append(pos.Setup, ai.Stone{P: b.point(s.x, s.y), Color: c})
	}
	if len(pos.Setup) == 0 {
		pos.Setup = nil
		pos.Moves = nil
	}
	return pos
}

// think searches and answers with a move, recording it as our stone.
func (b *brain) think(begun time.Time) {
	if b.size == 0 {
		b.reply("ERROR no board: send START first")
		return
	}
	pos := b.position()
	if len(pos.Setup) == 0 {
		pos.Setup = nil
	}
	info, cut, err := b.search(pos, begun)
	if errors.Is(err, errEnded) {
		return
	}
	if err != nil {
		b.reply("ERROR %v", err)
		return
	}
	x, y := info.Move.X, b.size-1-info.Move.Y
	if b.at(x, y) >= 0 || !info.Move.In(b.size) {
		b.reply("ERROR engine chose an occupied point %d,%d", x, y)
		return
	}
	src := info.Source
	if cut != "" {
		src += "; answered by " + cut
	}
	// The time is the brain's own, from reading the command: a manager's
	// (or the soak's) larger figure is the pipe and its own scheduling.
	b.reply("MESSAGE depth %d-%d score %d nodes %d nps %.0f time %.1fms (%s)", info.Depth, info.SelDepth, info.Score, info.Nodes, info.NPS(),
		float64(time.Since(begun).Microseconds())/1000, src)
	b.stones = append(b.stones, stone{x, y, true})
	b.reply("%d,%d", x, y)
	b.answered(begun)
}

func (b *brain) info(rest string) error {
	key, val := splitCommand(rest)
	key = strings.ToLower(key)
	num := func() (int64, error) {
		v, err := strconv.ParseInt(strings.TrimSpace(val), 10, 64)
		if err != nil {
			return 0, fmt.Errorf("INFO %s: bad number %q", key, val)
		}
		return v, nil
	}
	switch key {
	case "timeout_turn":
		v, err := num()
		if err != nil {
			return err
		}
		b.turn = time.Duration(max(v, 0)) * time.Millisecond
	case "timeout_match":
		v, err := num()
		if err != nil {
			return err
		}
		b.match = time.Duration(max(v, 0)) * time.Millisecond
	case "time_left":
		v, err := num()
		if err != nil {
			return err
		}
		b.leftSet = v < 2147483647
		b.left = time.Duration(max(min(v, 1<<40), -1<<40)) * time.Millisecond
	case "max_memory":
		v, err := num()
		if err != nil {
			return err
		}
		b.maxMem = max(v, 0)
		b.warm()
	case "rule":
		v, err := num()
		if err != nil {
			return err
		}
		b.ruleBits = int(v)
		b.warm()
	case "thread_num":
		// Managers that allow several threads say how many (Yixin-Board
		// and Rapfi's extension); tournaments that say nothing get one.
		v, err := num()
		if err != nil {
			return err
		}
		// More threads than cores only take turns and answer late.
		b.threads = int(max(min(v, int64(runtime.NumCPU())), 1))
		b.warm()
	case "game_type", "evaluate", "folder", "":
		// accepted, nothing to do
	}
	return nil
}

// readBoard reads the stone lines of BOARD or SWAP2BOARD up to DONE.
func (b *brain) readBoard(swap2 bool) error {
	b.stones = b.stones[:0]
	var firstErr error
	for {
		line, err := b.in.next()
		if err != nil {
			return err
		}
		if strings.EqualFold(line, "DONE") {
			break
		}
		f := 3
		var v []int
		if swap2 && strings.Count(line, ",") == 1 {
			// SWAP2BOARD stones may come without an owner; swap2 assigns
			// colours by order.
			v, err = parseInts(line, 2)
			f = 2
		} else {
			v, err = parseInts(line, 3)
			if err == nil {
				f = v[2]
			}
		}
		if err == nil && f != 1 && f != 2 && f != 3 {
			err = fmt.Errorf("bad owner %d (want 1, 2 or 3)", f)
		}
		if err == nil && b.size > 0 {
			own := f == 1
			err = b.addStone(v[0], v[1], own)
		}
		if err != nil {
			if firstErr == nil {
				firstErr = err
			}
			b.reply("ERROR %s: %v", line, err)
		}
	}
	return nil
}

// swap2 answers SWAP2BOARD: open with three stones, or decide between
// swapping and playing on.
func (b *brain) swap2(begun time.Time) {
	if b.size == 0 {
		return
	}
	c := engine.Center(b.size).X
	cy := b.size - 1 - engine.Center(b.size).Y
	switch n := len(b.stones); {
	case n == 0:
		// a quiet, roughly balanced start: centre, diagonal, knight's move
		b.reply("%d,%d %d,%d %d,%d", c, cy, c+1, cy-1, c+1, cy+1)
	case n == 3 || n == 5:
		// SWAP2BOARD stones are Black, White, Black...: count colours.
		for i := range b.stones {
			b.stones[i].own = i%2 == 1 // pretend we are White, to move
		}
		pos := b.position()
		info, _, err := b.search(pos, begun)
		if errors.Is(err, errEnded) {
			return
		}
		if err != nil {
			b.reply("ERROR %v", err)
			return
		}
		if info.Score < -30 {
			b.reply("SWAP")
			b.answered(begun)
			return
		}
		b.reply("%d,%d", info.Move.X, b.size-1-info.Move.Y)
		b.answered(begun)
	default:
		b.reply("ERROR SWAP2BOARD with %d stones", n)
	}
}

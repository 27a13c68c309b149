package pbrain

import (
	"context"
	"errors"
	"sync/atomic"
	"time"

	"gomoku/engine/ai"
)

// The answer deadline is the turn less a margin for the manager's side of
// the pipe (reading our line, its own scheduling) and for the deadline's
// wake-up on a loaded machine; the search aims to be done searchLead
// before it. The watchdog in search answers at the deadline whatever the
// search is doing, so a search thread left waiting by the scheduler (or
// by work it cannot interrupt) no longer makes the answer late, and the
// margin no longer has to cover it.
const (
	marginFixed   = 8 * time.Millisecond
	marginPercent = 3
	searchLead    = 3 * time.Millisecond
)

// timing is one move's clock: when the answer must be written at the
// latest, and the search's own limits (ai.Limits Time and Soft).
type timing struct {
	answerAt   time.Time
	hard, soft time.Duration
}

// timing reads the turn and match limits: the answer deadline is the turn
// less the margin, what was learnt from late answers and, with more tasks
// running than cores, a little for each waiting one (at most a quarter of
// the turn); with a match clock a tenth of the time left caps it and the
// share of a move (the time left over the moves still expected) is the
// search's soft target.
func (b *brain) timing(begun time.Time) timing {
	t := b.turn
	if t <= 0 {
		t = 30 * time.Millisecond
	}
	hard := t - marginFixed - t*marginPercent/100 - b.lag - min(crowdMargin(b.others), t/4)
	soft := time.Duration(0)
	if b.match > 0 {
		left := b.left
		if !b.leftSet {
			left = b.match - time.Since(b.started)
		}
		empty := b.size*b.size - len(b.stones)
		hard = min(hard, left/10-30*time.Millisecond)
		soft = left/time.Duration(max(10, min(empty/5, 30))) - 30*time.Millisecond
	}
	hard = max(hard, minThink+searchLead)
	tm := timing{answerAt: begun.Add(hard)}
	tm.hard = max(time.Until(tm.answerAt)-searchLead, minThink)
	if soft > 0 && soft < tm.hard {
		tm.soft = max(soft, minThink)
	}
	return tm
}

type searchResult struct {
	info ai.Info
	err  error
}

// errEnded reports a search given up for an END that came during it.
var errEnded = errors.New("ended by the manager")

// search runs a timed search for pos and returns its result or, when the
// answer deadline or a STOP (YXSTOP) comes first, the best move it had
// reported by then; cut names what answered for the search. The search is
// then cancelled and ends in the background: the next use of the engine
// waits for it (settle), on the opponent's time. An END during the search
// cancels it and returns errEnded; other commands that come meanwhile
// wait in the inbox's queue.
func (b *brain) search(pos ai.Position, begun time.Time) (info ai.Info, cut string, err error) {
	return b.searchWith(b.engine(), pos, begun)
}

// mover is what a timed search needs of the engine: an *ai.Searcher, or
// a test's stand-in.
type mover interface {
	Search(context.Context, ai.Position, ai.Limits) (ai.Info, error)
}

func (b *brain) searchWith(e mover, pos ai.Position, begun time.Time) (info ai.Info, cut string, err error) {
	b.others = othersRunning()
	tm := b.timing(begun)
	var best atomic.Pointer[ai.Info]
	lim := ai.Limits{Time: tm.hard, Soft: tm.soft, Threads: b.threadsNow(),
		Progress: func(i ai.Info) { best.Store(&i) }}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan searchResult, 1)
	go func() {
		defer cancel()
		info, err := e.Search(ctx, pos, lim)
		done <- searchResult{info, err}
	}()
	wake := time.NewTimer(time.Until(tm.answerAt))
	defer wake.Stop()
	for cut == "" {
		select {
		case r := <-done:
			return r.info, "", r.err
		case <-wake.C:
			cut = "the deadline"
		case x := <-b.in.arriving():
			b.in.got(x)
			switch cmd, _ := splitCommand(x.line); {
			case x.err == nil && cmd == "END":
				cancel()
				b.ended, b.pending = true, done
				return ai.Info{}, "", errEnded
			case x.err == nil && (cmd == "STOP" || cmd == "YXSTOP"):
				cut = cmd
			default:
				b.in.queue = append(b.in.queue, x)
			}
		}
	}
	cancel()
	if p := best.Load(); p != nil {
		b.pending = done
		return *p, cut, nil
	}
	// Nothing reported yet (the root moves are ordered within
	// microseconds of the start): the search stops at its next poll.
	r := <-done
	return r.info, "", r.err
}

// settle waits for a search the deadline answered for.
func (b *brain) settle() {
	if b.pending != nil {
		<-b.pending
		b.pending = nil
	}
}

// answered learns from how close to the turn limit the answer just
// written came: only an answer within lateSlack of the limit (or past it)
// teaches a margin. A deadline wake-up a few milliseconds late is what
// the fixed margin is for, and learning from those too kept a loaded
// machine's searches a quarter shorter for nothing.
func (b *brain) answered(begun time.Time) {
	if b.turn <= 0 {
		return
	}
	b.learnLag(time.Since(begun) - (b.turn - lateSlack))
}

// lateSlack is how close to the turn limit an answer may come before the
// brain takes it as a warning: the manager still has to read the line.
const lateSlack = 2 * time.Millisecond

// learnLag updates the extra margin from how far an answer overran: it
// grows by any overrun, never above half the turn, and fades by a
// sixteenth per punctual turn (about half in 11 turns). Machines stay
// loaded for minutes: fading by an eighth, the margin was gone a few turns
// after a late answer, in time for the next one.
func (b *brain) learnLag(over time.Duration) {
	if over > 0 {
		b.lag = min(b.lag+over, b.turn/2)
		return
	}
	b.lag -= b.lag / 16
}

// threadsNow is how many threads this move searches on: thread_num, but
// no more than the cores other programs leave idle right now. On a
// machine whose cores are busy a helper only takes turns with the main
// thread, which then answers later and searches less.
func (b *brain) threadsNow() int {
	return max(min(b.threads, idle(b.others)), 1)
}

package rifopen

import (
	"context"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
)

// TestSelfPlayColourSplit is a measurement, not a check: with
// GOMOKU_RIF_SELFPLAY=games (GOMOKU_RIF_LEVEL=name, default Medium;
// GOMOKU_RIF_TIME=duration, a shorter time per move and decision) it
// plays that many Soosõrv-8 games of the computer against itself, the
// opening decided by this package at the level's strength and time, and
// logs how often each colour and each seat won. Swaps that judge the
// position right keep the colours near even. With GOMOKU_RIF_ALWAYS_SWAP=1
// the second player swaps whenever it may, and the log says how the first
// (the computer's judgement) fares against that. GOMOKU_RIF_FIRST=k starts
// at game k, for a further batch with other seeds.
func TestSelfPlayColourSplit(t *testing.T) {
	games, _ := strconv.Atoi(os.Getenv("GOMOKU_RIF_SELFPLAY"))
	if games <= 0 {
		t.Skip("set GOMOKU_RIF_SELFPLAY=games to measure")
	}
	name := os.Getenv("GOMOKU_RIF_LEVEL")
	if name == "" {
		name = "Medium"
	}
	level, err := ai.LevelByName(name)
	if err != nil {
		t.Fatal(err)
	}
	if d, err := time.ParseDuration(os.Getenv("GOMOKU_RIF_TIME")); err == nil && d > 0 {
		level = level.WithTime(d)
	}
	idx := 0
	for i, l := range ai.Levels() {
		if l.Name == level.Name {
			idx = i
		}
	}
	str := Strengths()[idx]
	lp := ai.NewLevelPlayer()
	d := New()
	alwaysSwap := os.Getenv("GOMOKU_RIF_ALWAYS_SWAP") == "1"
	first, _ := strconv.Atoi(os.Getenv("GOMOKU_RIF_FIRST")) // seeds of a further batch
	var black, white, draws, starter, swaps int
	for gi := first; gi < first+games; gi++ {
		g, err := engine.NewGame(engine.Config{Size: 15, Rule: engine.Renju, Opening: engine.OpeningSoosorv8})
		if err != nil {
			t.Fatal(err)
		}
		for !g.Over() && g.MoveCount() < 225 {
			if turn := g.Turn(); alwaysSwap && turn.Seat == engine.SeatTwo && slices.Contains(turn.Choices, engine.ChooseSwap) {
				swaps++
				apply(t, g, Decision{Choice: engine.ChooseSwap})
				continue
			}
			if Needed(g) {
				dec, err := d.Decide(context.Background(), g, str, level.MaxTime(), uint64(gi*1000+g.Actions()))
				if err != nil {
					t.Fatal(err)
				}
				if dec.Choice == engine.ChooseSwap {
					swaps++
				}
				apply(t, g, dec)
				continue
			}
			pos := ai.PositionOf(g)
			mv, _, err := lp.BestMove(context.Background(), pos, level, uint64(gi*1000+g.MoveCount()))
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Play(mv); err != nil {
				t.Fatalf("game %d: %v", gi, err)
			}
		}
		switch r := g.Result(); {
		case r.Status != engine.Won:
			draws++
		case r.Winner == engine.Black:
			black++
		default:
			white++
		}
		if r := g.Result(); r.Status == engine.Won && g.SeatOf(r.Winner) == engine.SeatOne {
			starter++
		}
		o, _ := engine.OpeningOf(g.Moves())
		t.Logf("game %d: %v %v, %d moves, opening %v, declared %d", gi+1, g.Result().Status, g.Result().Winner, g.MoveCount(), o, g.Declared())
	}
	t.Logf("Soosõrv-8 self-play at %s (%v a move, second player always swaps: %v), %d games: Black %d, White %d, draws %d; the starter won %d; %d swaps",
		level.Name, level.MaxTime(), alwaysSwap, games, black, white, draws, starter, swaps)
}

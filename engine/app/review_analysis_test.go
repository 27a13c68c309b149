package app

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/analysis"
)

// openThreeBlunder is Black's open three h8 i7 j6 that White leaves open
// with a1 (move 6) in a game still about even for White: a blunder, g9 (a
// block that makes White's own three) or k5 was the defence. (Black's
// open three against White stones out of play, h8a1i8a3j8a5, is no
// blunder: White was lost already.)
const openThreeBlunder = "h8h9i7i9j6a1"

func reviewApp(t *testing.T, moves string, cache analysis.Cache) *App {
	t.Helper()
	rec := recordOf(t, moves)
	return newApp(t, func(o *Options) {
		o.Open, o.AnalysisCache, o.AnalysisDepth = rec, cache, 4
	})
}

// waitAnalysis runs frames until the review's analysis job is over.
func waitAnalysis(t *testing.T, a *App) {
	t.Helper()
	now := a.now
	for i := 0; i < 2000; i++ {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
		if a.scene.(*reviewScene).an.job == nil {
			return
		}
		time.Sleep(2 * time.Millisecond)
	}
	t.Fatal("the analysis never finished")
}

func TestAnalyseGameFlagsTheBlunderWithTheBetterMove(t *testing.T) {
	a := reviewApp(t, openThreeBlunder, &analysis.Memory{})
	waitAnalysis(t, a) // the cache lookup on opening: nothing there
	if g := a.View().Graph; g != nil {
		t.Fatalf("a graph before analysing: %+v", g)
	}
	if !strings.Contains(lineTexts(a.View()), "A analyse the game") {
		t.Fatalf("the review does not offer the analysis: %q", lineTexts(a.View()))
	}
	a.Apply(Intent{Kind: Analyse})
	if g := a.View().Graph; g == nil || !g.Busy {
		t.Fatalf("no progress bar while analysing: %+v", g)
	}
	waitAnalysis(t, a)
	v := a.View()
	g := v.Graph
	if g == nil || g.Busy || len(g.Black) != 7 || g.At != 6 {
		t.Fatalf("graph after analysing: %+v", g)
	}
	// a1 (move 6) is a blunder.
	var blunder bool
	for _, f := range g.Flags {
		blunder = blunder || f == GraphFlag{Ply: 6, Blunder: true}
	}
	if !blunder {
		t.Fatalf("flags %+v, want a1 (move 6) as a blunder", g.Flags)
	}
	// Black's open three wins: the end of the graph is 1, and the fall
	// for White is the flagged move's.
	if g.Black[6] < 0.99 || g.Black[5] > 0.7 {
		t.Fatalf("Black's chance %.2f before a1, %.2f after", g.Black[5], g.Black[6])
	}
	text := lineTexts(v)
	if !strings.Contains(text, "Blunder at a1") || !strings.Contains(text, "After this move the opponent wins by force") {
		t.Fatalf("panel does not name and explain the blunder: %q", text)
	}
	// One win chance for the position shown, labelled with where it
	// comes from.
	if n := strings.Count(text, "win chance"); n != 1 || !strings.Contains(text, "Black's win chance 100% · review, depth 4") {
		t.Fatalf("the panel shows %d win chances: %q", n, text)
	}
	if len(v.Ghosts) == 0 {
		t.Fatal("no ghost stone for the better move")
	}
	gh := v.Ghosts[0]
	if (gh.Point != pt(t, "g9") && gh.Point != pt(t, "k5")) || gh.Color != engine.White || gh.Number != 6 {
		t.Fatalf("ghost %+v, want White's block at g9 or k5 numbered 6", gh)
	}
	// Inside the graph, never over the board.
	l := a.layout
	if !inside(g.Rect, l.Panel) || overlaps(g.Rect, l.Board) {
		t.Fatalf("graph %+v outside the panel %+v or over the board %+v", g.Rect, l.Panel, l.Board)
	}
}

func inside(r, outer Rect) bool {
	return r.X >= outer.X && r.Y >= outer.Y && r.X+r.W <= outer.X+outer.W && r.Y+r.H <= outer.Y+outer.H
}

func overlaps(r, s Rect) bool {
	return r.X < s.X+s.W && s.X < r.X+r.W && r.Y < s.Y+s.H && s.Y < r.Y+r.H
}

func TestGraphFitsEveryLayout(t *testing.T) {
	cache := &analysis.Memory{}
	a := reviewApp(t, openThreeBlunder, cache)
	a.Apply(Intent{Kind: Analyse})
	waitAnalysis(t, a)
	for _, wh := range [][2]int{{1280, 800}, {1920, 1080}, {800, 600}, {720, 1280}} {
		a.Apply(Intent{Kind: Resize, X: wh[0], Y: wh[1]})
		v := a.View()
		if v.Graph == nil || v.Graph.Rect.H < 20 {
			t.Fatalf("%v: graph %+v", wh, v.Graph)
		}
		if !inside(v.Graph.Rect, a.layout.Panel) || overlaps(v.Graph.Rect, a.layout.Board) {
			t.Errorf("%v: graph %+v outside the panel %+v or over the board", wh, v.Graph.Rect, a.layout.Panel)
		}
		for _, ln := range v.Lines {
			if ln.Y+ln.Px > v.Graph.Rect.Y && ln.Y < v.Graph.Rect.Y+v.Graph.Rect.H {
				t.Errorf("%v: line %q overlaps the graph", wh, ln.Text)
			}
		}
	}
}

func TestGraphClickAndStepsJumpToMoves(t *testing.T) {
	a := reviewApp(t, openThreeBlunder, &analysis.Memory{})
	a.Apply(Intent{Kind: Analyse})
	waitAnalysis(t, a)
	g := a.View().Graph.Rect
	// Position 2 of 6 is a third of the way along.
	a.Apply(Intent{Kind: PointerDown, X: g.X + g.W/3, Y: g.Y + g.H/2})
	if v := a.View(); v.Graph.At != 2 || len(v.Order) != 2 {
		t.Fatalf("click a third along the graph shows %d stones, graph at %d", len(v.Order), v.Graph.At)
	}
	a.Apply(Intent{Kind: PointerDown, X: g.X, Y: g.Y + 1})
	if v := a.View(); v.Graph.At != 0 || len(v.Order) != 0 {
		t.Fatalf("click at the graph's start shows %d stones", len(v.Order))
	}
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	if v := a.View(); v.Graph.At != 1 {
		t.Fatalf("→ moved the graph's mark to %d", v.Graph.At)
	}
}

func TestBetterLineIsPlayableAndBackReturns(t *testing.T) {
	a := reviewApp(t, openThreeBlunder, &analysis.Memory{})
	a.Apply(Intent{Kind: Analyse})
	waitAnalysis(t, a)
	best := a.View().Ghosts[0].Point
	a.Apply(Intent{Kind: Analyse}) // at the blunder: into the better line
	v := a.View()
	if v.Board.At(best) != engine.White || v.Board.At(pt(t, "a1")) != engine.Empty {
		t.Fatalf("the line shows %v at %v and %v at a1", v.Board.At(best), best, v.Board.At(pt(t, "a1")))
	}
	if !strings.Contains(lineTexts(v), "Engine line 1 /") {
		t.Fatalf("panel: %q", lineTexts(v))
	}
	n := len(v.Order)
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	if got := len(a.View().Order); got != n+1 && got != n {
		t.Fatalf("→ in the line shows %d stones after %d", got, n)
	}
	a.Apply(Intent{Kind: Back})
	v = a.View()
	if a.Screen() != ScreenReview || v.Board.At(pt(t, "a1")) != engine.White || len(v.Order) != 6 {
		t.Fatalf("Back from the line: screen %v, %d stones", a.Screen(), len(v.Order))
	}
}

func TestReopeningAnAnalysedGameIsInstant(t *testing.T) {
	cache := &analysis.Memory{}
	a := reviewApp(t, openThreeBlunder, cache)
	a.Apply(Intent{Kind: Analyse})
	waitAnalysis(t, a)
	want := a.View().Graph.Black
	// A new session with the same cache: the graph is there without
	// asking, and no search ran (no progress bar ever showed).
	b := reviewApp(t, openThreeBlunder, cache)
	if g := b.View().Graph; g != nil && g.Busy {
		t.Fatal("reopening started a search")
	}
	waitAnalysis(t, b)
	g := b.View().Graph
	if g == nil || len(g.Black) != len(want) || g.Black[6] != want[6] {
		t.Fatalf("reopened graph %+v, want %v", g, want)
	}
}

func TestAnalysisIsCancelledByAOrBack(t *testing.T) {
	// A long game at the default depth: it cannot finish before the press.
	long := "h8i9j10g7h7h9i8j8g9k7g8g6f8e8f9f7e10d11i6j5i10h10i11i12h12g13j12k12"
	a := reviewApp(t, long, &analysis.Memory{})
	a.opts.AnalysisDepth = 0
	for _, stop := range []IntentKind{Analyse, Back} {
		a.Apply(Intent{Kind: Analyse})
		job := a.scene.(*reviewScene).an.job
		if job == nil || job.cacheOnly {
			t.Fatal("A did not start the analysis")
		}
		a.Apply(Intent{Kind: stop})
		select {
		case res := <-job.done:
			if !errors.Is(res.err, context.Canceled) {
				t.Fatalf("stopped analysis ended with %v", res.err)
			}
		case <-time.After(5 * time.Second):
			t.Fatalf("%v did not stop the analysis", stop)
		}
		if v := a.View(); a.Screen() != ScreenReview || v.Graph != nil || !strings.Contains(v.Toast, "Analysis stopped") {
			t.Fatalf("after %v: screen %v graph %+v toast %q", stop, a.Screen(), v.Graph, v.Toast)
		}
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() == ScreenReview {
		t.Fatal("Back with nothing running did not leave the review")
	}
}

// failingCache is a cache whose file is damaged.
type failingCache struct{ analysis.Memory }

func (*failingCache) Get(analysis.Key) (analysis.Report, bool, error) {
	return analysis.Report{}, false, errors.New("analysis cache: damaged")
}

func TestCacheProblemIsShown(t *testing.T) {
	a := reviewApp(t, openThreeBlunder, &failingCache{})
	waitAnalysis(t, a)
	if !strings.Contains(a.View().Toast, "Could not analyse: analysis cache: damaged") {
		t.Fatalf("toast %q", a.View().Toast)
	}
}

// TestReviewOfAWonGameSaysOneThing: the game Black wins throughout
// (h8a1i8a3j8a5l8a7m8a9k8). Black's l8 and m8 take the long way round:
// a gentle note, never a blunder beside "win chance 99%"; White's a5 a7
// a9 are played in a lost position: no blunder. The review's chance and
// the live line under it each say where they come from.
func TestReviewOfAWonGameSaysOneThing(t *testing.T) {
	rec := recordOf(t, "h8a1i8a3j8a5l8a7m8a9k8")
	a := newApp(t, func(o *Options) {
		o.Open, o.AnalysisCache, o.AnalysisDepth, o.LiveDepth = rec, &analysis.Memory{}, 4, liveDepth
	})
	a.Apply(Intent{Kind: Analyse})
	waitAnalysis(t, a)
	for _, f := range a.View().Graph.Flags {
		if f.Ply >= 5 {
			t.Errorf("move %d flagged on the graph (blunder %v)", f.Ply, f.Blunder)
		}
	}
	shown := func(ply int) string {
		t.Helper()
		a.scene.(*reviewScene).goTo(a.scene.(*reviewScene).tree, ply)
		waitLive(t, a, nil)
		return lineTexts(a.View())
	}
	for _, ply := range []int{6, 8, 10} {
		if text := shown(ply); strings.Contains(text, "Blunder") || strings.Contains(text, "Mistake") {
			t.Errorf("White's move %d in a lost position is flagged:\n%s", ply, text)
		}
	}
	text := shown(7)
	if !strings.Contains(text, "l8: a slower win — g8 wins sooner") || !strings.Contains(text, "not a mistake") || strings.Contains(text, "Blunder") {
		t.Errorf("Black's l8 is not a gentle note:\n%s", text)
	}
	if strings.Count(text, "%") != 2 || !strings.Contains(text, "· review, depth 4") || !strings.Contains(text, "· live, depth 3") {
		t.Errorf("the chances shown are not one each, labelled:\n%s", text)
	}
}

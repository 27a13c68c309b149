package app

import (
	"context"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/ai"
	"gomoku/engine/analysis"
)

// liveDepth keeps the tests' searches short: every depth is checked
// against an evaluation of its own.
const liveDepth = 3

// waitLive runs frames until the engine work for the position shown is
// over, calling each (if set) after every frame with the view drawn.
func waitLive(t *testing.T, a *App, each func(View)) {
	t.Helper()
	now := a.now
	// A generous bound, not a speed check: under -race on a loaded
	// machine the first search builds its tables slowly.
	for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
		if each != nil {
			each(a.View())
		}
		if !a.liveBusy() {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the live evaluation never finished")
}

// evaluations are Black's win chance at each depth 1…liveDepth of pos,
// as the live evaluation must show them.
func evaluations(t *testing.T, pos ai.Position) map[int]float64 {
	t.Helper()
	an := analysis.New(nil)
	out := map[int]float64{}
	for d := 1; d <= liveDepth; d++ {
		p, err := an.Evaluate(context.Background(), pos, analysis.Options{Depth: d})
		if err != nil {
			t.Fatal(err)
		}
		out[d] = p.Black
		if p.Mate != 0 {
			break
		}
	}
	return out
}

// checkShown fails when the view shows an evaluation that is not want's
// (of the position on screen) at its depth.
func checkShown(t *testing.T, v View, want map[int]float64) {
	t.Helper()
	if v.Live == nil {
		return
	}
	if b, ok := want[v.Live.Depth]; !ok || b != v.Live.Black {
		t.Fatalf("shown: Black %.4f at depth %d; this position has %v", v.Live.Black, v.Live.Depth, want)
	}
}

func liveApp(t *testing.T, mod func(*Options)) *App {
	return newApp(t, func(o *Options) {
		o.LiveDepth = liveDepth
		if mod != nil {
			mod(o)
		}
	})
}

func reviewOf(t *testing.T, rule engine.Rule, moves string) *App {
	t.Helper()
	rec := recordOf(t, moves)
	rec.Rule = rule
	return liveApp(t, func(o *Options) { o.Open, o.AnalysisCache = rec, &analysis.Memory{} })
}

func TestLiveEvaluationIsOffInPlayUntilEThenSaved(t *testing.T) {
	a := liveApp(t, nil)
	playKeys(t, a, "h8i9")
	waitLive(t, a, nil)
	if v := a.View(); v.Live != nil {
		t.Fatalf("live evaluation shown in play by default: %+v", v.Live)
	}
	a.TakeEffects()
	a.Apply(Intent{Kind: ToggleLive})
	if got := a.Settings().LiveEval; got != LiveAlways {
		t.Fatalf("after E in play the setting is %q, want %q", got, LiveAlways)
	}
	saved := false
	for _, e := range a.TakeEffects() {
		saved = saved || (e.Kind == EffectSave && strings.HasSuffix(e.Path, SettingsFile) && strings.Contains(string(e.Data), `"live_eval": "always"`))
	}
	if !saved {
		t.Error("E did not save the setting")
	}
	want := evaluations(t, ai.Position{Size: 15, Rule: engine.Freestyle, Moves: a.Game().Moves()})
	waitLive(t, a, func(v View) { checkShown(t, v, want) })
	v := a.View()
	if v.Live == nil || v.Live.Depth != liveDepth {
		t.Fatalf("after E: live %+v, want depth %d", v.Live, liveDepth)
	}
	if len(v.Live.PV) == 0 || v.Live.PV[0].N != 1 || v.Live.PV[0].Color != engine.Black || v.Board.At(v.Live.PV[0].Point) != engine.Empty {
		t.Errorf("the engine's line starts wrong: %+v", v.Live.PV)
	}
	if !strings.Contains(lineTexts(v), "depth 3") || !inside(v.Live.Bar, Rect{0, 0, 1280, 800}) || v.Live.Bar.overlaps(v.Layout.Board) || v.Live.Bar.overlaps(v.Layout.Panel) {
		t.Errorf("the bar %+v or its line is not where it belongs:\n%s", v.Live.Bar, lineTexts(v))
	}
	a.Apply(Intent{Kind: ToggleLive})
	if v := a.View(); v.Live != nil || a.Settings().LiveEval != LiveInAnalysis {
		t.Errorf("second E: live %+v, setting %q", v.Live, a.Settings().LiveEval)
	}
}

func TestLiveEvaluationIsOffAgainstTheComputerByDefault(t *testing.T) {
	a := vsComputer(t, &fakeEngine{}, func(o *Options) { o.LiveDepth = liveDepth })
	now := a.now
	playKeys(t, a, "h8")
	waitComputer(t, a, &now)
	waitLive(t, a, nil)
	if v := a.View(); v.Live != nil || a.liveBusy() {
		t.Fatalf("live evaluation against the computer by default: %+v", v.Live)
	}
}

func TestLiveEvaluationFollowsTheReviewAndNeverShowsAStaleOne(t *testing.T) {
	const moves = "h8i9j8i8i7j9"
	a := reviewOf(t, engine.Freestyle, moves)
	pts, _ := engine.ParseMoves(moves, 15)
	at := func(n int) map[int]float64 {
		return evaluations(t, ai.Position{Size: 15, Rule: engine.Freestyle, Moves: pts[:n]})
	}
	end := at(len(pts))
	waitLive(t, a, func(v View) { checkShown(t, v, end) })
	if v := a.View(); v.Live == nil || v.Live.Depth != liveDepth {
		t.Fatalf("review: live %+v, want it on by default at depth %d", v.Live, liveDepth)
	}
	// Step back twice, quickly: whatever frame comes, it shows the
	// position on screen or nothing.
	for n := len(pts) - 1; n >= len(pts)-2; n-- {
		a.Apply(Intent{Kind: MoveCursor, DX: -1})
		want := at(n)
		checkShown(t, a.View(), want)
		waitLive(t, a, func(v View) { checkShown(t, v, want) })
		if v := a.View(); v.Live == nil || v.Live.Depth != liveDepth {
			t.Fatalf("after stepping to move %d: live %+v", n, v.Live)
		}
	}
	// E in the review hides it there (and keeps play as it was).
	a.Apply(Intent{Kind: ToggleLive})
	if v := a.View(); v.Live != nil || a.Settings().LiveEval != LiveOff {
		t.Errorf("E in review: live %+v, setting %q", v.Live, a.Settings().LiveEval)
	}
}

func TestLiveEvaluationFollowsUndo(t *testing.T) {
	a := vsComputer(t, &fakeEngine{}, func(o *Options) {
		o.LiveDepth = liveDepth
		o.Settings.LiveEval = LiveAlways
	})
	now := a.now
	playKeys(t, a, "h8")
	waitComputer(t, a, &now)
	playKeys(t, a, "h9")
	waitComputer(t, a, &now)
	waitLive(t, a, nil)
	if a.View().Live == nil {
		t.Fatal("no live evaluation with the setting on")
	}
	a.Apply(Intent{Kind: Undo}) // back to Black's turn after h8 i9
	want := evaluations(t, ai.Position{Size: 15, Rule: engine.Freestyle, Moves: a.Game().Moves()})
	if len(a.Game().Moves()) != 2 {
		t.Fatalf("undo left %v", a.Game().Moves())
	}
	checkShown(t, a.View(), want)
	waitLive(t, a, func(v View) { checkShown(t, v, want) })
	if v := a.View(); v.Live == nil || v.Live.Depth != liveDepth {
		t.Fatalf("after undo: live %+v", v.Live)
	}
}

func TestLiveSettingRowAndToggleOrder(t *testing.T) {
	for _, c := range []struct {
		from     LiveEval
		analysis bool
		want     LiveEval
	}{
		{LiveOff, false, LiveAlways}, {LiveInAnalysis, false, LiveAlways}, {LiveAlways, false, LiveInAnalysis},
		{LiveOff, true, LiveInAnalysis}, {LiveInAnalysis, true, LiveOff}, {LiveAlways, true, LiveOff},
	} {
		if got := c.from.toggled(c.analysis); got != c.want || got.shows(c.analysis) == c.from.shows(c.analysis) {
			t.Errorf("%q toggled (analysis %v) = %q, want %q", c.from, c.analysis, got, c.want)
		}
	}
	if _, err := DecodeSettings([]byte(`{"version":1,"live_eval":"sometimes"}`), 3); err == nil {
		t.Error("an unknown live_eval setting was accepted")
	}
	s, err := DecodeSettings([]byte(`{"version":1}`), 3)
	if err != nil || s.LiveEval != LiveInAnalysis || s.ThreatMarks {
		t.Errorf("an old settings file: %+v, %v", s, err)
	}
}

// threatsOf opens moves (Black first) in review under rule, with the
// threat marks on, and waits for the solver.
func threatsOf(t *testing.T, rule engine.Rule, moves string) View {
	t.Helper()
	rec := recordOf(t, moves)
	rec.Rule = rule
	a := liveApp(t, func(o *Options) {
		o.Open, o.AnalysisCache = rec, &analysis.Memory{}
		o.Settings.ThreatMarks, o.Settings.LiveEval = true, LiveOff
	})
	waitLive(t, a, nil)
	return a.View()
}

func markString(ms []ThreatMark) string {
	var s []string
	for _, m := range ms {
		x := "O"
		if m.Color == engine.Black {
			x = "X"
		}
		if m.Four {
			x += "4"
		} else {
			x += "3"
		}
		if m.Winning {
			x += "!"
		}
		s = append(s, x+m.Point.String())
	}
	return strings.Join(s, " ")
}

func TestThreatMarksAndTheSolversLine(t *testing.T) {
	cases := []struct {
		name  string
		rule  engine.Rule
		moves string
		marks string // in the order the engine lists them ("-": not checked)
		line  string // in the panel ("": no verdict at all, "-": not checked)
	}{
		{"nothing yet", engine.Freestyle, "h8i9", "", ""},
		// Black to move makes an open four, then five: two of Black's
		// own moves, as a player counts them (the solver's line stops at
		// the open four, which cannot be stopped).
		{"an open three for Black", engine.Freestyle, "h8a1i8a3j8a5", "X3g8 X3k8", "Black wins in 2 moves (VCF): g8 makes an open four"},
		// Black to move with a four: five at once.
		{"a four and the win it is", engine.Freestyle, "h8g8i8a1j8a3k8a5", "X4l8", "Black wins in 1 move (VCF): l8 makes five"},
		// White's four i9–l12 is stopped at m13 by Black; h8, its other
		// point, is a double three for Black (f8 g8, h6 h7): Black to
		// move cannot block, so the four is winning.
		{"renju four whose block is forbidden", engine.Renju, "f8i9g8j10h6k11h7l12m13a1", "O4!h8", "White wins: Black may not block at h8"},
		// Black may block there (with a double three, which may win:
		// the line is the solver's business).
		{"the same in freestyle", engine.Freestyle, "f8i9g8j10h6k11h7l12m13a1", "O4h8", "-"},
		// White to move has no win: the line says what Black threatens,
		// the open four and the five after it.
		{"Black's open three, White to move", engine.Freestyle, "h8a1i8a3j8", "X3g8 X3k8", "Black threatens VCF in 2"},
		// The first VCF puzzle of the shipped freestyle set (Black to
		// move wins by g5 i5 e5 d5 e3 e4 f4, and five next) after a
		// Black stone far off (o15): White to move is told of Black's
		// VCF, five of Black's moves.
		{"a VCF threatened", engine.Freestyle, "h8g6f9e8g9e9e10f10g11g8i9f7h5d9c10h9e6g7h10j8f12e13g4g10j7i6h6g12e11h7e7f8d10c9f5c8d8k4j5h3o15", "-", "Black threatens VCF in 5"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := threatsOf(t, c.rule, c.moves)
			if got := markString(v.Threats); c.marks != "-" && got != c.marks {
				t.Errorf("marks %q, want %q", got, c.marks)
			}
			text := lineTexts(v)
			if c.line == "-" {
				return
			}
			for _, k := range []string{"wins by", "may not block", "threatens"} {
				if c.line == "" && strings.Contains(text, k) {
					t.Errorf("panel says %q:\n%s", k, text)
				}
			}
			if c.line != "" && !strings.Contains(text, c.line) {
				t.Errorf("panel lacks %q:\n%s", c.line, text)
			}
		})
	}
}

// The live line counts a proved win as players do, the five included:
// Black's open three with Black to move is a win in 2 (the open four,
// then five), a four a win in 1.
func TestLiveWinCountsTheFive(t *testing.T) {
	for moves, want := range map[string]string{
		"h8a1i8a3j8a5":     "Black wins in 2 moves · live, depth",
		"h8g8i8a1j8a3k8a5": "Black wins in 1 move · live, depth",
	} {
		a := reviewOf(t, engine.Freestyle, moves)
		waitLive(t, a, nil)
		if v := a.View(); v.Live == nil || !strings.HasPrefix(v.Live.Text, want) {
			t.Errorf("%s: live %+v, want %q", moves, v.Live, want)
		}
	}
}

func TestThreatMarksOffByDefaultAndT(t *testing.T) {
	a := reviewOf(t, engine.Freestyle, "h8a1i8a3j8a5")
	waitLive(t, a, nil)
	if v := a.View(); len(v.Threats) != 0 {
		t.Fatalf("threat marks by default: %+v", v.Threats)
	}
	a.Apply(Intent{Kind: ToggleThreats})
	waitLive(t, a, nil)
	if v := a.View(); markString(v.Threats) != "X3g8 X3k8" || !a.Settings().ThreatMarks {
		t.Fatalf("after T: %q, setting %v", markString(v.Threats), a.Settings().ThreatMarks)
	}
	// Stepping back to before the three: its marks go with it at once.
	a.Apply(Intent{Kind: MoveCursor, DX: -1})
	a.Apply(Intent{Kind: MoveCursor, DX: -1})
	a.Update(a.now.Add(16 * time.Millisecond))
	if v := a.View(); len(v.Threats) != 0 {
		t.Errorf("marks of another position: %+v", v.Threats)
	}
}

// Settings → Analysis aids holds the three board aids, saved at once.
func TestAnalysisAidsPage(t *testing.T) {
	a := liveApp(t, nil)
	a.openSettings(a.play)
	st := a.scene.(*settingsScene)
	for i, it := range st.m.items {
		if it.id == rowAids {
			st.m.focus = i
		}
	}
	a.Apply(Intent{Kind: Place})
	v := a.View()
	if v.Menu == nil || v.Menu.Title != "Analysis aids" || len(v.Menu.Items) != 4 {
		t.Fatalf("the aids page: %+v", v.Menu)
	}
	a.TakeEffects()
	a.Apply(Intent{Kind: MoveCursor, DY: -1}) // down to Threat marks
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: MoveCursor, DY: -1}) // Live evaluation
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	if s := a.Settings(); !s.ThreatMarks || s.LiveEval != LiveAlways || !s.ForbiddenMarks {
		t.Errorf("after the aids page: %+v", s)
	}
	if len(a.TakeEffects()) == 0 {
		t.Error("nothing saved")
	}
	a.Apply(Intent{Kind: Back})
	if _, ok := a.scene.(*settingsScene); !ok {
		t.Errorf("Back from the aids page went to %v", a.Screen())
	}
}

// In the board editor the evaluation is on by default, for positions the
// editor's check accepts only.
func TestLiveEvaluationInTheEditor(t *testing.T) {
	a := liveApp(t, nil)
	a.openEditor(a.play)
	a.Apply(Intent{Kind: Place}) // a black stone on the centre, Black to move: counts wrong
	waitLive(t, a, nil)
	if v := a.View(); v.Live != nil {
		t.Fatalf("evaluated a position the editor refuses: %+v", v.Live)
	}
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: Place})
	a.Apply(Intent{Kind: Place}) // white beside it
	e := a.scene.(*editorScene)
	want := evaluations(t, e.position())
	waitLive(t, a, func(v View) { checkShown(t, v, want) })
	if v := a.View(); v.Live == nil || len(v.Live.PV) == 0 || v.Live.PV[0].Color != engine.Black {
		t.Fatalf("editor: live %+v", v.Live)
	}
}

// While the whole game is analysed the live evaluation holds, so the two
// searches do not share the cores: its job is stopped, its last depth
// stays on screen, and it goes on from the next depth afterwards.
func TestLiveEvaluationHoldsWhileTheGameIsAnalysed(t *testing.T) {
	const moves = "h8f8e8g9g5f9f7e9d9g6d10d8" // a quiet middle game, no proof near
	rec := recordOf(t, moves)
	a := newApp(t, func(o *Options) {
		o.Open, o.AnalysisCache = rec, &analysis.Memory{}
		o.LiveDepth = 12     // deep enough to be still searching below
		o.AnalysisDepth = 12 // slow enough to be still running below
	})
	now := a.now
	frame := func() {
		now = now.Add(16 * time.Millisecond)
		a.Update(now)
	}
	for deadline := time.Now().Add(time.Minute); a.live.res == nil; time.Sleep(time.Millisecond) {
		if frame(); time.Now().After(deadline) {
			t.Fatal("no live depth before the analysis")
		}
	}
	if a.live.job == nil {
		t.Fatal("the live evaluation stopped by itself before the analysis: nothing to hold")
	}
	a.Apply(Intent{Kind: Analyse})
	frame()
	if !a.analysing() {
		t.Fatal("the analysis is not running")
	}
	// The held job returns within milliseconds; none starts again.
	for deadline := time.Now().Add(time.Minute); a.live.job != nil; time.Sleep(time.Millisecond) {
		if frame(); time.Now().After(deadline) {
			t.Fatal("the live evaluation went on during the analysis")
		}
	}
	held := a.live.res
	for i := 0; i < 20; i++ {
		frame()
		time.Sleep(time.Millisecond)
		if a.live.job != nil || !a.analysing() {
			t.Fatalf("frame %d: live job %v, analysing %v", i, a.live.job != nil, a.analysing())
		}
	}
	if v := a.View(); v.Live == nil || v.Live.Depth != held.depth {
		t.Fatalf("while held the panel shows %+v, want depth %d", v.Live, held.depth)
	}
	a.Apply(Intent{Kind: Analyse}) // stop it
	for deadline := time.Now().Add(time.Minute); a.analysing(); time.Sleep(time.Millisecond) {
		if frame(); time.Now().After(deadline) {
			t.Fatal("the analysis did not stop")
		}
	}
	frame()
	if a.live.job == nil {
		t.Fatal("the live evaluation did not go on after the analysis")
	}
	for deadline := time.Now().Add(time.Minute); a.live.res == held; time.Sleep(time.Millisecond) {
		if frame(); time.Now().After(deadline) {
			t.Fatal("no new depth after the analysis")
		}
	}
	if a.live.res.depth != held.depth+1 {
		t.Errorf("after the analysis depth %d came, want %d (on from where it was)", a.live.res.depth, held.depth+1)
	}
	a.Apply(Intent{Kind: Back})
	a.cancelLive()
}

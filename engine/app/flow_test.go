package app

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"gomoku/engine"
	"gomoku/engine/sound"
	"gomoku/engine/store"
)

// fakeEngine answers with the first empty point of a fixed list, after an
// optional gate, so tests control when the computer's move arrives.
type fakeEngine struct {
	gate  chan struct{}
	calls int
}

func (f *fakeEngine) Think(ctx context.Context, req ThinkRequest) (engine.Point, error) {
	f.calls++
	if f.gate != nil {
		select {
		case <-f.gate:
		case <-ctx.Done():
			return engine.Point{}, ctx.Err()
		}
	}
	g, err := engine.Replay(req.Config, req.History)
	if err != nil {
		return engine.Point{}, err
	}
	for _, s := range []string{"i9", "j10", "g7", "k11", "f6", "a1", "a2", "a3", "a4", "a5", "a6"} {
		p, _ := engine.ParsePoint(s, req.Config.Size)
		if g.At(p) == engine.Empty && g.Check(p) == nil {
			return p, nil
		}
	}
	return engine.Point{}, errors.New("no move")
}

func vsComputer(t *testing.T, e *fakeEngine, mod func(*Options)) *App {
	return newApp(t, func(o *Options) {
		o.Computer = e
		o.Levels = []string{"Beginner", "Casual", "Master"}
		o.LevelTimes = []time.Duration{100 * time.Millisecond, 200 * time.Millisecond, time.Second}
		o.Settings.Setup.Mode = ModeVsComputer
		if mod != nil {
			mod(o)
		}
	})
}

// waitComputer runs frames until the computer has answered.
func waitComputer(t *testing.T, a *App, now *time.Time) {
	t.Helper()
	for i := 0; i < 500; i++ {
		*now = now.Add(16 * time.Millisecond)
		a.Update(*now)
		if a.think == nil && !a.computerToAct() {
			return
		}
		time.Sleep(time.Millisecond)
	}
	t.Fatal("the computer never moved")
}

// playAgainst plays each of the person's moves with the keys and waits for
// the computer's answer to it.
func playAgainst(t *testing.T, a *App, now *time.Time, moves ...string) {
	t.Helper()
	for _, m := range moves {
		playKeys(t, a, m)
		waitComputer(t, a, now)
	}
}

// resignByMenu resigns through the menu and answers the question.
func resignByMenu(t *testing.T, a *App) {
	t.Helper()
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowResign)
	a.Apply(Intent{Kind: Place})
	answerYes(t, a)
}

func TestComputerAnswersWithoutBlockingAndCanBeCancelled(t *testing.T) {
	e := &fakeEngine{gate: make(chan struct{})}
	a := vsComputer(t, e, nil)
	now := t0
	playKeys(t, a, "h8")
	a.Update(now)
	if !a.Thinking() || !strings.Contains(lineTexts(a.View()), "thinking") {
		t.Fatal("no thinking indicator while the computer searches")
	}
	if d, ok := a.NextWake(); !ok || d > 20*time.Millisecond {
		t.Fatalf("the loop must poll every frame while thinking, wake %v %v", d, ok)
	}
	// The player cannot place for the computer.
	keyTo(a, engine.Point{X: 0, Y: 0})
	a.Apply(Intent{Kind: Place})
	if a.Game().MoveCount() != 1 {
		t.Fatal("a person placed a stone on the computer's turn")
	}
	close(e.gate)
	waitComputer(t, a, &now)
	if a.Game().MoveCount() != 2 || a.Game().At(engine.Point{X: 8, Y: 8}) != engine.White {
		t.Fatalf("computer's move not played: %d moves", a.Game().MoveCount())
	}
	// Restart cancels a search in progress at once.
	e.gate = make(chan struct{})
	playKeys(t, a, "h9")
	a.Update(now)
	if !a.Thinking() {
		t.Fatal("not thinking")
	}
	a.Apply(Intent{Kind: Restart})
	answerYes(t, a)
	if a.Thinking() || a.Game().MoveCount() != 0 {
		t.Fatal("restart did not cancel the search")
	}
}

func TestUndoAgainstComputerGoesBackToPlayersTurnAndRedo(t *testing.T) {
	e := &fakeEngine{}
	a := vsComputer(t, e, nil)
	now := t0
	playAgainst(t, a, &now, "h8", "h9")
	if a.Game().MoveCount() != 4 {
		t.Fatalf("%d moves", a.Game().MoveCount())
	}
	a.Apply(Intent{Kind: Undo})
	if a.Game().MoveCount() != 2 || a.Game().ToMove() != engine.Black {
		t.Fatalf("undo left %d moves, %v to move; want 2, black", a.Game().MoveCount(), a.Game().ToMove())
	}
	a.Apply(Intent{Kind: Redo})
	if a.Game().MoveCount() != 4 {
		t.Fatalf("redo gave %d moves, want 4", a.Game().MoveCount())
	}
	a.Apply(Intent{Kind: Undo})
	playKeys(t, a, "a15") // a new move clears the redo list
	a.Apply(Intent{Kind: Redo})
	if got := engine.FormatMoves(a.Game().Moves()); got != "h8i9a15" {
		t.Fatalf("moves %s after a new move and redo", got)
	}
}

func TestTwoPlayerUndoNeedsConsent(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9")
	a.Apply(Intent{Kind: Undo})
	v := a.View()
	if v.Menu == nil || !strings.Contains(v.Menu.Title, "White asks to take back") {
		t.Fatalf("no consent prompt: %+v", v.Menu)
	}
	a.Apply(Intent{Kind: Place}) // focus starts on No
	if a.Game().MoveCount() != 2 {
		t.Fatal("take-back happened without consent")
	}
	a.Apply(Intent{Kind: Undo})
	a.Apply(Intent{Kind: MoveCursor, DY: 1}) // up to Yes
	a.Apply(Intent{Kind: Place})
	if a.Game().MoveCount() != 1 || a.Game().ToMove() != engine.White {
		t.Fatal("agreed take-back did not undo one move")
	}
}

func TestResignNeedsConfirmationAndCountsAsLoss(t *testing.T) {
	e := &fakeEngine{}
	a := vsComputer(t, e, nil)
	now := t0
	playKeys(t, a, "h8")
	waitComputer(t, a, &now)
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowResign)
	a.Apply(Intent{Kind: Place})
	if a.Game().Over() {
		t.Fatal("resigned without confirmation")
	}
	a.Apply(Intent{Kind: MoveCursor, DY: 1})
	a.Apply(Intent{Kind: Place})
	r := a.Game().Result()
	if r.Reason != engine.ReasonResign || r.Winner != engine.White {
		t.Fatalf("result %+v", r)
	}
	if !strings.Contains(lineTexts(a.View()), "You resigned — the computer wins") {
		t.Fatal("resignation not announced")
	}
	rec := a.Scores().Levels["Casual"]
	if rec == nil || rec.Lost != 1 {
		t.Fatalf("loss not recorded against the level: %+v", a.Scores().Levels)
	}
	if sc := a.Scores(); func() bool { _, ok := sc.BestFor(a.Kind()); return ok }() {
		t.Fatal("a resignation must not count as a best result")
	}
}

func TestClockRunsOutAndMenuPausesIt(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Clock = ClockMove30 })
	now := t0
	step := func(d time.Duration) {
		now = now.Add(d)
		a.Update(now)
	}
	step(0)
	playKeys(t, a, "h8i9") // each side's first move is untimed
	step(20 * time.Second)
	a.Apply(Intent{Kind: Menu})
	step(5 * time.Minute) // paused while the menu is open
	a.Apply(Intent{Kind: Back})
	step(9 * time.Second)
	if a.Game().Over() {
		t.Fatal("the menu did not pause the clock")
	}
	if !strings.Contains(lineTexts(a.View()), "Black 0:01.0") {
		t.Fatalf("clock display:\n%s", lineTexts(a.View()))
	}
	step(2 * time.Second)
	r := a.Game().Result()
	if r.Reason != engine.ReasonTimeout || r.Winner != engine.White {
		t.Fatalf("Black's time ran out but result is %+v", r)
	}
	if !strings.Contains(lineTexts(a.View()), "Black ran out of time") {
		t.Fatal("time-out not announced")
	}
}

func TestPerMoveClockRestartsEachTurn(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Clock = ClockMove30 })
	now := t0
	a.Update(now)
	for _, m := range []string{"h8", "i9", "h9", "i8"} {
		now = now.Add(25 * time.Second)
		a.Update(now)
		playKeys(t, a, m)
		a.Update(now)
	}
	if a.Game().Over() {
		t.Fatal("25 s per move must never run out a 30 s per-move clock")
	}
}

func TestGameClockKeepsRemainingTime(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Clock = ClockGame5 })
	now := t0
	a.Update(now)
	for i, m := range []string{"h8", "i9", "h9", "i8"} {
		now = now.Add(time.Duration(10*(i+1)) * time.Second)
		a.Update(now)
		playKeys(t, a, m)
		a.Update(now)
	}
	// Each side's first move is free; then Black used 30 s, White 40 s.
	txt := lineTexts(a.View())
	if !strings.Contains(txt, "Black 4:30") || !strings.Contains(txt, "White 4:20") {
		t.Fatalf("game clocks:\n%s", txt)
	}
}

func TestGameMenuRestartAndQuit(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8")
	a.Apply(Intent{Kind: Menu})
	v := a.View()
	if v.Menu == nil || v.Menu.Items[0].Label != "Resume" || !v.Menu.Items[0].Focused {
		t.Fatalf("menu %+v", v.Menu)
	}
	shownMenu(a).focusID(rowRestart)
	a.Apply(Intent{Kind: Place})
	answerYes(t, a)
	if a.Game().MoveCount() != 0 || a.View().Menu != nil {
		t.Fatal("Restart from the menu did not restart and close it")
	}
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowQuit)
	a.Apply(Intent{Kind: Place})
	quit := false
	for _, e := range a.TakeEffects() {
		quit = quit || e.Kind == EffectQuit
	}
	if !quit {
		t.Fatal("Quit from the menu did not quit")
	}
}

func TestNewGameIsTwoPressesFromGameOver(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	// Game-over buttons: Tab in, arrow to "New game", press; Start is
	// focused.
	a.Apply(Intent{Kind: FocusPanel})
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenNewGame {
		t.Fatalf("screen %v", a.Screen())
	}
	// Change the rule to Renju and the size to 19, then Start.
	shownMenu(a).focusID(rowRule)
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	shownMenu(a).focusID(rowSize)
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	shownMenu(a).focusID(rowStart)
	a.Apply(Intent{Kind: Place})
	cfg := a.Game().Config()
	if a.Screen() != ScreenPlay || cfg.Rule != engine.Renju || cfg.Size != 19 || a.Game().MoveCount() != 0 {
		t.Fatalf("new game %+v on screen %v", cfg, a.Screen())
	}
	if !strings.Contains(lineTexts(a.View()), "Renju · 19×19") {
		t.Fatal("rule in force not shown")
	}
	var saved bool
	for _, e := range a.TakeEffects() {
		if e.Kind == EffectSave && filepath.Base(e.Path) == SettingsFile {
			s, err := DecodeSettings(e.Data, 0)
			saved = err == nil && s.Setup.Game.Rule == engine.Renju && s.Setup.Game.Size == 19
		}
	}
	if !saved {
		t.Fatal("the new-game choices were not remembered")
	}
}

func TestSettingsApplyAtOnceAndRoundTrip(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowSettings)
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenSettings {
		t.Fatal("settings screen not shown")
	}
	shownMenu(a).focusID(rowMoveNumbers)
	a.Apply(Intent{Kind: Place}) // Off → On
	shownMenu(a).focusID(rowTheme)
	a.Apply(Intent{Kind: MoveCursor, DX: -1}) // wraps to the last theme
	shownMenu(a).focusID(rowFullscreen)
	a.Apply(Intent{Kind: MoveCursor, DX: 1})
	var settingsData []byte
	var full bool
	for _, e := range a.TakeEffects() {
		if e.Kind == EffectSave && filepath.Base(e.Path) == SettingsFile {
			settingsData = e.Data
		}
		full = full || (e.Kind == EffectFullscreen && e.On)
	}
	if !full {
		t.Fatal("full screen setting did not reach the platform")
	}
	s, err := DecodeSettings(settingsData, 0)
	if err != nil {
		t.Fatal(err)
	}
	if !s.MoveNumbers || s.Theme != ThemeColourBlind || !s.Fullscreen {
		t.Fatalf("settings round trip %+v", s)
	}
	a.Apply(Intent{Kind: Back})
	if a.Screen() != ScreenPlay || !a.View().MoveNumbers || a.View().Theme != ThemeColourBlind {
		t.Fatal("settings not in effect on the board")
	}
}

func TestDecodeSettingsRejectsNonsenseAndFillsDefaults(t *testing.T) {
	if _, err := DecodeSettings([]byte(`{"version":1,"volume":99}`), 0); err == nil {
		t.Fatal("volume 99 accepted")
	}
	if _, err := DecodeSettings([]byte(`{"version":1,"theme":"neon"}`), 0); err == nil {
		t.Fatal("unknown theme accepted")
	}
	s, err := DecodeSettings([]byte(`{"version":1,"mute":true}`), 0)
	if err != nil || !s.Mute || !s.Coordinates || s.Setup.Game.Size != 15 {
		t.Fatalf("partial file: %+v %v", s, err)
	}
}

func TestAutosaveRestoresExactly(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Clock = ClockGame5 })
	now := t0
	a.Update(now)
	playKeys(t, a, "h8i9")
	now = now.Add(7 * time.Second)
	a.Update(now)
	playKeys(t, a, "j10")
	keyTo(a, engine.Point{X: 2, Y: 3})
	a.Apply(Intent{Kind: Undo})
	a.Apply(Intent{Kind: MoveCursor, DY: 1})
	a.Apply(Intent{Kind: Place}) // White agrees
	s := lastAutosave(t, a)      // rif_test.go
	b := newApp(t, func(o *Options) { o.Resume = &s })
	if b.Game().Board() != a.Game().Board() || b.Game().ToMove() != a.Game().ToMove() || b.Cursor() != a.Cursor() {
		t.Fatal("restored game differs")
	}
	if b.clock.left != a.clock.left {
		t.Fatalf("clocks %v, want %v", b.clock.left, a.clock.left)
	}
	b.Apply(Intent{Kind: Redo})
	if b.Game().MoveCount() != 3 {
		t.Fatal("redo list not restored")
	}
}

func TestBootSetsDamagedFilesAsideAndStarts(t *testing.T) {
	dir := t.TempDir()
	for name, content := range map[string]string{
		AutosaveFile:   `{"version":1,"setup":{"game":{"Size":15,"Rule":"freestyle"}},"moves":"h8h8"}`,
		SettingsFile:   `{not json`,
		store.BestFile: `{"version":1,"best":{"k":5}}`,
	} {
		os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644)
	}
	b := LoadBoot(dir, t0, 3)
	if b.Resume != nil || len(b.Problems) != 2 {
		t.Fatalf("boot %+v", b)
	}
	if best, _ := b.Scores.BestFor("k"); best != 5 {
		t.Fatal("good best.json not loaded")
	}
	entries, _ := os.ReadDir(dir)
	var aside int
	for _, e := range entries {
		if strings.Contains(e.Name(), ".corrupt-") {
			aside++
		}
	}
	if aside != 2 {
		t.Fatalf("%d files set aside, want 2: %v", aside, entries)
	}
	a := newApp(t, func(o *Options) { o.Settings = b.Settings; o.Problems = b.Problems })
	// Each notice says what the damage means for the player, not "the
	// defaults are used".
	for _, want := range []string{
		"Your settings could not be read (the file is damaged), so the standard settings are in use; the damaged file is kept as settings.json.corrupt-",
		"Your last game could not be restored: its save was damaged. A new game has started; the damaged save is kept as autosave.json.corrupt-",
	} {
		if said := spoken(a.View()); a.Game().MoveCount() != 0 || !strings.Contains(said, want) {
			t.Fatalf("game did not start fresh with the notice %q:\n%s", want, said)
		}
		a.Apply(Intent{Kind: Back}) // the next notice
	}
}

func TestForbiddenPointsShownAndRefusedUnderRenju(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Rule = engine.Renju })
	playKeys(t, a, "h9a1g8a3i8a5h7a7")
	v := a.View()
	found := false
	for _, m := range v.Forbidden {
		found = found || (m.Point.String() == "h8" && m.Label == "double-three")
	}
	if !found {
		t.Fatalf("h8 not marked forbidden: %+v", v.Forbidden)
	}
	keyTo(a, engine.Point{X: 7, Y: 7})
	a.Apply(Intent{Kind: Place})
	if a.Game().MoveCount() != 8 || a.Game().ToMove() != engine.Black {
		t.Fatal("a forbidden point was played")
	}
	if !strings.Contains(a.View().Toast, "double-three") {
		t.Fatalf("no reason given: %q", a.View().Toast)
	}
	playKeys(t, a, "o15")
	if len(a.View().Forbidden) != 0 {
		t.Fatal("forbidden marks shown on White's turn")
	}
}

func TestSwap2ChoicesThroughPrompts(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Opening = engine.OpeningSwap2 })
	playKeys(t, a, "h8i9j10")
	v := a.View()
	if v.Menu == nil || len(v.Menu.Items) != 3 {
		t.Fatalf("no Swap2 prompt: %+v", v.Menu)
	}
	a.Apply(Intent{Kind: Back}) // a choice cannot be dismissed
	if a.View().Menu == nil {
		t.Fatal("Back dismissed an opening choice")
	}
	shownMenu(a).focusArg(rowChoice, int(engine.ChoosePlaceTwo))
	a.Apply(Intent{Kind: Place})
	playKeys(t, a, "k11g7")
	if m := a.View().Menu; m == nil || len(m.Items) != 2 {
		t.Fatalf("no colour prompt after two more stones: %+v", m)
	}
	a.Apply(Intent{Kind: Place}) // first option
	if a.View().Menu != nil || a.Game().Turn().Phase != engine.PhasePlay {
		t.Fatal("play did not go on after the choice")
	}
}

func TestProOpeningShowsTheZone(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Opening = engine.OpeningPro })
	playKeys(t, a, "h8i9")
	v := a.View()
	if !v.ShowZone || v.Zone.Radius != 2 || v.Zone.Center.String() != "h8" {
		t.Fatalf("zone %+v %v", v.Zone, v.ShowZone)
	}
	playKeys(t, a, "i8")
	if a.Game().MoveCount() != 2 || !strings.Contains(a.View().Toast, "") {
		t.Fatal("a stone inside the Pro zone was accepted")
	}
	playKeys(t, a, "k11")
	if a.Game().MoveCount() != 3 || a.View().ShowZone {
		t.Fatal("a stone outside the zone was refused, or the zone stayed")
	}
}

func TestConfirmPlacementNeedsTwoPresses(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.ConfirmPlacement = true })
	a.Apply(Intent{Kind: Place})
	if a.Game().MoveCount() != 0 || !a.View().ShowPending {
		t.Fatal("first press must only select")
	}
	a.Apply(Intent{Kind: Place})
	if a.Game().MoveCount() != 1 {
		t.Fatal("second press must place")
	}
}

func TestTwoControllersOwnTheirColours(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: DeviceAdded, Device: 1, Name: "Pad A", Family: "xbox"})
	a.Apply(Intent{Kind: DeviceAdded, Device: 2, Name: "Pad B", Family: "playstation"})
	if !strings.Contains(a.View().Toast, "Pad A plays Black · Pad B plays White") {
		t.Fatalf("no toast saying who plays what: %q", a.View().Toast)
	}
	a.Apply(Intent{Kind: Place, Device: 2})
	if a.Game().MoveCount() != 0 {
		t.Fatal("White's pad placed Black's stone")
	}
	a.Apply(Intent{Kind: Place, Device: 1})
	a.Apply(Intent{Kind: MoveCursor, DX: 1, Device: 2})
	a.Apply(Intent{Kind: Place, Device: 2})
	if a.Game().MoveCount() != 2 {
		t.Fatal("each pad must play its own colour")
	}
	a.Apply(Intent{Kind: DeviceRemoved, Device: 2})
	a.Apply(Intent{Kind: MoveCursor, DX: 1, Device: 1})
	a.Apply(Intent{Kind: Place, Device: 1})
	if a.Game().MoveCount() != 3 {
		t.Fatal("with one pad left it must drive whoever is to move")
	}
}

func TestReviewStepsAndContinues(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8a1i8a2j8a3k8a4l8")
	a.Apply(Intent{Kind: FocusPanel})
	a.Apply(Intent{Kind: MoveCursor, DX: 1}) // Review moves
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenReview {
		t.Fatalf("screen %v", a.Screen())
	}
	for i := 0; i < 5; i++ {
		a.Apply(Intent{Kind: MoveCursor, DX: -1})
	}
	v := a.View()
	if len(v.Order) != 4 || !v.MoveNumbers || v.Board.Count(engine.Black) != 2 {
		t.Fatalf("review shows %d stones", len(v.Order))
	}
	a.Apply(Intent{Kind: PlayOn}) // play on from here (P)
	if a.Screen() != ScreenPlay || a.Game().MoveCount() != 4 || a.Game().Over() {
		t.Fatal("continue from review did not start a game from that position")
	}
}

func TestTitleScreenContinues(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8")
	a.Apply(Intent{Kind: Menu})
	shownMenu(a).focusID(rowTitle)
	a.Apply(Intent{Kind: Place})
	if a.Screen() != ScreenTitle || a.View().Menu == nil {
		t.Fatal("no title screen")
	}
	a.Apply(Intent{Kind: Place}) // Continue game is focused
	if a.Screen() != ScreenPlay || a.Game().MoveCount() != 1 {
		t.Fatal("Continue did not return to the game")
	}
}

func TestControllerPromptsFollowTheFamily(t *testing.T) {
	a := newApp(t, nil)
	if !strings.Contains(lineTexts(a.View()), "Space/Enter") {
		t.Fatal("keyboard hints expected without a controller")
	}
	a.Apply(Intent{Kind: DeviceAdded, Device: 3, Name: "DualSense", Family: FamilyPlayStation})
	txt := lineTexts(a.View())
	if !strings.Contains(txt, "Cross place") || !strings.Contains(txt, "Options menu") {
		t.Fatalf("PlayStation prompts expected:\n%s", txt)
	}
	a.Apply(Intent{Kind: DeviceRemoved, Device: 3})
	if !strings.Contains(lineTexts(a.View()), "Space/Enter") {
		t.Fatal("keyboard hints must come back when the pad leaves")
	}
}

func TestClockWarnsInTheLastTenSeconds(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Clock = ClockMove30 })
	now := t0
	a.Update(now)
	playKeys(t, a, "h8i9") // the clocks start after each side's first move
	a.Update(now)
	a.TakeEffects()
	warned := func() bool {
		for _, e := range a.TakeEffects() {
			if e.Kind == EffectCue && e.Cue == sound.TimeoutWarning {
				return true
			}
		}
		return false
	}
	now = now.Add(15 * time.Second)
	a.Update(now)
	if warned() {
		t.Fatal("warned with 15 s left")
	}
	now = now.Add(6 * time.Second)
	a.Update(now)
	if !warned() {
		t.Fatal("no warning with 9 s left")
	}
	now = now.Add(time.Second)
	a.Update(now)
	if warned() {
		t.Fatal("the warning repeats")
	}
}

func TestNewGameIsTwoPressesFromAnywhere(t *testing.T) {
	a := newApp(t, nil)
	playKeys(t, a, "h8i9")
	a.Apply(Intent{Kind: NewGame})
	shownMenu(a).focusID(rowRule)
	a.Apply(Intent{Kind: MoveCursor, DX: 1}) // another kind: Standard
	shownMenu(a).focusID(rowStart)
	a.Apply(Intent{Kind: Place})
	answerYes(t, a) // the game of two moves is replaced only when the player says so
	if a.Screen() != ScreenPlay || a.Game().Config().Rule != engine.Standard || a.Game().MoveCount() != 0 {
		t.Fatal("N then Start did not begin a new game")
	}
	a.Apply(Intent{Kind: NewGame})
	a.Apply(Intent{Kind: Place}) // Start has the focus: the same kind again
	if a.Screen() != ScreenPlay || a.Game().Config().Rule != engine.Standard {
		t.Fatal("N, Enter must start the same kind of game")
	}
}

// TestEveryStoredFileDamagedOrPartial writes each file the game keeps in a
// damaged or half-written form: each is set aside and reported, the others
// still load, and the game starts.
func TestEveryStoredFileDamagedOrPartial(t *testing.T) {
	good := map[string]string{
		SettingsFile:   `{"version":1,"mute":true}`,
		store.BestFile: `{"version":1,"best":{"k":7}}`,
		AutosaveFile:   `{"version":1,"setup":{"mode":"two-player","game":{"Size":15,"Rule":"freestyle","Opening":"none"},"clock":"off"},"starter":1,"moves":"h8i9"}`,
	}
	bad := map[string]func(string) string{
		"empty":     func(string) string { return "" },
		"truncated": func(s string) string { return s[:len(s)/2] },
		"not JSON":  func(string) string { return "\x00\x01garbage" },
		"wrong shape": func(string) string {
			return `{"version":1,"best":{"k":-1},"volume":99,"moves":"z99"}`
		},
	}
	for file := range good {
		for how, damage := range bad {
			t.Run(file+"/"+how, func(t *testing.T) {
				dir := t.TempDir()
				for name, content := range good {
					if name == file {
						content = damage(content)
					}
					os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644)
				}
				b := LoadBoot(dir, t0, 3)
				if len(b.Problems) != 1 || b.Problems[0].File != file {
					t.Fatalf("problems %v", b.Problems)
				}
				if file != SettingsFile && !b.Settings.Mute {
					t.Fatal("good settings not loaded")
				}
				if file != store.BestFile {
					if best, _ := b.Scores.BestFor("k"); best != 7 {
						t.Fatal("good best results not loaded")
					}
				}
				if file != AutosaveFile && b.Resume == nil {
					t.Fatal("good autosave not loaded")
				}
				matches, _ := filepath.Glob(filepath.Join(dir, file+".corrupt-*"))
				if len(matches) != 1 {
					t.Fatalf("damaged %s not set aside: %v", file, matches)
				}
				a := newApp(t, func(o *Options) {
					o.Settings, o.Scores, o.Resume, o.Problems = b.Settings, b.Scores, b.Resume, b.Problems
				})
				if !strings.Contains(lineTexts(a.View()), file) {
					t.Fatal("the problem is not shown in the window")
				}
			})
		}
	}
}

// analystEngine is fakeEngine that also evaluates: it reports a fixed
// evaluation for the side to move.
type analystEngine struct {
	fakeEngine
	eval Evaluation
}

func (e *analystEngine) Analyze(ctx context.Context, req ThinkRequest) (engine.Point, Evaluation, error) {
	p, err := e.Think(ctx, req)
	return p, e.eval, err
}

func TestHintSaysWhoStandsBetter(t *testing.T) {
	cases := []struct {
		eval Evaluation
		want string
	}{
		{Evaluation{Score: 20}, "Hint: i9 · about even"},
		{Evaluation{Score: 450}, "Hint: i9 · Black is better"},
		{Evaluation{Score: -450}, "Hint: i9 · White is better"},
		{Evaluation{Mate: 3}, "Hint: i9 · Black wins in 3 moves"},
		{Evaluation{Mate: -1}, "Hint: i9 · White wins in 1 move"},
	}
	for _, c := range cases {
		e := &analystEngine{eval: c.eval}
		a := newApp(t, func(o *Options) {
			o.Computer = e
			o.Levels = []string{"A", "B"}
		})
		playKeys(t, a, "h8a1") // Black to move
		now := t0
		a.Apply(Intent{Kind: Hint})
		for i := 0; i < 200 && !a.View().ShowHint; i++ {
			now = now.Add(16 * time.Millisecond)
			a.Update(now)
			time.Sleep(time.Millisecond)
		}
		if v := a.View(); !v.ShowHint || v.Hint.String() != "i9" || v.Toast != c.want {
			t.Errorf("eval %+v: hint %v %v toast %q, want %q", c.eval, v.Hint, v.ShowHint, v.Toast, c.want)
		}
	}
}

func TestPlacementRippleFollowsTheAnimationsSetting(t *testing.T) {
	for _, on := range []bool{true, false} {
		a := newApp(t, func(o *Options) { o.Settings.Animations = on })
		a.Update(t0)
		playKeys(t, a, "h8")
		v := a.View()
		if v.ShowRipple != on {
			t.Fatalf("animations %v: ripple %v", on, v.ShowRipple)
		}
		if !on {
			continue
		}
		if d, ok := a.NextWake(); !ok || d > 20*time.Millisecond {
			t.Fatal("a running animation must wake the loop every frame")
		}
		a.Update(t0.Add(rippleTime))
		if a.View().ShowRipple {
			t.Fatal("the ripple outlives its time")
		}
		if _, ok := a.NextWake(); ok {
			t.Fatal("nothing should be scheduled once the ripple is over")
		}
	}
}

func TestMenuFooterNamesTheControllersButtons(t *testing.T) {
	a := newApp(t, nil)
	a.Apply(Intent{Kind: DeviceAdded, Device: 1, Name: "Pro Controller", Family: FamilyNintendo})
	a.Apply(Intent{Kind: Menu})
	if f := a.View().Menu.Footer; f != "+Control Pad choose · B select · A back" {
		t.Fatalf("footer %q", f)
	}
}

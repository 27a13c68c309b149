package app

import (
	"context"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"gomoku/engine"
)

func soosorvApp(t *testing.T) *App {
	return newApp(t, func(o *Options) {
		o.Settings.Setup.Game.Rule = engine.Renju
		o.Settings.Setup.Game.Opening = engine.OpeningSoosorv8
	})
}

// promptText lists the shown prompt's title and rows.
func promptText(a *App) string {
	v := a.View()
	if v.Menu == nil {
		return ""
	}
	s := []string{v.Menu.Title}
	for _, it := range v.Menu.Items {
		s = append(s, it.Label+" "+it.Value)
	}
	return strings.Join(s, " | ")
}

func wantIn(t *testing.T, what, got string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(got, w) {
			t.Fatalf("%s: %q lacks %q", what, got, w)
		}
	}
}

// A whole Soosõrv-8 opening between two people at one keyboard: every
// step is a prompt or a panel line that names the player, the colour held
// for now and what is asked; illegal stones and offers are refused with
// the reason; offers show on the board and White keeps one by pressing it.
func TestSoosorv8ThroughPromptsAndTheBoard(t *testing.T) {
	a := soosorvApp(t)
	wantIn(t, "start", lineTexts(a.View()), "Player 1: Black for now · Player 2: White for now")
	playKeys(t, a, "h8i9")
	if v := a.View(); !v.ShowZone || !v.Zone.Inside || v.Zone.Radius != 2 {
		t.Fatalf("the 5×5 for the third stone is not framed: %+v", v.Zone)
	}
	playKeys(t, a, "l12")
	wantIn(t, "third stone outside the 5×5", a.View().Toast, "26 openings")
	playKeys(t, a, "j8")
	wantIn(t, "1st swap", promptText(a), "Player 2: swap colours?", "Swap: play Black", "Keep White")
	wantIn(t, "subtitle", a.View().Menu.Subtitle, "White for now · Kōsei (3I)")
	if it := shownMenu(a).focused(); it.arg != int(engine.ChooseStay) {
		t.Fatal("the swap prompt must start on keeping the colour")
	}
	a.Apply(Intent{Kind: Back})
	if a.View().Menu == nil {
		t.Fatal("Back dismissed a swap")
	}
	shownMenu(a).focusArg(rowChoice, int(engine.ChooseSwap))
	a.Apply(Intent{Kind: Place})
	wantIn(t, "after the swap", a.View().Toast, "Player 2 swaps and plays Black")
	wantIn(t, "panel", lineTexts(a.View()), "Player 1: White for now · Player 2: Black for now", "Kōsei (3I)")

	playKeys(t, a, "k5") // White (player 1) anywhere
	wantIn(t, "N", promptText(a), "Player 1: how many 5th moves must Black offer?", "2 offers", "Declare")
	a.Apply(Intent{Kind: MoveCursor, DY: 1}) // up to the number
	a.Apply(Intent{Kind: MoveCursor, DX: 1}) // 3 offers
	a.Apply(Intent{Kind: MoveCursor, DY: -1})
	a.Apply(Intent{Kind: Place})
	if a.Game().Declared() != 3 {
		t.Fatalf("declared %d, want 3", a.Game().Declared())
	}
	wantIn(t, "2nd swap", promptText(a), "Player 2: swap colours?", "Swap: play White", "Keep Black")
	wantIn(t, "2nd swap subtitle", a.View().Menu.Subtitle, "Black for now")
	a.Apply(Intent{Kind: Place}) // keep
	wantIn(t, "offers", lineTexts(a.View()), "Black: place 3 more 5th-move offers")

	playKeys(t, a, "g7")
	playKeys(t, a, "g7")
	wantIn(t, "repeated offer", a.View().Toast, "g7 is already offered")
	playKeys(t, a, "g10j7")
	if g := a.View().Ghosts; len(g) != 3 || g[0].Color != engine.Black || g[2].Number != 3 {
		t.Fatalf("offers on the board: %+v", g)
	}
	wantIn(t, "pick", lineTexts(a.View()), "White: keep one of Black's offers")
	playKeys(t, a, "a1")
	wantIn(t, "not an offer", a.View().Toast, "Keep one of Black's offers")
	playKeys(t, a, "g10")
	g := a.Game()
	if g.MoveCount() != 5 || g.At(mustMovesOn("g10", 15)[0]) != engine.Black || len(a.View().Ghosts) != 0 || g.ToMove() != engine.White {
		t.Fatalf("after the pick: %d stones, ghosts %v", g.MoveCount(), a.View().Ghosts)
	}
	if strings.Contains(lineTexts(a.View()), "for now") {
		t.Fatal("the colours are settled, yet the panel says 'for now'")
	}
}

// Undo takes offers back one by one and Redo puts them back; an autosave
// made while offers are being placed resumes at the same step.
func TestRIFOffersUndoRedoAndResume(t *testing.T) {
	a := newApp(t, func(o *Options) {
		o.Settings.Setup.Game.Rule = engine.Renju
		o.Settings.Setup.Game.Opening = engine.OpeningYamaguchi
	})
	playKeys(t, a, "h8h9i9")
	wantIn(t, "N with the opening", promptText(a), "Player 1: how many 5th moves will you offer?")
	a.Apply(Intent{Kind: Place}) // 2 offers
	a.Apply(Intent{Kind: Place}) // keep White
	playKeys(t, a, "i8")
	playKeys(t, a, "g10")
	playKeys(t, a, "j7")
	wantIn(t, "mirrored offer", a.View().Toast, "j7 mirrors the offer at g10")
	if len(a.Game().Offers()) != 1 {
		t.Fatal("a mirrored offer was placed")
	}
	s := lastAutosave(t, a)
	b := newApp(t, func(o *Options) { o.Resume = &s })
	if got := b.Game().Offers(); len(got) != 1 || got[0].String() != "g10" || b.Game().Turn().Phase != engine.PhaseOffers {
		t.Fatalf("resumed with offers %v at %v", got, b.Game().Turn().Phase)
	}
	b.undoSteps(1)
	if len(b.Game().Offers()) != 0 {
		t.Fatal("undo did not take the offer back")
	}
	b.redoOne()
	if got := b.Game().Offers(); len(got) != 1 || got[0].String() != "g10" {
		t.Fatalf("redo gave offers %v", got)
	}
}

// Renju games name their opening in the panel in the player's language,
// whatever the orientation.
func TestOpeningNameInThePanel(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Rule = engine.Renju })
	playKeys(t, a, "h8g8g7")
	wantIn(t, "English", lineTexts(a.View()), "Kagetsu (4D)")
	ja := newApp(t, func(o *Options) {
		o.Settings.Setup.Game.Rule = engine.Renju
		o.Settings.Language = "ja"
	})
	playKeys(t, ja, "h8g8g7")
	wantIn(t, "Japanese", lineTexts(ja.View()), "花月（4D）")
	free := newApp(t, nil)
	playKeys(t, free, "h8g8g7")
	if strings.Contains(lineTexts(free.View()), "4D") {
		t.Fatal("a freestyle game named a renju opening")
	}
}

// fakeDecider decides RIF steps plainly (keep colours, two offers, the
// first legal points), after an optional gate.
type fakeDecider struct {
	fakeEngine
	decisions int
}

func (f *fakeDecider) DecideOpening(ctx context.Context, req ThinkRequest) (OpeningDecision, error) {
	f.decisions++
	if f.gate != nil {
		select {
		case <-f.gate:
		case <-ctx.Done():
			return OpeningDecision{}, ctx.Err()
		}
	}
	g, err := engine.Replay(req.Config, req.History)
	if err != nil {
		return OpeningDecision{}, err
	}
	t := g.Turn()
	if t.Phase == engine.PhaseChoose {
		if t.Choices[0].Offers() > 0 {
			return OpeningDecision{Choice: engine.DeclareOffers(2)}, nil
		}
		return plainDecision(g), nil
	}
	if t.Phase == engine.PhasePickOffer {
		return OpeningDecision{Points: g.Offers()[1:2]}, nil
	}
	var pts []engine.Point
	for y := 0; y < 15 && len(pts) < max(t.StonesLeft, 1); y++ {
		for x := 0; x < 15 && len(pts) < max(t.StonesLeft, 1); x++ {
			p := engine.Point{X: x, Y: y}
			if (t.Phase == engine.PhaseOffers && g.CheckOffer(p) == nil && !slices.Contains(pts, p)) || (t.Phase != engine.PhaseOffers && g.Check(p) == nil) {
				pts = append(pts, p)
			}
		}
	}
	return OpeningDecision{Points: pts}, nil
}

// The computer's opening steps run in the background like its moves: the
// frame goes on while it decides, and its answer is then carried out.
func TestComputerOpeningStepsRunInTheBackground(t *testing.T) {
	e := &fakeDecider{fakeEngine: fakeEngine{gate: make(chan struct{})}}
	a := vsComputer(t, &e.fakeEngine, func(o *Options) {
		o.Computer = e
		o.Settings.Setup.Game.Rule = engine.Renju
		o.Settings.Setup.Game.Opening = engine.OpeningTaraguchi10
		o.Settings.Setup.HumanFirst = false
	})
	now := t0
	a.Update(now)
	if !a.Thinking() || a.Game().MoveCount() != 0 {
		t.Fatal("no background decision for the first stone")
	}
	close(e.gate)
	waitComputer(t, a, &now)
	if a.Game().MoveCount() != 1 || a.Game().Moves()[0].String() != "h8" {
		t.Fatalf("first stone %v", a.Game().Moves())
	}
	// The person (White for now) keeps White and plays inside the 3×3;
	// the computer keeps Black and plays inside the 5×5, and so on.
	for i := 0; i < 60 && a.Game().MoveCount() < 6 && !a.Game().Over(); i++ {
		if a.humanToAct() {
			switch a.Game().Turn().Phase {
			case engine.PhaseChoose:
				a.Apply(Intent{Kind: Place})
			case engine.PhasePickOffer:
				playKeys(t, a, a.Game().Offers()[0].String())
			default:
				for _, s := range []string{"i9", "j10", "k11", "g7", "f6", "a1", "o15", "b2"} {
					if p := mustMovesOn(s, 15)[0]; a.checkPlacement(p) == nil {
						playKeys(t, a, s)
						break
					}
				}
			}
			continue
		}
		waitComputer(t, a, &now)
	}
	if a.Game().MoveCount() < 6 || e.decisions < 4 {
		t.Fatalf("stuck at %+v after %d decisions", a.Game().Turn(), e.decisions)
	}
}

// The review names the opening of a renju game too.
func TestReviewNamesTheOpening(t *testing.T) {
	a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Rule = engine.Renju })
	playKeys(t, a, "h8i9i7a1")
	a.openReview()
	wantIn(t, "review", lineTexts(a.View()), "Hogetsu (7I)")
}

// lastAutosave is the newest autosave the app asked to write, decoded.
func lastAutosave(t *testing.T, a *App) Autosave {
	t.Helper()
	var data []byte
	for _, e := range a.TakeEffects() {
		if e.Kind == EffectSave && filepath.Base(e.Path) == AutosaveFile {
			data = e.Data
		}
	}
	s, err := DecodeAutosave(data, 0)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// A RIF game's review steps through its moves, asks for hints and plays
// variations as a plain move list; playing on from it leaves the opening
// rule behind once its prompts are passed.
func TestReviewAndPlayOnFromARIFGame(t *testing.T) {
	a := soosorvApp(t)
	playKeys(t, a, "h8i9j8")
	a.Apply(Intent{Kind: Place}) // keep
	playKeys(t, a, "g10")
	a.Apply(Intent{Kind: Place}) // declare 2
	a.Apply(Intent{Kind: Place}) // keep
	playKeys(t, a, "j7g7")
	playKeys(t, a, "j7k10")
	a.openReview()
	r := a.scene.(*reviewScene)
	if r.cfg.Opening != engine.OpeningNone {
		t.Fatalf("review config %+v", r.cfg)
	}
	if g, err := engine.NewGame(r.cfg); err != nil || g.PlayAll(r.moves) != nil {
		t.Fatal("the review cannot replay its moves")
	}
	r.continueFrom(a, r.moves)
	if a.Game().MoveCount() != 6 || a.Game().Turn().Phase != engine.PhasePlay {
		t.Fatalf("played on at %d stones, %+v", a.Game().MoveCount(), a.Game().Turn())
	}
}

// H during the opening's steps says there is no hint instead of asking a
// search that knows neither swaps nor offers.
func TestNoHintDuringRIFSteps(t *testing.T) {
	e := &fakeEngine{}
	a := newApp(t, func(o *Options) {
		o.Computer = e
		o.Settings.Setup.Game.Rule = engine.Renju
		o.Settings.Setup.Game.Opening = engine.OpeningTaraguchi10
	})
	a.requestHint()
	if a.think != nil || e.calls != 0 || !strings.Contains(a.View().Toast, "No hints") {
		t.Fatalf("hint asked for during the opening: %q", a.View().Toast)
	}
}

package loop

import (
	"strings"
	"testing"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/app"
)

// TestLiveEvaluationByKeyboard: in a two-player game E shows the engine's
// evaluation (the bar and its line, found in the background while the
// loop keeps drawing) and T the threat marks of Black's open three; both
// choices survive a relaunch.
func TestLiveEvaluationByKeyboard(t *testing.T) {
	dir := t.TempDir()
	s := newSessionWith(t, dir, nil, true, func(o *app.Options) { o.LiveDepth = 3 })
	s.play("h8a1i8a3j8a5", sdl.K_SPACE)
	if v := s.l.App.View(); v.Live != nil || len(v.Threats) != 0 {
		t.Fatalf("shown before E and T: %+v, %+v", v.Live, v.Threats)
	}
	s.key(sdl.K_e, 0)
	// Black to move with an open three: the engine proves the win at
	// once, so the evaluation stops deepening there.
	s.waitFor("the live evaluation", func() bool { return s.l.App.View().Live != nil })
	if !strings.Contains(s.panel(), "Black wins in") || s.l.App.View().Live.Black != 1 {
		t.Errorf("the panel does not say it:\n%s", s.panel())
	}
	s.key(sdl.K_t, 0)
	s.waitFor("the threat marks and the solver's line", func() bool {
		return len(s.l.App.View().Threats) == 2 && strings.Contains(s.panel(), "Black wins in") && strings.Contains(s.panel(), "(VCF)")
	})
	s.done()

	r := newSessionWith(t, dir, nil, true, func(o *app.Options) { o.LiveDepth = 3 })
	if st := r.l.App.Settings(); st.LiveEval != app.LiveAlways || !st.ThreatMarks {
		t.Errorf("after a relaunch: live %q, threat marks %v", st.LiveEval, st.ThreatMarks)
	}
}

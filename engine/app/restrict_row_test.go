package app

import (
	"testing"

	"gomoku/engine"
)

// The new-game screen's "Restrictions for Black" row says what the rule in
// force does: Renju and Omok restrict Black by themselves ("Always"), Caro
// does not restrict at all (a greyed "Off"), and Freestyle lets the player
// choose.
func TestRestrictionRowShowsWhatIsInForce(t *testing.T) {
	for _, c := range []struct {
		rule    engine.Rule
		value   string
		choice  bool
		enabled bool
	}{
		{engine.Renju, "Always (Renju)", false, false},
		{engine.Omok, "Always (Omok)", false, false},
		{engine.Caro, "Off", true, false},
		{engine.Freestyle, "Off", true, true},
	} {
		a := newApp(t, func(o *Options) { o.Settings.Setup.Game.Rule = c.rule })
		a.Apply(Intent{Kind: NewGame})
		var found bool
		for _, it := range a.View().Menu.Items {
			if it.Label != "Restrictions for Black" {
				continue
			}
			found = true
			// A fixed value has no arrows, but sits where the other
			// rows' values do.
			choice := it.Choice && !it.Fixed
			if it.Value != c.value || choice != c.choice || it.Enabled != c.enabled || !it.Choice {
				t.Errorf("%v: row shows %q (choice %v, enabled %v), want %q (%v, %v)", c.rule, it.Value, choice, it.Enabled, c.value, c.choice, c.enabled)
			}
		}
		if !found {
			t.Fatalf("%v: no restrictions row", c.rule)
		}
	}
}

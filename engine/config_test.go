package engine

import (
	"strings"
	"testing"
)

// Every rule × every combination of the two rule options: Normalize keeps an
// option only under the rules that have it, Validate refuses it elsewhere,
// and a normalised config always validates.
func TestRuleOptionsHaveOneOwner(t *testing.T) {
	type want struct{ restrict, loses bool }
	has := map[Rule]want{
		Freestyle: {restrict: true},
		Standard:  {restrict: true},
		Renju:     {loses: true},
		Caro:      {},
		Omok:      {},
	}
	if len(has) != len(Rules()) {
		t.Fatalf("table covers %d rules, the game has %d", len(has), len(Rules()))
	}
	for _, r := range Rules() {
		for _, restrict := range []bool{false, true} {
			for _, loses := range []bool{false, true} {
				in := Config{Size: 15, Rule: r, RestrictBlack: restrict, ForbiddenLoses: loses}
				out, err := in.Normalize()
				if err != nil {
					t.Errorf("%v restrict=%v loses=%v: Normalize: %v", r, restrict, loses, err)
					continue
				}
				if out.RestrictBlack != (restrict && has[r].restrict) || out.ForbiddenLoses != (loses && has[r].loses) {
					t.Errorf("%v restrict=%v loses=%v: normalised to restrict=%v loses=%v", r, restrict, loses, out.RestrictBlack, out.ForbiddenLoses)
				}
				keeps := (!restrict || has[r].restrict) && (!loses || has[r].loses)
				if err := in.Validate(); (err == nil) != keeps {
					t.Errorf("%v restrict=%v loses=%v: Validate = %v, want ok=%v", r, restrict, loses, err, keeps)
				}
				if r.HasHouseRestrictions() != has[r].restrict || r.HasForbiddenLoses() != has[r].loses {
					t.Errorf("%v: HasHouseRestrictions=%v HasForbiddenLoses=%v", r, r.HasHouseRestrictions(), r.HasForbiddenLoses())
				}
			}
		}
	}
}

// The help texts and errors list every rule and opening, from one source.
func TestNameListsCoverEveryValue(t *testing.T) {
	for _, r := range Rules() {
		if !strings.Contains(RuleNames(", "), r.String()) {
			t.Errorf("RuleNames lacks %v", r)
		}
		if _, err := ParseRule(r.String()); err != nil {
			t.Errorf("ParseRule(%q): %v", r, err)
		}
	}
	for _, o := range Openings() {
		if !strings.Contains(OpeningNames(", "), o.String()) {
			t.Errorf("OpeningNames lacks %v", o)
		}
	}
	if _, err := ParseRule("chess"); err == nil || !strings.Contains(err.Error(), RuleNames(", ")) {
		t.Errorf("ParseRule(chess) = %v, want the list of rules", err)
	}
}

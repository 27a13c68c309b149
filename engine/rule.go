package engine

import (
	"fmt"
	"strings"
)

// Rule is the closed set of rule sets the game plays. Each decides which lines
// win and (from the rules issue on) which points are forbidden.
type Rule uint8

const (
	// Freestyle: five or more in a row wins, for both colours.
	// Example: Black's h8 i8 j8 k8 l8 m8 (six) wins.
	Freestyle Rule = iota
	// Standard: exactly five wins; six or more does not, and play goes on.
	// Example: Black's h8…m8 (six) does not win; h8…l8 (five) does.
	Standard
	// Renju (RIF): White wins with five or more; Black only with exactly five.
	// Black may not make an overline, a double four or a double three unless
	// the same move makes exactly five.
	Renju
	// Caro: exactly five wins only if the opponent has not blocked both ends
	// (the board edge does not block); six or more always wins.
	// Example: White g8, Black h8…l8, White m8 does not win.
	Caro
	// Omok (Korean standard): exactly five wins, an overline neither wins nor
	// is forbidden, and a double three is forbidden for both colours.
	Omok
	ruleCount
)

// Rules lists every rule set in menu order.
func Rules() []Rule {
	rs := make([]Rule, 0, ruleCount)
	for r := Freestyle; r < ruleCount; r++ {
		rs = append(rs, r)
	}
	return rs
}

// RuleNames is every rule's identifier in menu order, joined by sep (", "
// for help texts, "|" for usage lines): the one list help texts and errors
// show.
func RuleNames(sep string) string {
	names := make([]string, 0, ruleCount)
	for _, r := range Rules() {
		names = append(names, r.String())
	}
	return strings.Join(names, sep)
}

// HasHouseRestrictions reports whether the house setting "restrictions for
// Black" (Config.RestrictBlack) can be chosen under r: freestyle and
// standard. Renju restricts Black by itself; Caro and Omok have their own
// rules.
func (r Rule) HasHouseRestrictions() bool { return r == Freestyle || r == Standard }

// HasForbiddenLoses reports whether "a forbidden move loses"
// (Config.ForbiddenLoses) can be chosen under r: renju only.
func (r Rule) HasForbiddenLoses() bool { return r == Renju }

// String is the rule's stable identifier, used on the command line and in
// saved files.
func (r Rule) String() string {
	switch r {
	case Freestyle:
		return "freestyle"
	case Standard:
		return "standard"
	case Renju:
		return "renju"
	case Caro:
		return "caro"
	case Omok:
		return "omok"
	}
	return fmt.Sprintf("rule(%d)", uint8(r))
}

// ParseRule reads a rule identifier as written by String, in any case.
func ParseRule(s string) (Rule, error) {
	for _, r := range Rules() {
		if strings.EqualFold(s, r.String()) {
			return r, nil
		}
	}
	return Freestyle, fmt.Errorf("engine: unknown rule %q (want one of %s)", s, RuleNames(", "))
}

// Valid reports whether r is one of the defined rule sets.
func (r Rule) Valid() bool { return r < ruleCount }

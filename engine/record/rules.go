package record

import (
	"strconv"
	"strings"

	"gomoku/engine"
)

// parseRuleLenient reads a rule as other programs write it: this package's
// own names (engine.Rule.String: freestyle, standard, renju, caro, omok),
// common spellings ("Free-style", "Gomoku", "RIF", "Exactly five",
// "Korean"), renju opening rules that imply renju (Yamaguchi, Soosõrv,
// Taraguchi, Sakata), and Gomocup's numeric rule codes (0 freestyle,
// 1 exactly five, 4 renju, 8 caro; the "continuous game" bit 2 is ignored).
func parseRuleLenient(s string) (engine.Rule, bool) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		switch n &^ 2 {
		case 0:
			return engine.Freestyle, true
		case 1:
			return engine.Standard, true
		case 4, 5:
			return engine.Renju, true
		case 8, 9:
			return engine.Caro, true
		}
		return engine.Freestyle, false
	}
	key := strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			return r
		case r >= 'A' && r <= 'Z':
			return r + 'a' - 'A'
		case r == 'õ' || r == 'Õ' || r == 'ö':
			return 'o'
		}
		return -1
	}, s)
	if key == "" {
		return engine.Freestyle, false
	}
	if r, err := engine.ParseRule(key); err == nil {
		return r, true
	}
	switch key {
	case "free", "gomoku", "freegomoku", "freestylegomoku", "gomokufreestyle", "fiveormore", "fiveinarow", "connect5":
		return engine.Freestyle, true
	case "exact5", "exactfive", "exactlyfive", "standardgomoku", "gomokustandard", "gomoku5", "pente5":
		return engine.Standard, true
	case "rif", "renjurif", "rifrenju", "yamaguchi", "soosorv", "soosorv8", "taraguchi", "taraguchi10", "sakata", "classicrenju":
		return engine.Renju, true
	case "vietnamese", "carogomoku", "gomokucaro":
		return engine.Caro, true
	case "korean", "koreanomok", "omokkorean", "gomokuomok", "renjuomok":
		return engine.Omok, true
	}
	switch {
	case strings.Contains(key, "renju"), strings.Contains(key, "yamaguchi"), strings.Contains(key, "soosorv"), strings.Contains(key, "taraguchi"):
		return engine.Renju, true
	case strings.Contains(key, "caro"):
		return engine.Caro, true
	case strings.Contains(key, "omok"):
		return engine.Omok, true
	case strings.Contains(key, "exact"), strings.Contains(key, "standard"):
		return engine.Standard, true
	case strings.Contains(key, "free"):
		return engine.Freestyle, true
	}
	return engine.Freestyle, false
}

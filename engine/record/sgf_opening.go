package record

import (
	"fmt"
	"strconv"
	"strings"

	"gomoku/engine"
)

// SGF has no properties for an opening rule's steps, so they go in two
// private root properties: XO[soosorv8] names the opening rule and XC holds
// one value per step, "stones:choice" or "stones:offer:point"
// (XC[3:swap][4:offers-4][4:offer:j5]…), the number of stones down when it
// was taken first. Other programs skip unknown properties.

// sgfOpening writes the opening rule and its steps, if any.
func sgfOpening(g *Game) []string {
	if g.Opening == engine.OpeningNone {
		return nil
	}
	out := []string{"XO[" + g.Opening.String() + "]"}
	if len(g.OpeningSteps) == 0 {
		return out
	}
	var b strings.Builder
	b.WriteString("XC")
	for _, c := range g.OpeningSteps {
		fmt.Fprintf(&b, "[%d:%v", c.N, c.Choice)
		if c.Point != nil {
			fmt.Fprintf(&b, ":%v", *c.Point)
		}
		b.WriteByte(']')
	}
	return append(out, b.String())
}

// readSGFOpening reads XO and XC from the root node.
func readSGFOpening(g *Game, data []byte, root *sgfNode) error {
	p := root.get("XO")
	if p == nil {
		return nil
	}
	o, err := engine.ParseOpening(strings.TrimSpace(p.values[0]))
	if err != nil {
		return offsetError(FormatSGF, data, p.off, "%v", err)
	}
	g.Opening = o
	p = root.get("XC")
	if p == nil {
		return nil
	}
	for _, v := range p.values {
		c, err := parseSGFStep(v, g.Size)
		if err != nil {
			return offsetError(FormatSGF, data, p.off, "opening step XC[%s]: %v", clip(v), err)
		}
		g.OpeningSteps = append(g.OpeningSteps, c)
	}
	return nil
}

func parseSGFStep(v string, size int) (engine.ChoiceRecord, error) {
	parts := strings.Split(strings.TrimSpace(v), ":")
	if len(parts) < 2 || len(parts) > 3 {
		return engine.ChoiceRecord{}, fmt.Errorf("want stones:choice or stones:offer:point")
	}
	n, err := strconv.Atoi(parts[0])
	if err != nil || n < 0 || n > size*size {
		return engine.ChoiceRecord{}, fmt.Errorf("bad stone count %q", parts[0])
	}
	c, err := engine.ParseChoice(parts[1])
	if err != nil {
		return engine.ChoiceRecord{}, err
	}
	r := engine.ChoiceRecord{N: n, Choice: c}
	if (c == engine.ChooseOffer) != (len(parts) == 3) {
		return engine.ChoiceRecord{}, fmt.Errorf("an offer, and only an offer, names its point")
	}
	if len(parts) == 3 {
		pt, err := engine.ParsePoint(parts[2], size)
		if err != nil {
			return engine.ChoiceRecord{}, err
		}
		r.Point = &pt
	}
	return r, nil
}

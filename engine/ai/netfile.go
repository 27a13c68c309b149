package ai

import (
	"embed"
	"errors"
	"fmt"
	"io/fs"

	"gomoku/engine"
	"gomoku/engine/ai/nnue"
)

//go:embed nets
var netFiles embed.FS

// NetworkFor is the learned evaluation network embedded for the rule c
// plays (nets/RULE.nnue), nil when there is none. A file that does not
// load is an error: the engine then evaluates classically (Config.Net
// has no effect) and the caller may say why.
func NetworkFor(c engine.Config) (*nnue.Net, error) {
	name := c.Rule.String()
	if variantOf(c.Rule, c.RestrictBlack) != int(c.Rule) {
		return nil, nil // house restrictions: no network was trained for them
	}
	data, err := netFiles.ReadFile("nets/" + name + ".nnue")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("ai: network for %s: %w", name, err)
	}
	return checkNet(data, name)
}

// checkNet decodes a network file for this engine's pattern codes.
func checkNet(data []byte, name string) (*nnue.Net, error) {
	n, err := nnue.Decode(data)
	if err == nil && n.Codes != pcodeCount {
		err = fmt.Errorf("%w: %d pattern codes, this engine has %d", nnue.ErrFormat, n.Codes, pcodeCount)
	}
	if err != nil {
		return nil, fmt.Errorf("ai: network for %s (evaluating classically): %w", name, err)
	}
	return n, nil
}

package puzzle

import (
	"bufio"
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"

	"gomoku/engine"
)

// shipped holds the generated sets, data/<rule>.jsonl (read-only).
//
//go:embed data/*.jsonl
var shipped embed.FS

// Load returns the shipped puzzles of a rule, in the generator's order
// (nil when the rule has no set).
func Load(rule engine.Rule) ([]Puzzle, error) {
	data, err := shipped.ReadFile("data/" + rule.String() + ".jsonl")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("puzzle: %w", err)
	}
	return Parse(data)
}

// Parse reads puzzles written one JSON object a line, as the generator
// writes them; blank lines are skipped.
func Parse(data []byte) ([]Puzzle, error) {
	var out []Puzzle
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), 1<<20)
	for n := 1; sc.Scan(); n++ {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 {
			continue
		}
		var p Puzzle
		if err := json.Unmarshal(line, &p); err != nil {
			return nil, fmt.Errorf("puzzle: line %d: %w", n, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("puzzle: %w", err)
	}
	return out, nil
}

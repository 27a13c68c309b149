package input

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"
	"strings"

	"github.com/veandco/go-sdl2/sdl"

	"gomoku/engine/store"
)

// MappingFile is the community controller database's file name
// (https://github.com/mdqinc/SDL_GameControllerDB); dropped into the config
// folder it teaches SDL pads it does not know.
const MappingFile = "gamecontrollerdb.txt"

// maxMappingFile bounds what we read: the whole community database is
// under 1 MB.
const maxMappingFile = 8 << 20

// LoadMappings adds the mappings in dir/gamecontrollerdb.txt for this
// platform. A missing file is not an error. Lines SDL rejects are counted
// and reported in err, and the good lines still count. SDL itself also
// reads the SDL_GAMECONTROLLERCONFIG environment variable (mapping lines)
// and SDL_GAMECONTROLLERCONFIG_FILE (a file name) when the subsystem
// starts; nothing here is needed for those.
//
// go-sdl2 v0.4.40 does not wrap SDL_GameControllerAddMappingsFromRW, so
// the file is split here with the same rules SDL uses.
func LoadMappings(dir string) (int, error) {
	path := filepath.Join(dir, MappingFile)
	// store.ReadFile: only a regular file, capped, and an open that cannot
	// block (a FIFO in its place must not hang start-up).
	data, err := store.ReadFile(path, maxMappingFile)
	if errors.Is(err, fs.ErrNotExist) {
		return 0, nil
	}
	if err != nil {
		return 0, fmt.Errorf("input: controller mappings %s: %w", path, err)
	}
	added, bad := 0, 0
	var first error
	for _, l := range mappingLines(data, sdl.GetPlatform()) {
		if sdl.GameControllerAddMapping(l.text) < 0 {
			bad++
			if first == nil {
				first = fmt.Errorf("line %d: %w", l.num, sdl.GetError())
			}
			continue
		}
		added++
	}
	if bad > 0 {
		return added, fmt.Errorf("input: controller mappings %s: %d line(s) rejected, first %w", path, bad, first)
	}
	return added, nil
}

// mappingLine is one mapping with its 1-based line number for messages.
type mappingLine struct {
	num  int
	text string
}

// mappingLines picks the mapping lines meant for platform: blank lines and
// # comments are skipped, as are lines whose platform: field names another
// system. Unlike SDL, a line without a platform field is kept, so a
// hand-written line works without one.
func mappingLines(data []byte, platform string) []mappingLine {
	var out []mappingLine
	for i, raw := range strings.Split(string(data), "\n") {
		// A stray carriage return (old Mac line ends) also ends a line;
		// its pieces share the line number.
		for _, piece := range strings.Split(raw, "\r") {
			line := strings.TrimSpace(piece)
			if line == "" || line[0] == '#' {
				continue
			}
			if p, ok := mappingPlatform(line); ok && !strings.EqualFold(p, platform) {
				continue
			}
			out = append(out, mappingLine{num: i + 1, text: line})
		}
	}
	return out
}

// mappingPlatform returns the value of a line's platform: field.
func mappingPlatform(line string) (string, bool) {
	const field = "platform:"
	for _, part := range strings.Split(line, ",") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(part), field); ok {
			return v, true
		}
	}
	return "", false
}

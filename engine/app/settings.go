package app

import (
	"encoding/json"
	"fmt"
)

// SettingsFile is the settings file's name in the config folder.
const SettingsFile = "settings.json"

// Theme is the look of the board and stones.
type Theme string

const (
	ThemeWood     Theme = "wood"
	ThemeContrast Theme = "contrast"
	// ThemeColourBlind tells stones apart by more than colour: White's
	// stones carry a ring mark, Black's are solid, and the board is a
	// neutral grey that keeps both distinct for every kind of colour vision.
	ThemeColourBlind Theme = "colourblind"
)

// Themes lists the themes in menu order.
func Themes() []Theme { return []Theme{ThemeWood, ThemeContrast, ThemeColourBlind} }

// Settings are the player's preferences, saved as JSON in the config
// folder. Every field has a sensible default so an old or partial file
// still loads.
type Settings struct {
	Version          int    `json:"version"`
	Coordinates      bool   `json:"coordinates"`
	MoveNumbers      bool   `json:"move_numbers"`
	LastMove         bool   `json:"last_move"`
	ForbiddenMarks   bool   `json:"forbidden_marks"`
	ConfirmPlacement bool   `json:"confirm_placement"`
	ClickToPlace     bool   `json:"click_to_place"`
	Theme            Theme  `json:"theme"`
	Volume           int    `json:"volume"` // 0–10
	Mute             bool   `json:"mute"`
	Animations       bool   `json:"animations"`
	Fullscreen       bool   `json:"fullscreen"`
	LargeUI          bool   `json:"large_ui"`
	Rumble           bool   `json:"rumble"`
	Language         string `json:"language"`
	Setup            Setup  `json:"last_setup"`
	// LiveEval and ThreatMarks: the engine's view of the position shown
	// (live.go).
	LiveEval    LiveEval `json:"live_eval"`
	ThreatMarks bool     `json:"threat_marks"`
}

// DefaultSettings is what a first launch uses.
func DefaultSettings() Settings {
	return Settings{
		Version:        1,
		Coordinates:    true,
		LastMove:       true,
		ForbiddenMarks: true,
		ClickToPlace:   true,
		Theme:          ThemeWood,
		Volume:         7,
		Animations:     true,
		Rumble:         true,
		Setup:          DefaultSetup(),
		LiveEval:       LiveInAnalysis,
	}
}

// Validate rejects values no menu could have produced.
func (s Settings) Validate(levels int) error {
	if s.Version != 1 {
		return fmt.Errorf("unsupported version %d", s.Version)
	}
	if s.Volume < 0 || s.Volume > 10 {
		return fmt.Errorf("volume %d out of range 0–10", s.Volume)
	}
	ok := false
	for _, t := range Themes() {
		ok = ok || s.Theme == t
	}
	if !ok {
		return fmt.Errorf("unknown theme %q", s.Theme)
	}
	if !s.LiveEval.valid() {
		return fmt.Errorf("unknown live evaluation setting %q", s.LiveEval)
	}
	return s.Setup.Validate(levels)
}

// Encode renders the settings for an atomic write.
func (s Settings) Encode() ([]byte, error) {
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return nil, fmt.Errorf("app: encode settings: %w", err)
	}
	return append(data, '\n'), nil
}

// DecodeSettings reads a settings file on top of the defaults, so fields
// added in later versions keep their defaults.
func DecodeSettings(data []byte, levels int) (Settings, error) {
	s := DefaultSettings()
	if err := json.Unmarshal(data, &s); err != nil {
		return DefaultSettings(), fmt.Errorf("app: settings: %w", err)
	}
	if err := s.Validate(levels); err != nil {
		return DefaultSettings(), fmt.Errorf("app: settings: %w", err)
	}
	return s, nil
}

// SetFullscreen records a full-screen change the platform made itself.
func (a *App) SetFullscreen(on bool) {
	if a.settings.Fullscreen != on {
		a.settings.Fullscreen = on
		a.saveSettings()
	}
}

func (a *App) saveSettings() {
	if a.opts.SettingsLocked {
		return
	}
	data, err := a.settings.Encode()
	if err != nil {
		a.report(a.textSaveFailed(err), err, true)
		return
	}
	a.save(SettingsFile, data)
}

// Package input turns SDL events into app intents: arrow keys and the mouse
// into cursor moves, clicks and placements, a double Escape into the boss
// key, fingers on a touch screen into one-finger gestures (a second finger
// cancels; the mouse events SDL copies from touches are dropped), and game
// controllers (d-pad, left stick, face and shoulder buttons)
// into the same intents tagged with the pad's device number. It also opens
// and closes controllers as they come and go, loads extra controller
// mappings, rumbles, and names buttons for prompts. It owns the feel of
// the controls (auto-repeat timing, stick dead zone, double-tap windows)
// and nothing else: no game rules live here.
package input

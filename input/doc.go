// Package input turns SDL events into app intents: arrow keys and the mouse
// into cursor moves, clicks and placements, a double Escape into the boss
// key. It owns the feel of the controls (auto-repeat timing, double-tap
// windows) and nothing else: no game rules live here.
package input

// Package app is the game as a player sees it, without SDL: screens, the
// cursor, buttons, messages and the best result. Each frame the platform
// layer feeds it intents (what the player asked for, already translated from
// keys, mouse, touch or controllers) and the clock, and reads back a View
// (everything the renderer needs to draw) and Effects (requests only the
// platform can carry out: toggle full screen, quit, write a file).
//
// Keeping this layer free of SDL makes a whole game scriptable and testable
// in plain Go; input and render stay thin translators around it.
package app

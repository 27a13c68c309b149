// Package aiplayer connects the search engine (engine/ai) to the app: it
// implements app.Computer with the engine's levels, keeps one ai.Player so
// tables and the transposition table are reused from move to move, and
// double-checks every answer against the full rules (house settings the
// engine does not model, such as restrictions for Black in freestyle).
package aiplayer

// Package aiplayer connects the search engine (engine/ai) to the app: it
// implements app.Computer with the engine's levels, keeps one
// ai.LevelPlayer so the tables are reused from move to move, hands the
// search the game's whole configuration (house settings and opening rule
// included) and checks every answer against the rules, so an engine fault
// reaches the game as an error, never as an illegal move.
//
// It owns that adapter only: when the computer thinks is engine/app's
// decision, how it searches engine/ai's.
package aiplayer

// Package app is the game as a player sees it, without SDL: screens, the
// cursor, buttons, messages and the best result. Each frame the platform
// layer feeds it intents (what the player asked for, already translated from
// keys, mouse, touch or controllers) and the clock, and reads back a View
// (everything the renderer needs to draw) and Effects (requests only the
// platform can carry out: toggle full screen, quit, play a sound cue, write
// a file).
//
// # What it owns
//
// The App (app.go) keeps what every screen shares: the settings, the best
// results, the game in progress with its clocks, cursor and redo list
// (play.go, undo.go, clock.go, autosave.go), the computer player
// (computer.go, think.go), the controllers (devices.go), the messages, and
// the file requests (records.go, clipboard.go, boot.go), and the notices:
// queued problems in the player's words, with their details kept for the
// Problems screen (notices.go; wrap.go breaks them into lines). Apply (apply.go)
// handles the intents that mean the same on every screen — quit, full
// screen, the boss key, N, save/copy/paste/screenshot — and hands the rest
// to the current scene; Update (update.go) moves the clock and ticks it;
// View (build.go) fills in the shared parts and lets it draw.
//
// # Scenes
//
// Each screen is a scene (scene.go): its own type with its own input,
// view and background work, in its own file, so what happens on a screen
// is read in one place:
//
//	scene_play.go        the board: cursor, placing, pointer, buttons
//	scene_play_over.go   the board after the game: the game-over buttons
//	scene_play_panel.go  the board's panel text and buttons
//	scene_prompt.go      menus over the board: yes/no, an opening choice
//	scene_prompt_rif.go  the RIF opening rules' prompts (swap, N, Taraguchi's 5th);
//	                     rif_play.go, rif_text.go, rif_computer.go: offers on the
//	                     board, their words, the computer's opening decisions
//	scene_gamemenu.go    the in-game menu (over the board)
//	scene_learnmenu.go   its Learn… submenu (How to play, Puzzles, editor,
//	                     the 26 renju openings: scene_renju_openings.go)
//	scene_title.go       the title screen
//	scene_howto.go       How to play: the rule in force, with diagrams
//	scene_newgame.go     the new-game screen
//	scene_settings.go    the settings
//	scene_stats.go       the statistics
//	scene_games.go       the game list (Open game, Recent games)
//	scene_review.go      stepping through a finished game or a record
//	scene_review_buttons.go  the review's on-screen step and variation buttons
//	review_tree.go       the review's tree of variations (nested, saved as SGF)
//	review_branch.go     playing and walking variations (the board cursor)
//	review_list.go       the review's move list
//	review_analysis.go, review_graph.go  the whole-game analysis and its graph
//	review_position.go   the board editor's "Analyse it"
//	scene_review_menu.go the review's menu (M, Start): play on, save, leave
//	scene_problems.go    the session's problems (Menu → Problems)
//	scene_puzzles*.go    the Puzzles mode (puzzle_job.go: its engine work)
//	scene_editor*.go     the board editor (editor_check.go, editor_solve.go)
//	win_words.go         a proved win as players say it: "wins in 2: j10 makes an open four"
//	settings_aids.go     Settings → Analysis aids
//
// Over the board of the game, the review and the editor, live*.go add the
// engine's view of the position shown (scene_review_live.go and
// scene_editor_live.go say which position that is): the live evaluation
// (a win-chance bar, a panel line and the engine's line as ghost stones)
// and the threat marks with the solver's verdict, each from a goroutine
// of its own that follows the position and is cancelled when it changes.
//
// Menus share one model and one set of keys (menu.go, menuinput.go,
// menuview.go); a scene names its rows with rowID constants and says what
// they do. A scene changes the game only through the App's methods, keeps
// its own state to itself (only the App asks the review which record and
// board it shows, for saving and layout), and moves on with a.show or an
// open… function. App.Screen reports which scene is up, for tests; nothing
// in the package branches on it.
//
// # What it must not touch
//
// No SDL and no file I/O on the frame loop: files are read before New (by
// LoadBoot) and written by the platform (EffectSave, EffectJob). The only
// goroutines are the computer's search, a game list being read, a puzzle
// move being checked, the editor's solver, and the live evaluation and
// threat solver of the position shown; all are polled each frame, never
// waited for. Every string a player reads
// comes from the catalogs (text.go, engine/i18n); sound cues are
// sound.Cue constants. Keeping this layer free of SDL makes a whole game
// scriptable and testable in plain Go; input and render stay thin
// translators around it.
package app

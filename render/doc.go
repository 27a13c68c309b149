// Package render paints an app.View with SDL2. It holds no game logic: every
// position, size and string comes from the View and its Layout, and render
// only decides how things look.
//
// Everything round (stones, markers, rings, button corners) and the static
// backdrop (background, panel card, wooden board with its grid and
// coordinates) is rasterised in Go once per size and uploaded as textures,
// so edges are anti-aliased on every SDL renderer, including the software
// one, and a steady frame is a handful of texture copies with no TTF work.
//
// A Renderer may only be used from the goroutine (OS thread) that owns its
// sdl.Renderer. Snapshot draws a view headlessly for golden tests, and
// SnapshotPNG is what main hands the render command (engine/cli).
//
// It owns how things look; it must not change the game, read input or
// parse flags.
package render

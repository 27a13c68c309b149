// Package icon draws the game's icon — a rounded wooden board with two
// stones — at any pixel size and as SVG, in plain Go with no SDL. It is the
// one source of the window icon (render.WindowIcon) and of the icons the
// Debian package installs (docs/packaging writes them from it). It must
// not import SDL: render turns its pixels into the window icon.
package icon

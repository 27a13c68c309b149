// Package packaging holds what the Debian packages ship besides the
// program itself (make deb, mkdeb.sh): the desktop entry, the man page,
// the copyright file (the project's MIT licence from LICENSE, then the
// licences of what is compiled in), the kiosk examples and the icon.
//
// The Go code here only writes the icon: render/icon, which also draws the
// game's window icon, gives both the scalable SVG and the PNG sizes the
// hicolor theme wants, so every size shows the same picture. The tests keep the committed icon
// files equal to what the code draws (go test ./docs/packaging -update
// rewrites them) and check that the man page documents every flag and
// subcommand the program has.
package packaging

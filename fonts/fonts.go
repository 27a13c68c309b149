package fonts

import _ "embed"

//go:embed DejaVuSans.ttf
var regular []byte

//go:embed DejaVuSans-Bold.ttf
var bold []byte

// Regular returns the regular-weight UI font (TrueType bytes). The slice is
// shared: callers must not modify it.
func Regular() []byte { return regular }

// Bold returns the bold UI font used for titles and buttons.
func Bold() []byte { return bold }

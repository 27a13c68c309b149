// Package fonts embeds the typefaces the game draws its text with, so the
// binary runs on a machine with no fonts installed. DejaVu Sans is used for
// Latin text; see DejaVu-LICENSE.txt for its licence (Bitstream Vera and
// public-domain DejaVu changes), which allows embedding and redistribution.
package fonts

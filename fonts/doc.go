// Package fonts embeds the typefaces the game draws its text with, so the
// binary runs on a machine with no fonts installed. DejaVu Sans is used for
// Latin text; see DejaVu-LICENSE.txt for its licence (Bitstream Vera and
// public-domain DejaVu changes), which allows embedding and redistribution.
//
// Chinese, Korean and Japanese text is drawn with subsets of Noto Sans CJK
// (SIL Open Font License 1.1, see NotoSansCJK-LICENSE.txt) cut by subset.sh
// to the characters of the message catalogs. ReadCharset reads which
// characters a font has, and SplitRuns cuts a line into runs per font.
//
// It owns the font files and their licences; how text is laid out and drawn
// is render's business.
package fonts

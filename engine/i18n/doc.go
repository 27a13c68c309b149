// Package i18n holds the game's message catalogs and picks the player's
// language.
//
// Catalogs are JSON files in catalogs/, embedded in the binary; a language is
// added by dropping in a file named after its BCP 47 tag (fr.json, zh-Hans.json)
// with no code change. English (en.json) is the reference: every other catalog
// should carry every English key, and a key a catalog lacks is shown in
// English (and recorded, see Lang.Missing) rather than raw. A pseudo-locale,
// en-XA, is generated from English — accented, about 40% longer and bracketed —
// so layouts can be checked for overflow before real translations exist.
//
// Messages use named placeholders, {n}, {color}, {error}; "{{" and "}}" are
// literal braces. A message may instead be a set of plural forms
// ({"one": …, "other": …}) chosen by the integer argument n under the
// catalog's plural rule. The format is described in full in docs/i18n.md.
//
// The package is pure Go: it knows nothing of fonts or SDL. Which font draws
// which run of text is the renderer's business (see docs/i18n.md).
package i18n

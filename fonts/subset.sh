#!/bin/sh
# Regenerates the CJK font subsets from the message catalogs: every
# character any catalog uses, plus printable ASCII, cut from Noto Sans CJK
# (Debian: apt-get install fonts-noto-cjk fonttools). Run after changing a
# catalog; `go test ./engine/i18n` fails while a catalog character is
# missing from the subsets. Output is reproducible (SOURCE_DATE_EPOCH).
#
# Two faces of the collection are cut: TC (Traditional Chinese glyph forms,
# also used for Korean, whose Hangul is the same in every face) and JP
# (Japanese forms: kanji shapes and punctuation sitting in the corner).
set -eu
cd "$(dirname "$0")/.."
src=${NOTO_CJK_DIR:-/usr/share/fonts/opentype/noto}
for tool in pyftsubset fonttools go; do
	command -v "$tool" >/dev/null || {
		echo "subset.sh: $tool not found (apt-get install fonttools fonts-noto-cjk)" >&2
		exit 1
	}
done
chars=$(mktemp)
trap 'rm -f "$chars"' EXIT
go run ./fonts/internal/cjkchars >"$chars"
export SOURCE_DATE_EPOCH=1767225600 # 2026-01-01: fixed head.modified
# face number in NotoSansCJK-*.ttc, file tag, family name to check
for face in "3 tc TC" "0 jp JP"; do
	set -- $face
	for weight in Regular Bold; do
		out=fonts/NotoSansCJK$2-Subset-$weight.otf
		pyftsubset "$src/NotoSansCJK-$weight.ttc" --font-number="$1" \
			--text-file="$chars" --layout-features='' --name-IDs='*' \
			--notdef-outline --output-file="$out"
		fonttools ttx -q -t name -o - "$out" | grep "Noto Sans CJK $3" >/dev/null || {
			echo "subset.sh: $out is not Noto Sans CJK $3 (face numbering changed?)" >&2
			exit 1
		}
		echo "$out: $(wc -c <"$out") bytes"
	done
done

#!/bin/sh
# copyright.sh prints /usr/share/doc/gomoku/copyright: the project's
# paragraph (docs/packaging/copyright, its MIT text from the top-level
# LICENSE) and, from their own licence files,
# the licences of what is compiled into the program.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
# indent turns a plain licence text into a DEP-5 field body.
indent() { sed -e 's/[[:space:]]*$//' -e 's/^$/./' -e 's/^/ /'; }
cat "$here/copyright"
# LICENSE's permission text, without its title and copyright lines (the
# paragraph above has them): DEP-5 calls the MIT licence Expat.
sed -n '/^Permission/,$p' "$top/LICENSE" | indent
echo
echo "Files: fonts/DejaVuSans.ttf fonts/DejaVuSans-Bold.ttf"
# The fonts' own paragraph (its Copyright and License), without the
# paragraph about Debian's packaging of them.
awk '/^Files: debian/{exit} /^Copyright:/{on=1} on' "$top/fonts/DejaVu-LICENSE.txt" | sed -e 's/[[:space:]]*$//'
echo "Files: fonts/NotoSansCJK*-Subset-*.otf"
echo "Copyright: 2014-2021 Adobe (http://www.adobe.com/)"
echo "           2010-2012 Google Corporation"
echo "License: OFL-1.1"
indent < "$top/fonts/NotoSansCJK-LICENSE.txt"
echo
go=${GO:-go}
sdl=$("$go" list -m -f '{{.Dir}}' github.com/veandco/go-sdl2)
echo "Files: github.com/veandco/go-sdl2/*"
echo "Copyright: 2013 Go-SDL2 Authors"
echo "License: BSD-3-Clause"
indent < "$sdl/LICENSE"
echo
echo "Files: Go runtime and standard library"
echo "Copyright: 2009 The Go Authors"
echo "License: BSD-3-Clause-Go"
indent < "$("$go" env GOROOT)/LICENSE"

#!/bin/sh
# depends.sh ARCH BINARY prints the Depends field for BINARY: dpkg-shlibdeps
# reads its NEEDED libraries and the symbols/shlibs files of the packages
# that hold them for ARCH (installed through dpkg, or unpacked in $SYSROOT).
set -eu
arch=$1 bin=$(realpath "$2")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/debian"
printf 'Source: gomoku\n\nPackage: gomoku\nArchitecture: any\n' > "$work/debian/control"
ma=$(dpkg-architecture -a"$arch" -qDEB_HOST_MULTIARCH 2>/dev/null)
extra=
if [ -n "${SYSROOT:-}" ]; then
  # Libraries unpacked outside dpkg: tell dpkg-shlibdeps where they are
  # and what their packages' shlibs files say.
  extra="-l$SYSROOT/lib/$ma -l$SYSROOT/usr/lib/$ma"
  cat "$SYSROOT"/shlibs/* > "$work/debian/shlibs.local"
fi
cd "$work"
# shellcheck disable=SC2086
eval "$(dpkg-architecture -a"$arch" -s 2>/dev/null)"
dpkg-shlibdeps -O $extra -e"$bin" 2>"$work/err" | sed -n 's/^shlibs:Depends=//p' > "$work/dep" || { cat "$work/err" >&2; exit 1; }
grep -v "^dpkg-shlibdeps: warning: binaries to analyze should already be installed in their package.s directory" "$work/err" >&2 || true
dep=$(cat "$work/dep")
[ -n "$dep" ] || { echo "depends.sh: dpkg-shlibdeps found no dependencies" >&2; exit 1; }
echo "$dep"

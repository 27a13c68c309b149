#!/bin/sh
# mkdeb.sh ARCH BINARY OUTDIR: builds gomoku_VERSION_ARCH.deb with dpkg-deb
# from an already built binary (make deb builds it and calls this).
#
# Environment: VERSION (default: from git describe), SYSROOT (a folder
# holding that architecture's libraries when they are not installed through
# dpkg, e.g. armhf on a machine whose apt cannot add armhf; the
# dependencies then come from the shlibs files found there).
set -eu
arch=$1 bin=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
top=$(cd "$here/../.." && pwd)
version=${VERSION:-$("$here/version.sh")}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/gomoku_${version}_$arch
doc=$root/usr/share/doc/gomoku

# The program and its tournament name (it speaks the Gomocup protocol when
# started as pbrain-*).
install -D -m 0755 "$bin" "$root/usr/games/gomoku"
ln -s gomoku "$root/usr/games/pbrain-gomoku"

# Menu entry and icons.
install -D -m 0644 "$here/gomoku.desktop" "$root/usr/share/applications/gomoku.desktop"
for png in "$here"/icons/*x*.png; do
  size=$(basename "$png" .png)
  install -D -m 0644 "$png" "$root/usr/share/icons/hicolor/$size/apps/gomoku.png"
done
install -D -m 0644 "$here/icons/gomoku.svg" "$root/usr/share/icons/hicolor/scalable/apps/gomoku.svg"

# Man page, shared by both names.
mkdir -p "$root/usr/share/man/man6"
gzip -9n < "$here/gomoku.6" > "$root/usr/share/man/man6/gomoku.6.gz"
ln -s gomoku.6.gz "$root/usr/share/man/man6/pbrain-gomoku.6.gz"

# Documentation: licences, changelog, README, the player's manual, the
# console/kiosk examples.
mkdir -p "$doc/examples"
"$here/copyright.sh" > "$doc/copyright"
# A native package (the project is its own upstream): changelog.gz.
"$here/changelog.sh" "$version" | gzip -9n > "$doc/changelog.gz"
gzip -9n < "$top/README.md" > "$doc/README.md.gz"
# The player's manual (its text; the pictures stay in the repository).
mkdir -p "$doc/manual"
for page in "$top"/docs/manual/*.md; do
  gzip -9n < "$page" > "$doc/manual/$(basename "$page").gz"
done
install -m 0644 "$here"/examples/* "$doc/examples/"
find "$root" -type d -exec chmod 0755 {} +
find "$root/usr/share" -type f -exec chmod 0644 {} +

# Depends from the libraries the binary really links (NEEDED entries),
# resolved by dpkg-shlibdeps for the target architecture.
depends=$("$here/depends.sh" "$arch" "$root/usr/games/gomoku")
installed=$(du -sk --apparent-size "$root" | cut -f1)
mkdir -p "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$root/DEBIAN/md5sums"
cat > "$root/DEBIAN/control" <<CONTROL
Package: gomoku
Version: $version
Architecture: $arch
Maintainer: gomoku maintainers <maintainers@users.noreply.a-seed-f047ae78.example>
Installed-Size: $installed
Depends: $depends
Section: games
Priority: optional
Description: five in a row (Gomoku, Renju, Omok, Caro) with a strong computer
 A five-in-a-row board game for one or two players on a PC or a Raspberry
 Pi: two people share one device, or one plays the built-in engine at six
 levels. Freestyle, Standard, Renju, Caro and Omok rules with the Pro,
 Long Pro, Swap and Swap2 openings, board sizes 5 to 26 and clocks.
 .
 Keyboard, mouse, touch screens (tap, or press and hold for a magnifier) and
 game controllers all work; it runs in a window, full screen, or on a Linux
 console without a desktop (KMS/DRM), in English, Traditional Chinese,
 Korean and Japanese. The engine also speaks the Gomocup protocol as
 pbrain-gomoku.
CONTROL
mkdir -p "$out"
rm -f "$out"/gomoku_*_"$arch".deb # one package per architecture: the newest
dpkg-deb --root-owner-group -Zxz --build "$root" "$out/gomoku_${version}_$arch.deb" >/dev/null
echo "$out/gomoku_${version}_$arch.deb"

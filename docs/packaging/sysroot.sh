#!/bin/sh
# sysroot.sh ARCH DIR PACKAGE... unpacks Debian's ARCH packages and
# everything they depend on into DIR, to link and run cross-built binaries
# against (qemu -L DIR), without adding ARCH to the machine's dpkg.
#
# Why: multiarch needs every library shared by two architectures at the
# same version on both, so one lagging mirror index (bookworm-security for
# armhf on the build machine) makes apt refuse libsdl2-dev:ARCH outright.
# Here apt runs with its own state, lists and cache under DIR/.apt and an
# empty dpkg status, downloads the packages with their whole dependency
# closure from the machine's own Debian sources, and dpkg-deb unpacks them.
# Each package's shlibs file goes to DIR/shlibs/ for dpkg-shlibdeps.
set -eu
arch=$1 dir=$2
shift 2
pkgs="$*"
apt=$dir/.apt
rm -rf "$dir"
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/etc/preferences.d" "$dir/shlibs"
: > "$apt/status"
# Only the Debian archive's own sources (other repositories the machine
# lists may not carry ARCH).
src=$apt/etc/sources.list
: > "$src"
for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
  [ -f "$f" ] || continue
  case $f in
  *.sources)
    # deb822: keep the URIs/Suites/Components of Debian stanzas.
    awk '/^URIs:/{u=$2} /^Suites:/{$1=""; s=$0} /^Components:/{$1=""; c=$0}
         /^$/{if (u ~ /debian/) { n=split(s, a, " "); for (i=1;i<=n;i++) print "deb", u, a[i], c } u=""; s=""; c=""}
         END{if (u ~ /debian/) { n=split(s, a, " "); for (i=1;i<=n;i++) print "deb", u, a[i], c }}' "$f" >> "$src" ;;
  *) grep -E '^deb [^ ]*debian' "$f" >> "$src" || true ;;
  esac
done
# Packages of ARCH from the (arch-independent) lists; a suite whose index
# fails to download is skipped with a warning, and apt resolves from the
# rest.
set -- -o APT::Architecture="$arch" -o APT::Architectures="$arch" \
  -o Dir::State="$apt" -o Dir::State::status="$apt/status" -o Dir::Cache="$apt/cache" \
  -o Dir::Etc::SourceList="$src" -o Dir::Etc::SourceParts=/nonexistent \
  -o Dir::Etc::Preferences="$apt/etc/preferences" -o Dir::Etc::PreferencesParts="$apt/etc/preferences.d" \
  -o APT::Install-Recommends=false -o Debug::NoLocking=true
apt-get "$@" update || echo "sysroot: warning: some $arch indexes failed; resolving from the others"
# shellcheck disable=SC2086
apt-get "$@" install --download-only -y $pkgs libc6-dev
for deb in "$apt"/cache/archives/*.deb; do
  dpkg-deb -x "$deb" "$dir"
  pkg=$(dpkg-deb -f "$deb" Package)
  ctl=$(mktemp -d)
  dpkg-deb -e "$deb" "$ctl"
  [ ! -f "$ctl/shlibs" ] || cp "$ctl/shlibs" "$dir/shlibs/$pkg"
  rm -rf "$ctl"
done
# Absolute symlinks (libfoo.so -> /lib/...) must point into the sysroot.
find "$dir" -type l | while read -r l; do
  t=$(readlink "$l")
  case $t in /*) ln -sfn "$dir$t" "$l" ;; esac
done
# glibc's linker scripts (libc.so, libm.so) name their libraries by
# absolute paths: point those into the sysroot too, so the link uses the
# sysroot's C library throughout.
grep -rlI --include='*.so' 'GNU ld script' "$dir/usr/lib" | while read -r f; do
  sed -i "s#\([ (]\)/\(usr/\)\{0,1\}lib/#\1$dir/\2lib/#g" "$f"
done
rm -rf "$apt/cache/archives"
touch "$dir/.done"
echo "sysroot: $(ls "$dir/shlibs" | wc -l) packages with libraries unpacked in $dir"

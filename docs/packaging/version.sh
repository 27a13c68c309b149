#!/bin/sh
# version.sh prints a Debian version from git describe: a tag v1.2.3 gives
# 1.2.3, commits after it 1.2.3+4.gabcdef0; without a tag it is
# 0~COMMITS.gHASH, so later builds always sort higher. Uncommitted changes
# add +dirty.
set -eu
cd "$(dirname "$0")"
d=$(git describe --tags --long --match 'v[0-9]*' --dirty 2>/dev/null || true)
if [ -n "$d" ]; then
  echo "$d" | sed -E 's/^v//; s/-0-g[0-9a-f]+//; s/-([0-9]+)-g([0-9a-f]+)/+\1.g\2/; s/-dirty$/+dirty/'
  exit 0
fi
v="0~$(git rev-list --count HEAD).g$(git rev-parse --short=7 HEAD)"
if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then v="$v+dirty"; fi
echo "$v"

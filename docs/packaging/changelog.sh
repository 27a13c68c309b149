#!/bin/sh
# changelog.sh VERSION prints a one-entry Debian changelog for a package
# built from this commit (lintian expects changelog.gz in a native package).
set -eu
cd "$(dirname "$0")"
commit=$(git log -1 --format='%h' 2>/dev/null || echo "unknown")
date=$(git log -1 --format='%aD' 2>/dev/null || date -R)
cat <<LOG
gomoku ($1) unstable; urgency=medium

  * Built from commit $commit

 -- gomoku maintainers <maintainers@users.noreply.a-seed-f047ae78.example>  $date
LOG

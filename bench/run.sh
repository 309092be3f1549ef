#!/bin/sh
# `npm run bench -- [flags]`: raises the open-file limit (10,000 idle sockets on each side of
# loopback) to the hard limit, then runs the bench in TypeScript through tsx.
cd "$(dirname "$0")/.." || exit 1
ulimit -n "$(ulimit -Hn)" 2>/dev/null || ulimit -n 65536 2>/dev/null || true
exec node --import tsx bench/src/main.ts "$@"

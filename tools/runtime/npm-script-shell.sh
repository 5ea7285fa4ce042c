#!/bin/sh
# npm runs every package script through this shell (.npmrc: script-shell), so `npm run <script>`
# started by an older Node runs on the bundled Node.js 24 (tools/workspace-checks/src/supported-node.mjs).
root=$(CDPATH= cd -- "$(dirname -- "$0")/../.." && pwd)
case "$(uname -s)" in Linux) platform=linux ;; Darwin) platform=darwin ;; *) platform=unsupported ;; esac
case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) arch=unsupported ;; esac
bundled="$root/node_modules/node-$platform-$arch"
if [ -x "$bundled/bin/node" ]; then
  bundled_major=$(sed -n 's/^ *"version": *"\([0-9]*\)\..*/\1/p' "$bundled/package.json" | head -n 1)
  current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
fi
if [ -x "$bundled/bin/node" ] && [ "$current_major" -lt "$bundled_major" ]; then
  PATH="$bundled/bin:$PATH"
  export PATH
fi
exec /bin/sh "$@"

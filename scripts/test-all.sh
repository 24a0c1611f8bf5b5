#!/usr/bin/env bash
# Installs what the tests need on a fresh machine, then runs every test layer.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's Chromium for the browser tests"
  if [ "$(id -u)" = "0" ]; then apt-get update -qq && apt-get install -y -qq chromium; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi
fi

# npm ci fails against this registry (foreign-platform optional packages); npm install keeps the lockfile.
npm install --no-audit --no-fund
npm test -- "$@"

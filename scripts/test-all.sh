#!/usr/bin/env bash
# Installs what the tests need on a fresh machine, then runs every test layer and prints each one's time.
# Arguments go to the browser tests (for example a test file's path).
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

# Debian's Chromium headless shell (scripts/chromium.mjs) runs every browser check: the browser tests and the CMS test's admin-app one.
if ! command -v chromium-headless-shell >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell for the browser tests"
  if [ "$(id -u)" = "0" ]; then apt-get update -qq && apt-get install -y -qq chromium-headless-shell; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium-headless-shell; fi
fi

times=()
summary() { [ ${#times[@]} -eq 0 ] || { echo "Test steps:"; printf '  %s\n' "${times[@]}"; }; }
trap summary EXIT
step() {
  local name=$1 started status=0
  shift
  started=$(date +%s)
  "$@" || status=$?
  times+=("$(printf '%5d s  %s' $(( $(date +%s) - started )) "$name")$([ "$status" -eq 0 ] || echo " (failed)")")
  return "$status"
}

# Directus's own install compiles sqlite3 and isolated-vm (3-4 minutes on a fresh machine; the CMS
# test would make it, this times it apart). It starts first, beside the site's install and the type
# check (mostly network, disk and one core), and is waited for before the unit tests, which its
# native builds would starve (CMS-script tests then time out).
cms_install=""
cms_install_log=$(mktemp)
if [ ! -e cms/node_modules/@directus/api/dist/cli/run.js ]; then
  (cd cms && npm install --no-audit --no-fund --loglevel=error) > "$cms_install_log" 2>&1 &
  cms_install=$!
fi

# npm ci fails against this registry (foreign-platform optional packages); npm install keeps the lockfile.
[ -d node_modules ] || step "site install" npm install --no-audit --no-fund

step "type check" npm run typecheck
# What is left of Directus's install once the site's install and the type check are done.
if [ -n "$cms_install" ]; then
  step "Directus install (rest)" wait "$cms_install" || { cat "$cms_install_log"; exit 1; }
fi
step "unit tests" npm run test:unit
step "CMS test" npm run test:cms
# A build of 12 articles: the cache the CMS test's builds left is kept (npm run bench:build measures cold builds).
step "build at 12 articles" node scripts/bench-build.mjs --sizes 12 --keep-cache --once
step "browser tests" node scripts/run-e2e.mjs --build "$@"

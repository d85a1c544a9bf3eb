#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine:
# Debian's Chromium (never a downloaded browser), PHP's CLI and curl, then the
# npm packages exactly as locked.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages the tests need, each with the command that proves it is there:
# chromium for the browser tests, php-cli to lint the PHP examples (php -l),
# curl to run the curl examples against a stand-in API.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v php >/dev/null 2>&1 || missing+=(php-cli)
command -v curl >/dev/null 2>&1 || missing+=(curl)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}..."
  sudo_if_needed=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo_if_needed=(sudo)
  fi
  "${sudo_if_needed[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_if_needed[@]}" apt-get install -y -qq "${missing[@]}"
fi

npm ci

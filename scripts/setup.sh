#!/usr/bin/env bash
# Installs what the site and its tests need on a fresh Debian machine:
# Debian's Chromium for the browser tests (never a downloaded browser), then
# the npm packages exactly as locked.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  sudo_if_needed=()
  if [ "$(id -u)" -ne 0 ]; then
    sudo_if_needed=(sudo)
  fi
  "${sudo_if_needed[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_if_needed[@]}" apt-get install -y -qq chromium
fi

npm ci

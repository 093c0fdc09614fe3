#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing, and its headless shell
# (the same engine without the browser's UI, about a third less CPU per test) where Debian has it.
# Without the shell the tests run in chromium itself.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ]; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
updated=""
if [ ! -x /usr/bin/chromium ]; then
  $SUDO apt-get update -qq
  updated=1
  $SUDO apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  { { [ -n "$updated" ] || $SUDO apt-get update -qq; } &&
    $SUDO apt-get install -y -qq chromium-headless-shell >/dev/null; } ||
    echo "chromium-headless-shell could not be installed: the end-to-end tests use chromium itself"
fi
/usr/bin/chromium --version

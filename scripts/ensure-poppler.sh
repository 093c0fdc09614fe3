#!/usr/bin/env bash
# Installs Debian's poppler-utils (pdftotext) when it is missing: the server tests read the PDFs
# the server makes as a person's PDF reader does (apps/server/src/test/pdfText.ts).
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then exit 0; fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq poppler-utils >/dev/null
pdftotext -v 2>&1 | head -1

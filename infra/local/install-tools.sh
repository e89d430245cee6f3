#!/usr/bin/env bash
# Installs the system tools the stack and its tests run into the project-local `.tools/`
# folder (gitignored), without changing the machine's apt setup. Called by
# scripts/bootstrap.mjs on every `npm start` / `npm test`, so the path where the tool is
# already present must stay fast (no network) and quiet apart from one line.
#
#   install-tools.sh [nats] [chromium]    the tools named (all of them when none is)
#
# `npm start` asks for nats only: chromium is for the page tests, and a start must not install
# what it does not run.
#
# nats-server, in order of preference:
#   1. .tools/nats-server/bin/nats-server already unpacked        → nothing to do
#   2. a nats-server >= 2.10 on PATH                               → use it
#   3. Debian trixie's package (2.10.27, a static Go binary that runs on bookworm), fetched
#      with a private apt sources/lists/cache directory and unpacked with `dpkg -x`
#   4. any nats-server on PATH (e.g. bookworm's 2.9.10, installed by hand)
#   5. the package of the system's own suite (bookworm: 2.9.10), fetched and unpacked the same way
# The code reading the binary (resolveNatsServer in @estate/testkit, infra/local/nats.sh)
# looks at NATS_SERVER_BIN, then .tools/nats-server/bin/nats-server, then PATH.
#
# Environment: ESTATE_TOOLS_DIR overrides the tools folder; ESTATE_NATS_SUITES overrides the
# suites tried in step 3 (space separated, default "trixie").
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
tools="${ESTATE_TOOLS_DIR:-$root/.tools}"
nats_dir="$tools/nats-server"
nats_bin="$nats_dir/bin/nats-server"
preferred_suites="${ESTATE_NATS_SUITES:-trixie}"

say() { printf '[install-tools] %s\n' "$*" >&2; }

# Prints "2.10.27" for a working binary, nothing (and status 1) otherwise.
nats_version() {
  local out
  out="$("$1" --version 2>/dev/null)" || return 1
  out="${out##*v}"
  [[ -n "$out" ]] || return 1
  printf '%s\n' "$out"
}

# True when version $1 >= $2 (dotted numbers).
version_ge() {
  [[ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" == "$2" ]]
}

# The Debian mirror this machine already uses, so the download goes where apt already goes
# (a mirror or proxy set up for the machine keeps working).
debian_uri() {
  local uri=""
  if [[ -r /etc/apt/sources.list.d/debian.sources ]]; then
    # First URIs of a stanza whose suites are not the security ones.
    uri="$(awk '
      /^[[:space:]]*$/ { if (u != "" && s !~ /security/) { print u; exit } u=""; s=""; next }
      /^URIs:/ { u=$2 }
      /^Suites:/ { s=$0 }
      END { if (u != "" && s !~ /security/) print u }' /etc/apt/sources.list.d/debian.sources | head -n1)"
  fi
  if [[ -z "$uri" && -r /etc/apt/sources.list ]]; then
    uri="$(awk '$1 == "deb" && $0 !~ /security/ { for (i = 2; i <= NF; i++) if ($i ~ /^[a-z]+:\/\//) { print $i; exit } }' /etc/apt/sources.list)"
  fi
  printf '%s\n' "${uri:-http://deb.debian.org/debian}"
}

system_suite() {
  local codename=""
  if [[ -r /etc/os-release ]]; then
    codename="$(. /etc/os-release && printf '%s' "${VERSION_CODENAME:-}")"
  fi
  printf '%s\n' "${codename:-bookworm}"
}

keyring() {
  local k
  for k in /usr/share/keyrings/debian-archive-keyring.gpg /etc/apt/trusted.gpg.d; do
    if [[ -e "$k" ]]; then printf '%s\n' "$k"; return 0; fi
  done
  return 1
}

# Downloads nats-server from suite $1 with a private apt state and unpacks it into .tools.
fetch_from_suite() {
  local suite="$1" uri key work deb extracted found
  command -v apt-get >/dev/null && command -v dpkg >/dev/null || { say "apt-get/dpkg not available"; return 1; }
  uri="$(debian_uri)"
  key="$(keyring)" || { say "no Debian archive keyring found; refusing an unsigned download"; return 1; }
  work="$(mktemp -d "${TMPDIR:-/tmp}/estate-apt.XXXXXX")"
  # shellcheck disable=SC2064 # expand now: the trap must remove this very directory
  trap "rm -rf '$work'" RETURN
  mkdir -p "$work/sources" "$work/lists/partial" "$work/cache/archives/partial" "$work/download"
  chmod -R a+rX "$work"
  cat >"$work/sources/estate-nats.sources" <<EOF
Types: deb
URIs: $uri
Suites: $suite
Components: main
Signed-By: $key
EOF
  # Loaded after the system configuration: drops hooks that would act on the system's
  # package state (PackageKit, AppStream) after our private update.
  cat >"$work/apt.conf" <<'EOF'
#clear APT::Update::Post-Invoke-Success;
#clear APT::Update::Post-Invoke;
#clear DPkg::Post-Invoke;
EOF
  local apt_opts=(
    -c "$work/apt.conf"
    -o "Dir::Etc::SourceList=/dev/null"
    -o "Dir::Etc::SourceParts=$work/sources"
    -o "Dir::State::Lists=$work/lists"
    -o "Dir::Cache=$work/cache"
    -o "Dir::Cache::pkgcache="
    -o "Dir::Cache::srcpkgcache="
    -o "Acquire::Languages=none"
    -o "Acquire::Retries=2"
    -o "Acquire::http::Timeout=30"
    -o "APT::Sandbox::User=$(id -un)"
  )
  say "apt-get update (private lists, suite $suite from $uri)"
  if ! apt-get "${apt_opts[@]}" -qq update >"$work/update.log" 2>&1; then
    say "apt-get update for $suite failed:"; sed 's/^/  /' "$work/update.log" >&2
    return 1
  fi
  say "apt-get download nats-server ($suite)"
  if ! (cd "$work/download" && apt-get "${apt_opts[@]}" -qq download nats-server) >"$work/download.log" 2>&1; then
    say "apt-get download for $suite failed:"; sed 's/^/  /' "$work/download.log" >&2
    return 1
  fi
  deb="$(find "$work/download" -maxdepth 1 -name 'nats-server_*.deb' | head -n1)"
  [[ -n "$deb" ]] || { say "no .deb downloaded"; return 1; }
  extracted="$work/extract"
  dpkg -x "$deb" "$extracted"
  found="$(find "$extracted" -type f -name nats-server -perm -u+x | head -n1)"
  [[ -n "$found" ]] || { say "the package holds no nats-server binary"; return 1; }
  nats_version "$found" >/dev/null || { say "the unpacked nats-server does not run here"; return 1; }
  # Install atomically: a half-copied binary must never look installed.
  mkdir -p "$nats_dir/bin"
  cp "$found" "$nats_bin.tmp.$$"
  chmod 0755 "$nats_bin.tmp.$$"
  mv -f "$nats_bin.tmp.$$" "$nats_bin"
  printf '%s\n' "$(basename "$deb")" >"$nats_dir/SOURCE"
  say "installed nats-server $(nats_version "$nats_bin") into $nats_bin (from $(basename "$deb"))"
}

install_nats() {
  local v path_bin
  if [[ -x "$nats_bin" ]] && v="$(nats_version "$nats_bin")"; then
    say "nats-server $v present at $nats_bin"
    return 0
  fi
  path_bin="$(command -v nats-server || true)"
  if [[ -n "$path_bin" ]] && v="$(nats_version "$path_bin")" && version_ge "$v" 2.10.0; then
    say "using nats-server $v on PATH ($path_bin)"
    return 0
  fi
  local suite
  for suite in $preferred_suites; do
    if fetch_from_suite "$suite"; then return 0; fi
  done
  if [[ -n "$path_bin" ]] && v="$(nats_version "$path_bin")"; then
    say "falling back to nats-server $v on PATH ($path_bin); features newer than it stay off"
    return 0
  fi
  local own
  own="$(system_suite)"
  say "falling back to the system suite ($own)"
  if fetch_from_suite "$own"; then return 0; fi
  say "could not install nats-server: set NATS_SERVER_BIN, or put nats-server on PATH (apt-get install nats-server)"
  return 1
}

# chromium, for the tests that open the gateway's pages, /markets (test/e2e/analysts.test.ts) and
# /docs (test/e2e/docs-page.test.ts):
# Debian's package through the machine's own apt when running as root; elsewhere one line says
# why the page tests will be skipped. Never fails the bootstrap: everything else runs without it.
install_chromium() {
  local bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
  if [[ -x "$bin" ]]; then
    say "chromium present at $bin"
    return 0
  fi
  if [[ "$(id -u)" != 0 ]] || ! command -v apt-get >/dev/null; then
    say "no chromium at $bin and no root apt-get to install it: the /markets and /docs page tests will be skipped (apt-get install chromium, or set CHROMIUM_PATH)"
    return 0
  fi
  say "installing chromium with apt-get"
  if ! { apt-get -qq update && DEBIAN_FRONTEND=noninteractive apt-get -y -qq install chromium; } >"${TMPDIR:-/tmp}/estate-chromium-install.log" 2>&1; then
    say "apt-get install chromium failed (log: ${TMPDIR:-/tmp}/estate-chromium-install.log): the /markets and /docs page tests will be skipped"
  fi
  return 0
}

tools=("$@")
if [[ ${#tools[@]} -eq 0 ]]; then tools=(nats chromium); fi
for tool in "${tools[@]}"; do
  case "$tool" in
    nats) install_nats ;;
    chromium) install_chromium ;;
    *) say "unknown tool '$tool' (known: nats, chromium)"; exit 2 ;;
  esac
done

#!/usr/bin/env bash
# Runs the local nats-server (JetStream) for `npm start`, with its data under .data/nats.
#
#   infra/local/nats.sh start    start in the background (no-op if already running), wait until ready
#   infra/local/nats.sh stop     stop it (SIGTERM, SIGKILL after a grace period)
#   infra/local/nats.sh status   running or not, pid, version, URL
#   infra/local/nats.sh run      run in the foreground (exec), e.g. under a supervisor
#   infra/local/nats.sh bin      print the nats-server binary that would run, and its version
#   infra/local/nats.sh url      print the client URL
#
# Environment:
#   NATS_SERVER_BIN     the binary; else .tools/nats-server/bin/nats-server, else PATH
#   NATS_HOST           listen address (127.0.0.1)
#   NATS_PORT           client port (4222)
#   NATS_HTTP_PORT      monitoring port (8222; 0 turns it off)
#   ESTATE_DATA_DIR     data root (.data); the server keeps its state in $ESTATE_DATA_DIR/nats
#   NATS_SYNC_INTERVAL  overrides jetstream.sync_interval of infra/nats/nats-server.conf
#                       (`always`, a duration such as `1s`, or `default`); see that file
#                       for why `always` is the project's setting
#
# A second `start` on the same data resumes the streams where they were.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
host="${NATS_HOST:-127.0.0.1}"
port="${NATS_PORT:-4222}"
http_port="${NATS_HTTP_PORT:-8222}"
data_root="${ESTATE_DATA_DIR:-$root/.data}"
data="$data_root/nats"
template="$root/infra/nats/nats-server.conf"
conf="$data/nats-server.conf"
pidfile="$data/nats-server.pid"
logfile="$data/nats-server.log"

say() { printf '[nats] %s\n' "$*" >&2; }
die() { say "$*"; exit 1; }

resolve_bin() {
  local candidate
  if [[ -n "${NATS_SERVER_BIN:-}" ]]; then
    [[ -x "$NATS_SERVER_BIN" ]] || die "NATS_SERVER_BIN=$NATS_SERVER_BIN is not executable"
    printf '%s\n' "$NATS_SERVER_BIN"; return
  fi
  candidate="$root/.tools/nats-server/bin/nats-server"
  if [[ -x "$candidate" ]]; then printf '%s\n' "$candidate"; return; fi
  candidate="$(command -v nats-server || true)"
  [[ -n "$candidate" ]] || die "nats-server not found: run 'bash infra/local/install-tools.sh' (or set NATS_SERVER_BIN)"
  printf '%s\n' "$candidate"
}

server_version() {
  local out
  out="$("$1" --version 2>&1)" || die "$1 --version failed: $out"
  out="${out##*v}"
  printf '%s\n' "$out"
}

version_ge() {
  [[ "$(printf '%s\n%s\n' "$2" "$1" | sort -V | head -n1)" == "$2" ]]
}

# The project config, adapted to this server: 2.9 does not know sync_interval (and refuses to
# start on unknown fields), NATS_SYNC_INTERVAL overrides the project's choice.
render_config() {
  local version="$1" sync="${NATS_SYNC_INTERVAL:-}"
  mkdir -p "$data"
  if ! version_ge "$version" 2.10.0; then
    say "nats-server $version predates sync_interval: fsync falls back to the server default (every 2 minutes)"
    sed -E 's/^([[:space:]]*)sync_interval[[:space:]]*:.*$/\1# sync_interval: not supported by this server/' "$template" >"$conf"
  elif [[ "$sync" == "default" ]]; then
    sed -E 's/^([[:space:]]*)sync_interval[[:space:]]*:.*$/\1# sync_interval: server default/' "$template" >"$conf"
  elif [[ -n "$sync" ]]; then
    [[ "$sync" =~ ^(always|[0-9]+(ms|s|m))$ ]] || die "NATS_SYNC_INTERVAL must be always, default or a duration like 1s"
    sed -E "s/^([[:space:]]*)sync_interval[[:space:]]*:.*\$/\\1sync_interval: $sync/" "$template" >"$conf"
  else
    cp "$template" "$conf"
  fi
}

server_args() {
  local args=(-c "$conf" -a "$host" -p "$port" -sd "$data" -n "estate-local")
  if [[ "$http_port" != "0" ]]; then args+=(-m "$http_port"); fi
  printf '%s\n' "${args[@]}"
}

running_pid() {
  local pid
  [[ -f "$pidfile" ]] || return 1
  pid="$(cat "$pidfile")"
  [[ -n "$pid" ]] && kill -0 "$pid" 2>/dev/null || return 1
  # A recycled pid of another program is not our server.
  [[ "$(cat "/proc/$pid/comm" 2>/dev/null || true)" == nats-server* ]] || return 1
  printf '%s\n' "$pid"
}

port_open() {
  (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null
}

cmd_start() {
  local pid bin version
  if pid="$(running_pid)"; then
    say "already running (pid $pid) at nats://$host:$port"
    return 0
  fi
  if port_open; then
    die "port $host:$port is taken by another process; set NATS_PORT or stop it"
  fi
  bin="$(resolve_bin)"
  version="$(server_version "$bin")"
  render_config "$version"
  [[ -f "$logfile" ]] && mv -f "$logfile" "$logfile.1"
  mapfile -t args < <(server_args)
  say "starting nats-server $version ($bin), data in $data"
  setsid nohup "$bin" "${args[@]}" >>"$logfile" 2>&1 </dev/null &
  pid=$!
  printf '%s\n' "$pid" >"$pidfile"
  for _ in $(seq 1 150); do
    if grep -q 'Server is ready' "$logfile" 2>/dev/null; then
      say "ready at nats://$host:$port (pid $pid; log $logfile)"
      return 0
    fi
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$pidfile"
      say "nats-server exited during startup; last log lines:"
      tail -n 20 "$logfile" >&2 || true
      return 1
    fi
    sleep 0.1
  done
  say "nats-server did not report ready within 15 s; last log lines:"
  tail -n 20 "$logfile" >&2 || true
  return 1
}

cmd_stop() {
  local pid
  if ! pid="$(running_pid)"; then
    say "not running"
    rm -f "$pidfile"
    return 0
  fi
  say "stopping pid $pid"
  kill -TERM "$pid"
  for _ in $(seq 1 100); do
    if ! kill -0 "$pid" 2>/dev/null; then rm -f "$pidfile"; say "stopped"; return 0; fi
    sleep 0.1
  done
  say "no exit after 10 s; killing"
  kill -KILL "$pid" 2>/dev/null || true
  rm -f "$pidfile"
}

cmd_status() {
  local pid
  if pid="$(running_pid)"; then
    say "running (pid $pid) at nats://$host:$port, data in $data"
  else
    say "not running"
    return 3
  fi
}

cmd_run() {
  local bin version
  bin="$(resolve_bin)"
  version="$(server_version "$bin")"
  render_config "$version"
  mapfile -t args < <(server_args)
  say "running nats-server $version in the foreground at nats://$host:$port, data in $data"
  exec "$bin" "${args[@]}"
}

cmd_bin() {
  local bin
  bin="$(resolve_bin)"
  printf '%s %s\n' "$bin" "$(server_version "$bin")"
}

case "${1:-}" in
  start) cmd_start ;;
  stop) cmd_stop ;;
  status) cmd_status ;;
  run) cmd_run ;;
  bin) cmd_bin ;;
  url) printf 'nats://%s:%s\n' "$host" "$port" ;;
  *) sed -n '2,20p' "$0" >&2; exit 2 ;;
esac

#!/bin/sh
# The host image's start: the runtime files the browser reads, then the security headers for
# their origins, then Caddy. /srv/runtime/remotes.json (which remote versions to load) and
# config.json belong to ops: mount them, or let config.json be written from the environment.
# remotes.json is read on every request (no-store), so pinning a version needs no restart; an
# origin that is new to it enters the Content-Security-Policy at the next start.
set -eu
runtime=/srv/runtime
generated=/tmp/ontoloom-web
mkdir -p "$generated"

if [ ! -f "$runtime/remotes.json" ]; then
  echo "host: $runtime/remotes.json is missing: mount the remote registry (see README, Production)." >&2
  exit 1
fi

: "${API_URL:?API_URL: the API address browsers call}"
: "${CHAT_URL:?CHAT_URL: the chat service address browsers call}"
config="$runtime/config.json"
if [ ! -f "$config" ]; then
  config="$generated/config.json"
  cat > "$config" <<JSON
{
  "API_URL": "$API_URL",
  "CHAT_URL": "$CHAT_URL",
  "DATADOG_APPLICATION_ID": "${DATADOG_APPLICATION_ID:-none}",
  "DATADOG_CLIENT_TOKEN": "${DATADOG_CLIENT_TOKEN:-none}",
  "ENVIRONMENT_NAME": "${ENVIRONMENT_NAME:-production}",
  "ONTOLOGY_CHAT_AGENT_NAME": "${ONTOLOGY_CHAT_AGENT_NAME:-ontology_assistant}",
  "GRAPH_EXPLOITATION_AGENT_NAME": "${GRAPH_EXPLOITATION_AGENT_NAME:-kb_chat}",
  "GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME": "${GRAPH_EXPLOITATION_DASHBOARD_AGENT_NAME:-kb_dashboard_builder}",
  "MONITORING_ENABLED": "${MONITORING_ENABLED:-false}"
}
JSON
fi
export ONTOLOOM_CONFIG_DIR="$(dirname "$config")"

origin() { printf '%s' "$1" | sed -E 's#^(https?://[^/"]+).*#\1#'; }
remotes=$(grep -oE '"entry"[[:space:]]*:[[:space:]]*"https?://[^/"]+' "$runtime/remotes.json" \
  | sed -E 's/.*"(https?:)/\1/' | sort -u | tr '\n' ' ' | sed 's/ $//')
monitoring=off
grep -qE '"MONITORING_ENABLED"[[:space:]]*:[[:space:]]*"true"' "$config" && monitoring=on

sed -e "s#https://remotes.invalid#${remotes}#g" \
  -e "s#https://api.invalid#$(origin "$API_URL")#g" \
  -e "s#https://chat.invalid#$(origin "$CHAT_URL")#g" \
  "/etc/caddy/security-headers-monitoring-$monitoring.caddy" > "$generated/security-headers.caddy"

exec caddy run --config /etc/caddy/Caddyfile --adapter caddyfile

#!/usr/bin/env bash
# Boots the production topology for real and checks it: builds every image (on local stand-ins
# of the base images unless ONTOLOOM_PUBLIC_IMAGES=1), starts docker-compose.yml on ports apart
# from the development ones, runs the deployment journeys in Chromium (e2e/compose: headers,
# sign-in, a run on 3 workers with one killed mid-run), then removes the stack and its volumes.
# Needs Docker's engine, docker-compose, a built workspace (pnpm install) and /usr/bin/chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
step() { echo "== $* ($(( $(date +%s) - start )) s)"; }

if [ "${ONTOLOOM_PUBLIC_IMAGES:-0}" != 1 ]; then
  step "local stand-ins of the base images"
  eval "$(deploy/local-images.sh)"
fi

export COMPOSE_PROJECT_NAME=ontoloom-smoke
export ADMIN_EMAIL=admin@smoke.ontoloom.test
export ADMIN_PASSWORD="smoke-$(date +%s)-Password"
# The journey kills a worker mid-job: its job runs again elsewhere after this long.
export JOB_EXPIRE_SECONDS=20
export WEB_PORT=13000 REMOTE_AUTH_PORT=13001 REMOTE_PROJECTS_PORT=13002 REMOTE_SETTINGS_PORT=13003 \
  REMOTE_ONTOLOGIES_PORT=13004 REMOTE_RUNS_PORT=13005 REMOTE_KNOWLEDGE_BASES_PORT=13006 \
  API_PORT=14000 CHAT_PORT=14100 MAIL_UI_PORT=18025
export ONTOLOOM_RUNTIME_DIR
ONTOLOOM_RUNTIME_DIR="$(mktemp -d)"
chmod 755 "$ONTOLOOM_RUNTIME_DIR"
pnpm --silent --filter @ontoloom/host exec tsx scripts/write-deploy-remotes.ts "$ONTOLOOM_RUNTIME_DIR"

cleanup() {
  step "removing the stack"
  docker-compose logs --no-color --tail=40 api worker chat >"${SMOKE_LOG:-/tmp/ontoloom-compose-smoke.log}" 2>&1 || true
  docker-compose down --volumes --remove-orphans >/dev/null 2>&1 || true
  rm -rf "$ONTOLOOM_RUNTIME_DIR"
}
trap cleanup EXIT

step "docker-compose config"
docker-compose config -q
step "building the images (legacy builder: no BuildKit plugin here)"
DOCKER_BUILDKIT=0 COMPOSE_DOCKER_CLI_BUILD=0 docker-compose build
docker images --format '{{.Repository}}:{{.Tag}} {{.Size}}' | grep '^ontoloom/' | sort
step "starting"
docker-compose up -d
for _ in $(seq 1 90); do
  unhealthy=$(docker-compose ps | grep -E 'starting|unhealthy|Exit' || true)
  [ -z "$unhealthy" ] && break
  sleep 2
done
docker-compose ps

step "deployment journeys in Chromium"
E2E_WEB_URL="http://localhost:$WEB_PORT" E2E_API_URL="http://localhost:$API_PORT" \
  E2E_ADMIN_EMAIL="$ADMIN_EMAIL" E2E_ADMIN_PASSWORD="$ADMIN_PASSWORD" \
  E2E_COMPOSE_PROJECT="$COMPOSE_PROJECT_NAME" \
  pnpm --filter @ontoloom/e2e exec playwright test --config playwright.compose.config.ts
docker-compose ps
step "done"

#!/usr/bin/env bash
# Local stand-ins for the public base images, for a machine that reaches Debian's packages and the
# npm registry but no image registry: a Debian base from debootstrap, then node, caddy, postgres and
# mailpit stand-ins built on it. Prints the variables that point the build at them.
# Needs root, debootstrap and a running Docker engine.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix=ontoloom-local

if ! docker image inspect "$prefix/debian:bookworm" >/dev/null 2>&1; then
  root="$(mktemp -d)"
  echo "== debootstrap Debian bookworm (about a minute)" >&2
  debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
  tar -C "$root" -c . | docker import - "$prefix/debian:bookworm" >/dev/null
  rm -rf "$root"
fi

context="$(mktemp -d)"
trap 'rm -rf "$context"' EXIT
# Node 20 and npm of this machine, and the certificate authorities it trusts.
cp "$(command -v node)" "$context/node"
cp -r "$(npm root -g)/npm" "$context/npm"
mkdir -p "$context/ca"
cp /usr/local/share/ca-certificates/*.crt "$context/ca/" 2>/dev/null || true
cp "$here"/stand-ins/*.sh "$context/"

build() { # name tag dockerfile
  echo "== $prefix/$1:$2" >&2
  DOCKER_BUILDKIT=0 docker build -q -f "$here/stand-ins/$3" -t "$prefix/$1:$2" "$context" >/dev/null
}
build node 20-bookworm-slim node.Dockerfile
build caddy 2.8 caddy.Dockerfile
build postgres 15 postgres.Dockerfile
build mailpit local mailpit.Dockerfile

cat <<VARS
export NODE_IMAGE=$prefix/node:20-bookworm-slim
export CADDY_IMAGE=$prefix/caddy:2.8
export POSTGRES_IMAGE=$prefix/postgres:15
export MAILPIT_IMAGE=$prefix/mailpit:local
VARS

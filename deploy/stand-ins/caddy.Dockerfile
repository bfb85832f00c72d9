# A local stand-in for caddy:2.8-alpine: Debian's Caddy (2.6) and wget (the healthcheck's client,
# busybox's in the official image).
ARG DEBIAN_IMAGE=ontoloom-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends caddy wget ca-certificates \
 && rm -rf /var/lib/apt/lists/* && mkdir -p /srv
CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]

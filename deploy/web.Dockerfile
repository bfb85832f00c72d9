# A static web image: the host shell or one remote, served by Caddy (precompressed brotli and
# gzip, immutable caching for hashed files, no-store for what names them, security headers).
#   docker build -f deploy/web.Dockerfile --build-arg APP=host        -t ontoloom/host .
#   docker build -f deploy/web.Dockerfile --build-arg APP=remote-runs -t ontoloom/remote-runs:0.44.0 \
#     --build-arg PREVIOUS_IMAGE=ontoloom/remote-runs:0.43.0 .
# A remote's image keeps the version folders of PREVIOUS_IMAGE beside the new one, so remotes.json
# can pin any version it holds; a team ships its remote by building this one image.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG CADDY_IMAGE=caddy:2.8-alpine
ARG PREVIOUS_IMAGE=${CADDY_IMAGE}

# The same first layers as services.Dockerfile, so every image shares one dependency download.
FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=12.21.0
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /src
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
ARG APP
RUN test -n "${APP}" || (echo "--build-arg APP=host or remote-<area>" >&2; exit 1)
RUN pnpm install --offline --frozen-lockfile --filter "./${APP}..." --filter "@ontoloom/host..." \
 && pnpm --filter "./${APP}" build \
 && mkdir -p /out/etc /out/bin \
 && if [ "${APP}" = host ]; then \
      cp deploy/web/host.Caddyfile /out/etc/Caddyfile \
      && pnpm --filter @ontoloom/host exec tsx scripts/caddy-headers.ts /out/etc \
      && cp deploy/web/host-entrypoint.sh /out/bin/ontoloom-web; \
    else \
      cp deploy/web/remote.Caddyfile /out/etc/Caddyfile \
      && printf '#!/bin/sh\nexec caddy run --config /etc/caddy/Caddyfile --adapter caddyfile\n' > /out/bin/ontoloom-web; \
    fi \
 && chmod 755 /out/bin/ontoloom-web

FROM ${PREVIOUS_IMAGE} AS previous

FROM ${CADDY_IMAGE} AS web
ARG APP
ENV XDG_CONFIG_HOME=/tmp/caddy XDG_DATA_HOME=/tmp/caddy
COPY --from=previous /srv/ /srv/
COPY --from=build /src/${APP}/dist/ /srv/www/
COPY --from=build /out/etc/ /etc/caddy/
COPY --from=build /out/bin/ontoloom-web /usr/local/bin/ontoloom-web
USER 1000:1000
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/healthz"]
CMD ["ontoloom-web"]

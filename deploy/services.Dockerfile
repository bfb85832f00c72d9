# The server deployables, one target each, built from the lockfile:
#   docker build -f deploy/services.Dockerfile --target api    -t ontoloom/api .
#   docker build -f deploy/services.Dockerfile --target worker -t ontoloom/worker .
#   docker build -f deploy/services.Dockerfile --target chat   -t ontoloom/chat .
# Each runs as the unprivileged `node` user with a healthcheck. NODE_IMAGE is a build argument so
# a machine without a registry can build on a local stand-in (deploy/local-images.sh).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION=12.21.0
RUN npm install -g pnpm@${PNPM_VERSION}
WORKDIR /src
# Dependencies first, from the lockfile alone: this layer stays cached while sources change.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --offline --frozen-lockfile --filter "@ontoloom/api..." --filter "@ontoloom/chat..." \
 && pnpm --filter @ontoloom/api deploy --prod --offline /out/api \
 && pnpm --filter @ontoloom/chat deploy --prod --offline /out/chat \
 && rm -rf /out/*/test /out/*/jest.config.js

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/api /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]

# The API's code working run jobs (`pnpm worker`): add replicas to scale out.
FROM api AS worker
ENV WORKER_HEALTH_FILE=/tmp/worker-alive
# Alive while the worker touched its file (after a database round trip) within the last minute.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "const s=require('fs').statSync(process.env.WORKER_HEALTH_FILE);process.exit(Date.now()-s.mtimeMs<60000?0:1)"]
CMD ["node", "--import", "tsx", "src/worker.ts"]

FROM ${NODE_IMAGE} AS chat
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4100 DATA_DIR=/data
WORKDIR /app
COPY --from=build /out/chat /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 4100
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]

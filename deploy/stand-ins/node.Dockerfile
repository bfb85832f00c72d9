# A local stand-in for node:20-bookworm-slim where no registry serves images: Debian (from
# debootstrap, see local-images.sh) with the build machine's own Node 20 and npm copied in, and
# the `node` user (uid 1000) the official image has. It also trusts the build machine's extra
# certificate authorities (an egress proxy that inspects TLS), so npm reaches the registry.
ARG DEBIAN_IMAGE=ontoloom-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
COPY ca/ /usr/local/share/ca-certificates/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/sh --create-home node \
 && apt-get update && apt-get install -y --no-install-recommends ca-certificates \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
CMD ["node"]

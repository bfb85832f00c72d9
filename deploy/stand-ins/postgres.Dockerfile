# A local stand-in for postgres:15: Debian's PostgreSQL 15 with an entrypoint honouring the
# official image's POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB.
ARG DEBIAN_IMAGE=ontoloom-local/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 \
 && rm -rf /var/lib/apt/lists/*
COPY postgres-entrypoint.sh /usr/local/bin/postgres-entrypoint
ENV PGDATA=/var/lib/postgresql/data PATH=/usr/lib/postgresql/15/bin:$PATH
EXPOSE 5432
CMD ["postgres-entrypoint"]

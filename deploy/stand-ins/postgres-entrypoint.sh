#!/bin/sh
set -eu
: "${POSTGRES_USER:=postgres}" "${POSTGRES_PASSWORD:?}" "${POSTGRES_DB:=$POSTGRES_USER}"
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
as_postgres() { runuser -u postgres -- "$@"; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  as_postgres initdb -D "$PGDATA" --username=postgres --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  echo "listen_addresses = '*'" >> "$PGDATA/postgresql.conf"
  echo "host all all 0.0.0.0/0 scram-sha-256" >> "$PGDATA/pg_hba.conf"
  as_postgres pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  as_postgres psql -v ON_ERROR_STOP=1 -q -d postgres <<SQL
$( [ "$POSTGRES_USER" = postgres ] || echo "CREATE ROLE \"$POSTGRES_USER\" LOGIN SUPERUSER;" )
ALTER ROLE "$POSTGRES_USER" PASSWORD '$POSTGRES_PASSWORD';
$( [ "$POSTGRES_DB" = postgres ] || echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\";" )
SQL
  as_postgres pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec runuser -u postgres -- postgres -D "$PGDATA"

#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster for the API's tests on 127.0.0.1.
#   ensure-postgres.sh start <dataDir>   prints the connection URL as its last line
#   ensure-postgres.sh stop <dataDir>
#   ensure-postgres.sh restart <dataDir>  fast shutdown (every session ends) and start on the same port
# Installs Debian's postgresql package only when its binaries are missing. PostgreSQL refuses to run as
# root, so the cluster belongs to the `postgres` system user (created by the package) when we are root.
set -euo pipefail

action="${1:?start|stop|restart}"
data_dir="${2:?data directory}"

find_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [[ -x "$dir/pg_ctl" && -x "$dir/initdb" ]]; then echo "$dir"; return 0; fi
  done
  return 1
}

bin="$(find_bin || true)"
if [[ -z "$bin" ]]; then
  if [[ "$action" == "stop" ]]; then exit 0; fi
  echo "ensure-postgres: installing postgresql" >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y postgresql >&2 || { apt-get update >&2 && apt-get install -y postgresql >&2; }
  bin="$(find_bin)"
fi

as_owner() {
  if [[ "$(id -u)" == "0" ]]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

if [[ "$action" == "stop" ]]; then
  if [[ -f "$data_dir/pgdata/postmaster.pid" ]]; then
    as_owner "$bin/pg_ctl" -D "$data_dir/pgdata" -m immediate stop >/dev/null 2>&1 || true
  fi
  rm -rf "$data_dir"
  exit 0
fi

if [[ "$action" == "restart" ]]; then
  # pg_ctl restart reuses the options of the last start (postmaster.opts), so the port stays the same.
  as_owner "$bin/pg_ctl" -D "$data_dir/pgdata" -l "$data_dir/postgres.log" -m fast -w -t 60 restart >/dev/null
  exit 0
fi

mkdir -p "$data_dir"
if [[ "$(id -u)" == "0" ]]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
  chown postgres "$data_dir"
fi

port="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
if [[ ! -f "$data_dir/pgdata/PG_VERSION" ]]; then
  as_owner "$bin/initdb" -D "$data_dir/pgdata" -U postgres --auth=trust --encoding=UTF8 >/dev/null
fi
# Unix socket in the data dir (not /var/run), TCP only on loopback, fsync off: throwaway test data.
as_owner "$bin/pg_ctl" -D "$data_dir/pgdata" -l "$data_dir/postgres.log" -w -t 60 \
  -o "-h 127.0.0.1 -p $port -k $data_dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  start >/dev/null
echo "postgres://postgres@127.0.0.1:$port/postgres"

#!/bin/sh
# Rolling restart (upgrade) of the instances behind nginx with no failed request (docs/deploy.md, "Upgrades").
# For each instance: mark it down in nginx and reload (nginx's old workers finish their requests), stop it (it drains),
# start it, wait until /api/health/ready answers 200, put it back. The same steps are tested by
# apps/server/src/nginx.test.ts ("a rolling restart of the three serves every request").
# Usage: deploy/rolling-restart.sh 3001 3002 3003      (run as root on the application server)
set -eu
SITE=/etc/nginx/conf.d/ov-sentinel.conf
RENDER_ARGS_FILE=/etc/ov-sentinel/nginx-render.args   # the arguments given to render.mjs, one line
APP=/opt/ov-sentinel
[ "$#" -gt 0 ] || { echo "usage: $0 PORT..." >&2; exit 2; }
ARGS=$(cat "$RENDER_ARGS_FILE")

render() { # $1: the upstream to mark down, or nothing
  # shellcheck disable=SC2086
  node "$APP/deploy/nginx/render.mjs" $ARGS ${1:+--down "$1"} > "$SITE.new"
  mv "$SITE.new" "$SITE"
  nginx -t -q
  nginx -s reload
  # Wait until the previous workers have finished their requests and exited.
  i=0
  while pgrep -f 'nginx: worker process is shutting down' >/dev/null; do
    i=$((i + 1)); [ "$i" -lt 600 ] || { echo "nginx workers did not finish" >&2; exit 1; }
    sleep 0.5
  done
}

for port in "$@"; do
  echo "== instance $port"
  render "127.0.0.1:$port"
  systemctl restart "ov-sentinel@$port"
  i=0
  until curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1; do
    i=$((i + 1)); [ "$i" -lt 300 ] || { echo "instance $port is not ready; left out of nginx" >&2; exit 1; }
    sleep 1
  done
  render ""
done
echo "== all instances restarted"

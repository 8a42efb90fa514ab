#!/bin/sh
# nginx's command in deploy/compose.yaml (deploy/RUNBOOK.md "Certificates"): fills deploy/nginx/zvuk-rabota.conf's
# placeholders, serves Let's Encrypt's certificate for SERVER_NAME when certbot has obtained one, else a self-signed
# one made here on the first start (the site comes up; browsers warn until the real one is there), and reloads nginx
# within 5 minutes of the certificate changing (certbot's first certificate, each renewal).
# `start.sh render` only writes the site file: server/deploy-compose.test.ts renders with it and compares the result
# with what scripts/deploy-proxy.ts makes, so the two cannot drift.
# `start.sh drain app1:3000` takes an instance out of service before it is stopped (RUNBOOK "Rolling update"): it is
# marked `down` and nginx reloaded; the command returns once nginx's new workers serve and the old ones have finished
# (up to NGINX_RELOAD_WAIT_SECONDS, 30), so no new request or connection reaches the instance. `start.sh undrain
# app1:3000` puts it back, and the reload also looks its name up again (a recreated container's address may change).
# The end-to-end set-up (tests/e2e/start-tls-proxy.ts) runs this very script for its nginx, its restarts included.
set -eu
: "${SERVER_NAME:?}" "${PUBLIC_URL:?}" "${NGINX_APP_SERVERS:?}" "${NGINX_BUCKET_SERVER:?}" "${S3_BUCKET:?}"
template=${NGINX_TEMPLATE:-/templates/zvuk-rabota.conf}
site_file=${NGINX_SITE_FILE:-/etc/nginx/conf.d/default.conf}
letsencrypt=${LETSENCRYPT_DIR:-/etc/letsencrypt}
live="$letsencrypt/live/$SERVER_NAME"
# The instances taken out of service, one host:port per line (kept while the container lives; a new start clears it).
drained_file=${NGINX_DRAINED_FILE:-/tmp/zvuk-rabota-drained}
pid_file=${NGINX_PID_FILE:-/var/run/nginx.pid}
# Outside live/ and renewal/, where certbot would take it for a certificate of its own and refuse to write.
self_signed="$letsencrypt/self-signed/$SERVER_NAME"

certificate_dir() {
  if [ -s "$live/fullchain.pem" ] && [ -s "$live/privkey.pem" ]; then echo "$live"; else echo "$self_signed"; fi
}

# NGINX_APP_SERVERS with `down` after each drained instance's address.
app_servers() {
  servers=$NGINX_APP_SERVERS
  if [ -s "$drained_file" ]; then
    while read -r drained; do
      pattern=$(printf '%s' "$drained" | sed 's/[.]/\\./g')
      servers=$(printf '%s' "$servers" | sed "s#server $pattern\([ ;]\)#server $drained down\1#")
    done <"$drained_file"
  fi
  printf '%s' "$servers"
}

render() {
  from=$(certificate_dir)
  sed -e "s|{{APP_SERVERS}}|$(app_servers)|" \
    -e "s|{{LISTEN}}|${NGINX_HTTPS_LISTEN:-443}|" -e "s|{{HTTP_LISTEN}}|${NGINX_HTTP_LISTEN:-80}|" \
    -e "s|{{SERVER_NAME}}|$SERVER_NAME|g" -e "s|{{PUBLIC_URL}}|$PUBLIC_URL|" \
    -e "s|{{CERTIFICATE}}|$from/fullchain.pem|" -e "s|{{CERTIFICATE_KEY}}|$from/privkey.pem|" \
    -e "s|{{ACME_WEBROOT}}|${ACME_WEBROOT:-/var/www/acme}|" \
    -e "s|{{BUCKET_SERVER}}|$NGINX_BUCKET_SERVER|" -e "s|{{BUCKET}}|$S3_BUCKET|" \
    "$template" >"$site_file.new"
  mv "$site_file.new" "$site_file"
}

# The master's worker processes (its children), by process id.
workers() {
  master=$(cat "$pid_file")
  for stat in /proc/[0-9]*/stat; do
    [ "$(cut -d' ' -f4 "$stat" 2>/dev/null)" = "$master" ] && { dir=${stat%/stat}; echo "${dir#/proc/}"; }
  done
  return 0
}

# Of the process ids in $1, those still running.
running() { for pid in $1; do [ -d "/proc/$pid" ] && echo "$pid"; done; return 0; }
# The workers that are not among the process ids in $1.
started_since() { for pid in $(workers); do case " $(echo $1) " in *" $pid "*) ;; *) echo "$pid" ;; esac; done; }

# Reloads nginx (what `nginx -s reload` does) and returns once the new configuration serves: new workers have started
# (the master found the file valid) and the old ones have finished what they had under way.
reload() {
  old=$(workers)
  kill -HUP "$(cat "$pid_file")"
  tenths=0
  while [ -z "$(started_since "$old")" ]; do
    tenths=$((tenths + 1))
    [ "$tenths" -le 100 ] || { echo "start.sh: nginx did not load the new configuration within 10 s (its error log says why)" >&2; return 1; }
    sleep 0.1
  done
  tenths=0
  while [ -n "$(running "$old")" ]; do
    tenths=$((tenths + 1))
    if [ "$tenths" -gt $((${NGINX_RELOAD_WAIT_SECONDS:-30} * 10)) ]; then
      echo "start.sh: nginx's old workers are still finishing requests after ${NGINX_RELOAD_WAIT_SECONDS:-30} s; going on"
      return 0
    fi
    sleep 0.1
  done
}

# `drain|undrain host:port`: takes an instance out of service or puts it back.
if [ "${1:-}" = drain ] || [ "${1:-}" = undrain ]; then
  instance=${2:?"start.sh: $1 needs an instance's host:port, as NGINX_APP_SERVERS names it"}
  case "$NGINX_APP_SERVERS " in
    *"server $instance "* | *"server $instance;"*) ;;
    *) echo "start.sh: no instance $instance in NGINX_APP_SERVERS ($NGINX_APP_SERVERS)" >&2; exit 1 ;;
  esac
  touch "$drained_file"
  others=$(grep -vxF "$instance" "$drained_file" || true)
  if [ "$1" = drain ]; then
    in_service=$(printf '%s' "$NGINX_APP_SERVERS" | tr ';' '\n' | grep -c 'server ')
    in_service=$((in_service - $(printf '%s' "$others" | grep -c . || true)))
    if [ "$in_service" -le 1 ]; then
      echo "start.sh: $instance is the last instance in service; not taking it out (undrain another first)" >&2
      exit 1
    fi
    printf '%s\n%s\n' "$others" "$instance" | grep . >"$drained_file.new" || true
  else
    printf '%s\n' "$others" | grep . >"$drained_file.new" || true
  fi
  mv "$drained_file.new" "$drained_file"
  render
  reload
  echo "start.sh: $instance $([ "$1" = drain ] && echo "out of service" || echo "back in service"): $(app_servers)"
  exit 0
fi

if [ ! -s "$self_signed/fullchain.pem" ]; then
  command -v openssl >/dev/null || { echo "start.sh: openssl is needed for the first, self-signed certificate" >&2; exit 1; }
  mkdir -p "$self_signed"
  openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$SERVER_NAME" -addext "subjectAltName=DNS:$SERVER_NAME" \
    -keyout "$self_signed/privkey.pem" -out "$self_signed/fullchain.pem" 2>/dev/null
  echo "start.sh: no certificate for $SERVER_NAME from certbot yet: serving a self-signed one ($self_signed)"
fi
[ "${1:-}" = render ] || rm -f "$drained_file"
render
[ "${1:-}" = render ] && exit 0

fingerprint() { cksum <"$(certificate_dir)/fullchain.pem"; }
(
  seen=$(fingerprint)
  while sleep 300; do
    now=$(fingerprint)
    if [ "$now" != "$seen" ]; then
      render && reload && seen=$now && echo "start.sh: certificate changed ($(certificate_dir)): nginx reloaded"
    fi
  done
) &
exec nginx -g 'daemon off;'

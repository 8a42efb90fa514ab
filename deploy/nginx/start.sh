#!/bin/sh
# nginx's command in deploy/compose.yaml (deploy/RUNBOOK.md "Certificates"): fills deploy/nginx/zvuk-rabota.conf's
# placeholders, serves Let's Encrypt's certificate for SERVER_NAME when certbot has obtained one, else a self-signed
# one made here on the first start (the site comes up; browsers warn until the real one is there), and reloads nginx
# within 5 minutes of the certificate changing (certbot's first certificate, each renewal).
# `start.sh render` only writes the site file: server/deploy-nginx.test.ts renders with it and compares the result
# with what the end-to-end set-up runs (scripts/deploy-proxy.ts), so the two cannot drift.
set -eu
: "${SERVER_NAME:?}" "${PUBLIC_URL:?}" "${NGINX_APP_SERVERS:?}" "${NGINX_BUCKET_SERVER:?}" "${S3_BUCKET:?}"
template=${NGINX_TEMPLATE:-/templates/zvuk-rabota.conf}
site_file=${NGINX_SITE_FILE:-/etc/nginx/conf.d/default.conf}
letsencrypt=${LETSENCRYPT_DIR:-/etc/letsencrypt}
live="$letsencrypt/live/$SERVER_NAME"
# Outside live/ and renewal/, where certbot would take it for a certificate of its own and refuse to write.
self_signed="$letsencrypt/self-signed/$SERVER_NAME"

certificate_dir() {
  if [ -s "$live/fullchain.pem" ] && [ -s "$live/privkey.pem" ]; then echo "$live"; else echo "$self_signed"; fi
}

render() {
  from=$(certificate_dir)
  sed -e "s|{{APP_SERVERS}}|$NGINX_APP_SERVERS|" \
    -e "s|{{LISTEN}}|${NGINX_HTTPS_LISTEN:-443}|" -e "s|{{HTTP_LISTEN}}|${NGINX_HTTP_LISTEN:-80}|" \
    -e "s|{{SERVER_NAME}}|$SERVER_NAME|g" -e "s|{{PUBLIC_URL}}|$PUBLIC_URL|" \
    -e "s|{{CERTIFICATE}}|$from/fullchain.pem|" -e "s|{{CERTIFICATE_KEY}}|$from/privkey.pem|" \
    -e "s|{{ACME_WEBROOT}}|${ACME_WEBROOT:-/var/www/acme}|" \
    -e "s|{{BUCKET_SERVER}}|$NGINX_BUCKET_SERVER|" -e "s|{{BUCKET}}|$S3_BUCKET|" \
    "$template" >"$site_file.new"
  mv "$site_file.new" "$site_file"
}

if [ ! -s "$self_signed/fullchain.pem" ]; then
  command -v openssl >/dev/null || { echo "start.sh: openssl is needed for the first, self-signed certificate" >&2; exit 1; }
  mkdir -p "$self_signed"
  openssl req -x509 -newkey rsa:2048 -nodes -days 365 -subj "/CN=$SERVER_NAME" -addext "subjectAltName=DNS:$SERVER_NAME" \
    -keyout "$self_signed/privkey.pem" -out "$self_signed/fullchain.pem" 2>/dev/null
  echo "start.sh: no certificate for $SERVER_NAME from certbot yet: serving a self-signed one ($self_signed)"
fi
render
[ "${1:-}" = render ] && exit 0

fingerprint() { cksum <"$(certificate_dir)/fullchain.pem"; }
(
  seen=$(fingerprint)
  while sleep 300; do
    now=$(fingerprint)
    if [ "$now" != "$seen" ]; then
      render && nginx -s reload && seen=$now && echo "start.sh: certificate changed ($(certificate_dir)): nginx reloaded"
    fi
  done
) &
exec nginx -g 'daemon off;'

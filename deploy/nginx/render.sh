#!/bin/sh
# Writes deploy/nginx/reserva.conf.template filled in to stdout:
#   PORTS="4001 4002" WEB_DIST=/srv/reserva/apps/web/dist deploy/nginx/render.sh > /etc/nginx/conf.d/reserva.conf
# PORTS: the server processes' ports on 127.0.0.1 (one reserva@PORT unit each); WEB_DIST: the built web
# app; LISTEN: nginx's port (80); LOG_DIR: where the access log goes (/var/log/nginx).
# TLS_CERT and TLS_KEY (optional): the certificate's and its key's files; nginx then listens with TLS and
# HTTP/2 (LISTEN 443 then). Without Debian's libnginx-mod-http-brotli-static the brotli_static line is
# left out: gzip only.
# DRAIN (optional): ports among PORTS that nginx sends no new request to (`down`), for a restart that
# fails no request: render with DRAIN=4001, reload nginx, restart reserva@4001, render without, reload.
set -eu
: "${PORTS:?PORTS, the processes ports, as in PORTS=\"4001 4002\"}"
: "${WEB_DIST:?WEB_DIST, the path of the built web app (apps/web/dist)}"
LISTEN="${LISTEN:-80}"
LOG_DIR="${LOG_DIR:-/var/log/nginx}"
BROTLI_MODULE="${BROTLI_MODULE:-/usr/lib/nginx/modules/ngx_http_brotli_static_module.so}"
template="$(dirname "$0")/reserva.conf.template"

servers=""
for port in $PORTS; do
  state="max_fails=2 fail_timeout=5s"
  case " ${DRAIN:-} " in *" $port "*) state="down" ;; esac
  servers="$servers    server 127.0.0.1:$port $state;\\n"
done
drop_brotli=""
[ -f "$BROTLI_MODULE" ] || drop_brotli="/brotli_static/d"

listen="$LISTEN"
if [ -n "${TLS_CERT:-}" ]; then
  : "${TLS_KEY:?TLS_KEY, the key of TLS_CERT}"
  # nginx 1.22 (Debian 12) takes http2 on the listen line.
  listen="$LISTEN ssl http2;\\n    ssl_certificate $TLS_CERT;\\n    ssl_certificate_key $TLS_KEY"
fi

sed -e "$drop_brotli" \
  -e "s#@SERVERS@#${servers%\\n}#" \
  -e "s#@LISTEN@#$listen#" \
  -e "s#@LOG_DIR@#$LOG_DIR#" \
  -e "s#@WEB_DIST@#$WEB_DIST#" \
  "$template"

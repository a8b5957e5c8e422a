#!/bin/sh
# Self-signed certificate and the nginx site for compose.yaml (replace the certificate by the ministry's own).
set -eu
cd "$(dirname "$0")"
NAME="${1:-localhost}"
mkdir -p tls
openssl req -x509 -newkey rsa:3072 -sha256 -nodes -days 825 -subj "/CN=$NAME" \
  -addext "subjectAltName=DNS:$NAME" -keyout tls/ov.key -out tls/ov.crt
chmod 600 tls/ov.key
node ../nginx/render.mjs --upstreams app1:3000,app2:3000,app3:3000 --server-name "$NAME" \
  --cert /etc/nginx/tls/ov.crt --key /etc/nginx/tls/ov.key > nginx.conf
echo "tls/ov.crt, tls/ov.key and nginx.conf written"

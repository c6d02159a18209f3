# syntax=docker/dockerfile:1
# The site and its server in one image: built with the dev dependencies, run with the production ones
# only, as plain JavaScript, by a non-root user. Data (the embedded database and CVs) lives in /data;
# set DATABASE_URL to use PostgreSQL instead (see compose.yaml and .env.example).
ARG NODE_VERSION=20.19

FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Absolute URLs in link previews and the sitemap. The checkout script is not built in: the server
# names it in each order answer, so one image serves every payment mode.
ARG SITE_URL=https://www.arcnovaconsulting.com
RUN SITE_URL="$SITE_URL" npm run build

FROM node:${NODE_VERSION}-bookworm-slim AS runtime
# The origin the site was built for, if one was given, is the server's too (e-mail links, push
# subject, passkeys); without it the server warns at start-up. `docker run -e SITE_URL=…` overrides.
ARG SITE_URL=
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data SITE_URL=${SITE_URL}
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/dist ./server/dist
COPY server/start.mjs server/staff.mjs ./server/
COPY server/migrations ./server/migrations
COPY server/payments/sandbox-checkout.js ./server/payments/sandbox-checkout.js
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/start.mjs"]

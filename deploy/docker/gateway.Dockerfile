# syntax=docker/dockerfile:1.7
#
# The gateway: the shared base (base.Dockerfile) plus the gateway package and the three built web apps
# (web-public, web-portal, web-ops), which a Node 20 stage builds from the npm workspaces.
#
#   docker build -f deploy/docker/gateway.Dockerfile --build-arg BASE_IMAGE=ringbook/base:latest \
#       -t ringbook/gateway:latest .                                        # context: the repo root

ARG BASE_IMAGE=ringbook/base:latest
ARG PYTHON_IMAGE=python:3.11-slim-bookworm
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- the web apps: npm ci from the lock file, then every workspace's `vite build` ----------------------
FROM ${NODE_IMAGE} AS web
WORKDIR /src
# Manifests first, so the npm ci layer is reused until a package.json or the lock file changes.
COPY package.json package-lock.json tsconfig.base.json ./
COPY web-shared/package.json web-shared/
COPY web-public/package.json web-public/
COPY web-portal/package.json web-portal/
COPY web-ops/package.json web-ops/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --no-audit --no-fund --loglevel=error
COPY web-shared web-shared
COPY web-public web-public
COPY web-portal web-portal
COPY web-ops web-ops
RUN npm run build \
    && test -f web-public/dist/index.html \
    && test -f web-portal/dist/index.html \
    && test -f web-ops/dist/index.html

FROM ${PYTHON_IMAGE} AS uv
RUN pip install --no-cache-dir --disable-pip-version-check uv==0.13.9

# ---- the gateway -----------------------------------------------------------------------------------------
FROM ${BASE_IMAGE}
USER root
WORKDIR /app
COPY gateway gateway
# UV_SYNC_FLAGS (set by the base image) is a list of flags: split on purpose.
# hadolint ignore=SC2086
RUN --mount=type=bind,from=uv,source=/usr/local/bin/uv,target=/usr/local/bin/uv \
    --mount=type=cache,target=/root/.cache/uv \
    uv sync $UV_SYNC_FLAGS --package ringbook-gateway \
    && python -m compileall -q gateway
# GATEWAY_WEB_ROOT holds <app>/dist for each app, exactly as gateway.routes.WEB_APPS names the folders.
COPY --from=web /src/web-public/dist web/web-public/dist
COPY --from=web /src/web-portal/dist web/web-portal/dist
COPY --from=web /src/web-ops/dist web/web-ops/dist
USER 10001:10001
ENV GATEWAY_WEB_ROOT=/app/web \
    RINGBOOK_HEALTHCHECK_URL=http://127.0.0.1:8000/livez
EXPOSE 8000
CMD ["uvicorn", "gateway.app:create_app", "--factory", "--host", "0.0.0.0", "--port", "8000", \
     "--timeout-graceful-shutdown", "20", "--no-proxy-headers"]

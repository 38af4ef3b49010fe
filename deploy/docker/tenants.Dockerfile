# syntax=docker/dockerfile:1.7
#
# The tenants service: the shared base (base.Dockerfile) plus services/tenants installed into /app/.venv.
#
#   docker build -f deploy/docker/tenants.Dockerfile --build-arg BASE_IMAGE=ringbook/base:latest \
#       -t ringbook/tenants:latest .                                           # context: the repo root
#
# The same image runs the service (the default CMD) and its migrations (the compose one-shot and the
# Kubernetes initContainer): alembic -c services/tenants/alembic.ini upgrade head

ARG BASE_IMAGE=ringbook/base:latest
ARG PYTHON_IMAGE=python:3.11-slim-bookworm

FROM ${PYTHON_IMAGE} AS uv
RUN pip install --no-cache-dir --disable-pip-version-check uv==0.13.9

FROM ${BASE_IMAGE}
USER root
WORKDIR /app
COPY services/tenants services/tenants
# UV_SYNC_FLAGS (set by the base image) is a list of flags: split on purpose.
# hadolint ignore=SC2086
RUN --mount=type=bind,from=uv,source=/usr/local/bin/uv,target=/usr/local/bin/uv \
    --mount=type=cache,target=/root/.cache/uv \
    uv sync $UV_SYNC_FLAGS --package ringbook-tenants \
    && python -m compileall -q services/tenants
USER 10001:10001
ENV RINGBOOK_HEALTHCHECK_URL=http://127.0.0.1:8080/livez
EXPOSE 8080
CMD ["uvicorn", "tenants.app:create_app", "--factory", "--host", "0.0.0.0", "--port", "8080", \
     "--timeout-graceful-shutdown", "20", "--no-proxy-headers"]

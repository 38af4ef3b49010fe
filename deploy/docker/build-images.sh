#!/usr/bin/env bash
# Builds every Ringbook image in order: the shared base first, then the six services and the gateway
# FROM it. The build context is always the repo root; each Dockerfile has its own
# <name>.Dockerfile.dockerignore next to it (BuildKit, Docker 23+).
#
#   deploy/docker/build-images.sh                  # ringbook/<name>:latest
#   RINGBOOK_REGISTRY=registry.example.com/ringbook RINGBOOK_TAG=1.4.0 deploy/docker/build-images.sh
#   ... PUSH=1 deploy/docker/build-images.sh       # and push each image after building it
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
REGISTRY="${RINGBOOK_REGISTRY:-ringbook}"
TAG="${RINGBOOK_TAG:-latest}"
IMAGES=(identity leads tenants booking receptionist admin gateway)
export DOCKER_BUILDKIT=1

build() {  # build <name>
    local image="$REGISTRY/$1:$TAG"
    echo "==> $image"
    docker build --file "$ROOT/deploy/docker/$1.Dockerfile" --build-arg "BASE_IMAGE=$REGISTRY/base:$TAG" \
        --tag "$image" "$ROOT"
    if [[ "${PUSH:-0}" == 1 ]]; then docker push "$image"; fi
}

build base
for name in "${IMAGES[@]}"; do
    build "$name"
done

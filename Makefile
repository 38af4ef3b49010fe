# Ringbook: `make dev` runs the whole product at http://localhost:8000, `make test` runs every test.
SHELL := /bin/bash
.DEFAULT_GOAL := help

TOOLS := .tools
UV := $(TOOLS)/bin/uv
UV_VERSION := 0.13.9
VENV := .venv
PY := $(VENV)/bin/python
export UV_PROJECT_ENVIRONMENT := $(VENV)
export UV_LINK_MODE := copy
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD := 1
# Python keeps what it compiles: a shell that asks it not to makes every process of every test stack compile its
# whole dependency tree again (3 s of processor time each, a third of that with the compiled files kept).
unexport PYTHONDONTWRITEBYTECODE

.PHONY: help setup python-deps web-deps proto proto-check web chromium voices dev test test-python test-web lint \
        typecheck migrate call text bench faults load evals deploy-check clean api python-rules

help:
	@echo "make dev     start the whole product at http://localhost:8000 (Ctrl-C stops it)"
	@echo "make test    install what is needed and run every test"
	@echo "make bench   benchmarks, printed next to floors measured in the same run"
	@echo "make faults  fault scenarios (NATS, a service, PostgreSQL going away under load); not part of make test"
	@echo "make load [N=10,50]   N whole calls at once over Retell's socket (default 10,50,100,200,300), end state checked"
	@echo "make evals [EVALS='<files, ids or options>']   the receptionist's scenarios, graded on the end state, on the"
	@echo "            simulated line and over Retell's socket (EVALS='--line socket' for one)"
	@echo "make call TO=<number> [FROM=<number>] [SCRIPT=<file>]   call a salon's receptionist on the simulated line"
	@echo "make text TO=<number> BODY=<text> [FROM=<number>]   text a salon's number as Twilio would forward it"
	@echo "make lint    ruff, mypy, import contracts, TypeScript checks + ESLint;  make proto  regenerate protobuf code"
	@echo "make api     write the OpenAPI documents of what the browser calls into api/openapi/, and their TypeScript types"

$(UV):
	python3 -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

python-deps: $(UV)
	$(UV) sync --frozen --all-packages --quiet

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund --loglevel=error

web-deps: node_modules/.package-lock.json

proto: python-deps
	$(PY) proto-schemas/tools/generate.py
	cd proto-schemas/tools && ../../$(PY) compat.py --update

proto-check: python-deps
	cd proto-schemas/tools && ../../$(PY) compat.py

# The OpenAPI documents (api/openapi/<service>.json, and gateway.json), written from the code, and the web's
# TypeScript types of them (web-shared/src/api/generated/<service>.ts); both committed.
api: setup
	$(PY) api/openapi.py
	node web-shared/scripts/api-types.mjs

setup: python-deps web-deps
	$(PY) proto-schemas/tools/generate.py

# Rebuilds a web app only when its sources (or web-shared's) changed since its last build.
web: web-deps
	@$(PY) deploy/local/build_web.py

dev: setup web voices
	@$(VENV)/bin/ringbook-dev

migrate: setup
	@$(VENV)/bin/ringbook-dev --migrate-only

chromium:
	@command -v chromium >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null; \
	  else echo "Chromium is missing: install Debian's chromium package (sudo apt-get install chromium)"; exit 1; fi; }

# espeak-ng speaks the local voice provider's simulated calls into their recordings.
voices:
	@command -v espeak-ng >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends espeak-ng >/dev/null; \
	  else echo "espeak-ng is missing: install Debian's espeak-ng package (sudo apt-get install espeak-ng)"; exit 1; fi; }

lint: setup
	$(VENV)/bin/ruff check .
	@$(MAKE) --no-print-directory python-rules
	npm run --silent typecheck
	npm run --silent lint

# The Python rules: the import contracts ([tool.importlinter] in pyproject.toml) and the types (mypy, [tool.mypy]):
# any error fails.
python-rules: setup
	$(VENV)/bin/lint-imports
	$(VENV)/bin/mypy

# The tests of the long suites' own harnesses run with those suites (`make load`, `make evals`), not in `make test`.
LONG_SUITES_TESTS = tests/load tests/evals/test_scenarios.py

test: setup web chromium voices
	$(VENV)/bin/ruff check .
	@$(MAKE) --no-print-directory python-rules
	cd proto-schemas/tools && ../../$(PY) compat.py
	$(PY) api/openapi.py --check
	node web-shared/scripts/api-types.mjs --check
	npm run --silent typecheck
	npm run --silent lint
	npm test --silent
	$(PY) -m pytest -q $(LONG_SUITES_TESTS:%=--ignore=%); code=$$?; [ $$code -eq 0 ] || [ $$code -eq 5 ] || exit $$code

# A call to a salon's receptionist on the simulated line (the local voice provider), while `make dev` runs.
call: setup
	@[ -n "$(TO)" ] || { echo "usage: make call TO=<salon number> [FROM=<caller number>] [SCRIPT=<file>]"; exit 2; }
	@$(VENV)/bin/ringbook-call --to "$(TO)" $(if $(FROM),--from "$(FROM)") $(if $(SCRIPT),--script "$(SCRIPT)")

text: setup
	@[ -n "$(TO)" ] && [ -n "$(BODY)" ] || { echo "usage: make text TO=<salon number> BODY=<text> [FROM=<number>]"; exit 2; }
	@$(VENV)/bin/ringbook-text --to "$(TO)" $(if $(FROM),--from "$(FROM)") -- "$(BODY)"

bench: setup web chromium
	$(PY) -m bench

# Fault scenarios on throwaway stacks (loopback, bounded, self-stopping): `$(PY) -m faults <scenario>` runs one.
faults: setup web
	$(PY) -m faults

# Whole conversations at once over Retell's socket, N simultaneous calls per run (load/__main__.py for the options).
load: setup web
	$(PY) -m pytest -q tests/load
	$(PY) -m load $(if $(N),--sizes $(N))

# The receptionist's scenarios (evals/README.md) on a throwaway stack: `make evals EVALS='--language es'`.
evals: setup web
	$(PY) -m pytest -q tests/evals/test_scenarios.py
	$(PY) -m evals $(EVALS)

deploy-check: setup
	$(PY) -m pytest deploy/tests -q

clean:
	rm -rf $(VENV) $(TOOLS) node_modules web-*/dist proto-schemas/python

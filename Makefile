# Seneschal: set-up, play, test and bundle with one command each.
#
#   make play      set up .venv on first use, then open the game window
#   make test      set up .venv on first use, then run the whole test suite
#
# Needs only Python 3.11 or newer and make. Choose another interpreter with
# `make play PYTHON=python3.12`.

PYTHON ?= python3
VENV := .venv
VENV_PY := $(VENV)/bin/python
PYTEST_ARGS ?=
# Test processes: every core by default (pytest-xdist); JOBS=0 runs in one process.
JOBS ?= auto
SIM_ARGS ?= --players 4 --bots random --games 3 --seed 1

# The one UI test that needs a real X display gets one from xvfb-run when it exists;
# without it that test skips itself.
XVFB_RUN := $(if $(shell command -v xvfb-run 2>/dev/null),xvfb-run -a,)

# Installs are redone only when pyproject.toml changes.
TEST_STAMP := $(VENV)/.installed-test
BUNDLE_STAMP := $(VENV)/.installed-bundle

.DEFAULT_GOAL := help
.PHONY: help play test lint sim validate bench bundle clean distclean

help:
	@echo "make play       set up on first use, then play (window)"
	@echo "make test       set up on first use, then run the checks and every test"
	@echo "make lint       ruff and mypy only"
	@echo "make sim        a quick headless game between random bots"
	@echo "make validate   check data/ and maps/ for mistakes"
	@echo "make bench      time the engine"
	@echo "make bundle     build the stand-alone app in dist/seneschal/"
	@echo "make clean      remove build output and caches"
	@echo "make distclean  clean, and remove .venv too"

$(VENV_PY):
	@$(PYTHON) -c 'import sys; raise SystemExit(sys.version_info < (3, 11))' 2>/dev/null || { \
		found=$$( (command -v $(PYTHON) && $(PYTHON) --version) 2>/dev/null | tail -n 1); \
		echo "error: Seneschal needs Python 3.11 or newer, but '$(PYTHON)' is" \
			"$${found:-not installed}." >&2; \
		echo "       Install Python 3.11+ and run again naming it, for example:" \
			"make $(or $(MAKECMDGOALS),help) PYTHON=python3.11" >&2; \
		exit 1; }
	@$(PYTHON) -c 'import ensurepip, venv' 2>/dev/null || { \
		echo "error: '$(PYTHON)' cannot create virtual environments (no venv/ensurepip)." >&2; \
		echo "       On Debian or Ubuntu: sudo apt install python3-venv" >&2; \
		exit 1; }
	@echo "Creating $(VENV) with $$($(PYTHON) --version)"
	@$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); exit 1; }

$(TEST_STAMP): pyproject.toml | $(VENV_PY)
	@echo "Installing Seneschal and its dependencies into $(VENV) (first run: about a minute)"
	$(VENV_PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $@

$(BUNDLE_STAMP): pyproject.toml $(TEST_STAMP)
	@echo "Installing PyInstaller into $(VENV)"
	$(VENV_PY) -m pip install --quiet --disable-pip-version-check -e '.[test,bundle]'
	@touch $@

play: $(TEST_STAMP)
	$(VENV_PY) -m game play

# The checks first (each a few seconds), then every test. SENESCHAL_RANDOM_GAMES sets how
# many seeded random games the random-game tests play for each game (a few by default;
# CI plays the full count).
test: $(TEST_STAMP)
	$(VENV_PY) -m ruff check .
	$(VENV_PY) -m ruff format --check .
	$(VENV_PY) -m mypy
	$(XVFB_RUN) $(VENV_PY) -m pytest -q -n $(JOBS) $(PYTEST_ARGS)

lint: $(TEST_STAMP)
	$(VENV_PY) -m ruff check .
	$(VENV_PY) -m ruff format --check .
	$(VENV_PY) -m mypy

sim: $(TEST_STAMP)
	$(VENV_PY) -m game sim $(SIM_ARGS)

validate: $(TEST_STAMP)
	$(VENV_PY) -m game validate

bench: $(TEST_STAMP)
	$(VENV_PY) -m game bench

bundle: $(BUNDLE_STAMP)
	$(VENV_PY) -m PyInstaller --noconfirm --log-level=WARN --distpath dist --workpath build/pyinstaller build.spec
	@echo "Built dist/seneschal/seneschal"

clean:
	rm -rf build dist .pytest_cache .hypothesis .mypy_cache .ruff_cache *.egg-info
	find game tests tools -name __pycache__ -type d -prune -exec rm -rf {} + 2>/dev/null || true

distclean: clean
	rm -rf $(VENV)

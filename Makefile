# contentc: the two commands a newcomer needs are `make site` and `make test`.
# Everything else here is a building block of those two, or a benchmark.

SHELL := /bin/bash
CONTENT ?= content
GRAPH   ?= build/graph
GO      ?= go
NPM     ?= npm
PORT    ?= 3000
CHROMIUM ?= /usr/bin/chromium

export NEXT_TELEMETRY_DISABLED := 1

.PHONY: all dev site graph web test test-go test-web test-e2e a11y e2e-scale serve bench bench-dev bench-scale deps chromium clean contentc types typedoc typedoc-deps site-fixture fuzz

all: site

## deps: install npm packages when missing or out of date (package-lock.json pins them).
## `npm install` rather than `npm ci`: with this registry, npm leaves next's optional
## per-platform SWC packages for other systems out of the lockfile, which `npm ci`
## rejects; `npm install` installs exactly the locked versions, and --no-save keeps it
## from adding those entries to the tracked lockfile (git status stays clean).
deps: node_modules/.package-lock.json

node_modules/.package-lock.json: package.json package-lock.json
	$(NPM) install --no-audit --no-fund --no-save
	@touch $@

## contentc: build the compiler into bin/contentc
contentc:
	$(GO) build -o bin/contentc ./compiler/cmd/contentc

bin/contentc: contentc

## typedoc: regenerate the TypeDoc JSON of @elastic/charts (pinned in the generator's lockfile)
## that content/ ships for the /all-types/ reference. The file is committed, like a lockfile,
## so content/ compiles with no npm; a Go test fails when it differs from the generator's output.
TYPEDOC_DIR  := compiler/internal/typedoc/_generate
TYPEDOC_JSON := content/typedoc/elastic-charts-69.2.2.json
typedoc: typedoc-deps
	cd $(TYPEDOC_DIR) && $(NPM) run typedoc
	mv $(TYPEDOC_DIR)/elastic-charts.typedoc.json $(TYPEDOC_JSON)

## typedoc-deps: the generator's npm packages (TypeDoc, TypeScript 5.9, @types/react 18, @elastic/charts)
typedoc-deps: $(TYPEDOC_DIR)/node_modules/.package-lock.json

$(TYPEDOC_DIR)/node_modules/.package-lock.json: $(TYPEDOC_DIR)/package.json $(TYPEDOC_DIR)/package-lock.json
	cd $(TYPEDOC_DIR) && $(NPM) ci --no-audit --no-fund
	@touch $@

## STAGE_TIME=FILE (make bench-scale): each stage of `make site` appends
## "STAGE wall_s peak_KiB user_s sys_s" to FILE
timed = $(if $(STAGE_TIME),/usr/bin/time -a -o $(STAGE_TIME) -f "$(1) %e %M %U %S" )
SITE_ENV = CONTENTC_GRAPH=$(abspath $(GRAPH))

## graph: compile $(CONTENT) into $(GRAPH)
graph: contentc
	$(call timed,compile)./bin/contentc compile $(CONTENT) --out $(GRAPH)

## site: the whole pipeline: contentc compile, then the steps of `npm run build` (site files
## into web/public, next build's static export into web/out, the postbuild checks)
site: deps graph
	$(SITE_ENV) $(call timed,prebuild)node web/scripts/site-files.mjs prebuild
	$(SITE_ENV) $(call timed,next-build)./node_modules/.bin/next build web
	$(SITE_ENV) $(call timed,postbuild)node web/scripts/site-files.mjs postbuild

## dev: compile, then recompile on every change (contentc watch) while `next dev` serves
## the site on http://localhost:$(PORT); open pages show an edit without a reload, and
## errors over the page. Ctrl-C stops both. (web/scripts/dev.mjs runs the two.)
dev: deps contentc
	node web/scripts/dev.mjs --content $(CONTENT) --graph $(GRAPH) --port $(PORT)

## serve: serve web/out on 127.0.0.1:$(PORT) the way a static host does
serve: contentc
	./bin/contentc serve web/out --addr 127.0.0.1:$(PORT)

## chromium: Debian's Chromium for the end-to-end suite (never Playwright's own download)
chromium:
	@test -x $(CHROMIUM) || { echo "installing Debian's chromium"; \
	  (apt-get update -qq || sudo apt-get update -qq) && \
	  (DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium || sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium); }

## test: every test: Go, the web's type check (tsc) and unit tests, and the end-to-end suite in Chromium
test: test-go test-web test-e2e

## test-go installs the TypeDoc generator's packages so that the committed JSON is checked against it.
test-go: typedoc-deps contentc
	$(GO) vet ./...
	$(GO) test ./...
	# Concurrency tests again under the race detector (chroma's Raku lexer races without our lock).
	$(GO) test -race -run 'Concurrently' ./compiler/internal/highlight/
	./bin/contentc validate content --promote all
	# A Docusaurus site as it is (TS config, sidebars.ts, three versions) compiles with no warning.
	./bin/contentc compile compiler/cmd/contentc/testdata/docusaurus-site --out build/docusaurus-fixture --no-cache --promote all
	$(MAKE) fuzz FUZZ_EXECS=3000x

## fuzz: the fuzz targets (front matter, Markdown extensions, sidebar resolver); corpus in testdata/fuzz.
## Runs are bounded by a count of inputs: go1.26's -fuzztime with a duration can fail spuriously.
FUZZ_EXECS ?= 200000x
FUZZ_TARGETS := ./compiler/internal/source:FuzzSplitFrontMatter ./compiler/internal/markdown:FuzzRender ./compiler/internal/sidebar:FuzzResolve
fuzz:
	@for t in $(FUZZ_TARGETS); do \
	  pkg=$${t%%:*}; name=$${t##*:}; \
	  echo "fuzz $$name ($(FUZZ_EXECS))"; \
	  $(GO) test $$pkg -run '^$$' -fuzz "^$$name\$$" -fuzztime $(FUZZ_EXECS) || exit 1; \
	done

test-web: deps graph
	$(NPM) run typecheck
	$(NPM) run test:web

## site-fixture: the e2e fixture sites: versions, announcement bar, dropdowns into build/site-fixture; three locales (en, ar, ja) into build/site-locales.
## It uses web/out as scratch space, so it runs before the default site is built.
site-fixture: deps contentc
	./e2e/build-fixture.sh

test-e2e: deps chromium contentc
	./e2e/build-fixture.sh
	# the default site, built by README's own commands on a copy of content/ (make site's two steps)
	GRAPH=$(GRAPH) ./e2e/readme-flow.sh
	CONTENTC_GRAPH=$(abspath $(GRAPH)) $(NPM) run test:e2e

## a11y: the accessibility audit (axe-core) of every page of the default site and of the fixture
## site, light and dark, 1280x800 and 390x844, then a table of violations per rule (the audit in
## `make test` covers the spec's routes and a sample of 60 reference pages). About 15 minutes.
A11Y_REPORT := build/a11y/violations.jsonl
a11y: deps chromium contentc
	./e2e/build-fixture.sh
	$(MAKE) site
	rm -f $(A11Y_REPORT)
	status=0; A11Y_ALL=1 A11Y_REPORT=$(abspath $(A11Y_REPORT)) CONTENTC_GRAPH=$(abspath $(GRAPH)) \
	  ./node_modules/.bin/playwright test -c e2e/playwright.config.ts e2e/specs/a11y.spec.ts --reporter=dot || status=$$?; \
	node e2e/a11y-summary.mjs $(A11Y_REPORT) && exit $$status

## e2e-scale: the smoke test and the large-sidebar spec on a 1,000-page generated site
## (build/site-scale; not part of `make test`: about 10 minutes on a busy 2-core machine)
e2e-scale: deps chromium contentc
	./e2e/build-scale.sh
	./node_modules/.bin/playwright test -c e2e/playwright.scale.config.ts

## bench-scale: the whole pipeline (make site) on generated 1,000 and 10,000 page corpora,
## stage by stage, and the bytes of one doc page (not a test)
bench-scale: deps contentc
	./scripts/bench-scale.sh

## bench-dev: make dev's save-to-screen time on the default content, in Chromium (not a test)
bench-dev: deps chromium contentc
	node scripts/bench-dev.mjs $(BENCH_DEV_EDITS)

## bench: compiler, first-load JavaScript and search benchmarks on generated corpora (not a test)
bench: deps contentc graph
	./scripts/bench.sh
	./scripts/bench-locales.sh
	./scripts/bench-first-load.sh
	node scripts/bench-search.mjs
	node --import ./web/scripts/ts-register.mjs scripts/bench-relevance.ts

clean:
	rm -rf bin build web/out web/.next

## types: regenerate web/lib/graph-types.ts from schema/graph.schema.json
types:
	$(GO) test ./compiler/internal/tsgen -run TestWebTypesUpToDate -update

# bitbench: see README.md. Everything here needs only Go (and, for
# test-arm64's emulated run, qemu-user when it is installed).
GO ?= go
PKGS := ./...
ARM64_BIN := bin/arm64

# SIMD_GO is "yes" when the toolchain builds impl/simd: amd64 with Go's
# experimental simd/archsimd (GOEXPERIMENT=simd, Go 1.26 and later). SIMD is
# "yes" when, besides, this CPU has AVX2 and so registers and runs it.
SIMD_GO = $(shell [ "$$($(GO) env GOARCH)" = amd64 ] && GOEXPERIMENT=simd $(GO) list simd/archsimd >/dev/null 2>&1 && echo yes)
SIMD = $(shell [ "$(SIMD_GO)" = yes ] && { grep -qw avx2 /proc/cpuinfo 2>/dev/null || sysctl -n machdep.cpu.leaf7_features 2>/dev/null | grep -qw AVX2; } && echo yes)

# BUILD is the build make bench, bench-quick and bench-binary measure: v1 (Go's
# default, GOAMD64=v1), v3 (GOAMD64=v3; make bench refuses it on a CPU below
# x86-64-v3) or pgo (v3 with profile-guided optimisation from PGO_PROFILE,
# the committed CPU profile of the benchmarks that make pgo-profile writes;
# not named default.pgo, so no ordinary build uses it).
BUILD ?= v1
PGO_PROFILE ?= pgo/bench.pprof

.PHONY: help bench-tool pgo-profile test test-go test-native test-outoftree vet lint-workflows test-simd test-pext-paths props-long perft-long perft-suites test-arm64 bench bench-quick bench-reproduce compare-cpus report charts-png merge-results bench-binary magics plainmagics blackmagics blackmagics-repeat generate regress regress-binary gate-campaign fuzz fuzz-all fuzz-smoke fuzz-position fuzz-mask fuzz-epd

## test: every check below, in two lanes side by side (scripts/test-stages.sh prints each stage's output as one
## block and ends with a table of each stage's wall and CPU seconds): gofmt + vet, the workflows' lint (actionlint),
## every test (test-go), the native references (when cgo has a C compiler), what GOEXPERIMENT=simd adds (when the
## CPU has AVX2), every fuzz target for a few seconds, the out-of-tree example module, impl/pext's other paths, and
## the arm64 cross-build (what it adds run under qemu when available). A failing stage fails make test; the lanes
## start nothing new after it. .ci/run installs qemu-user and clang 16 beside make test: test-go, test-native and
## test-arm64 (before qemu) wait for that install to end first (scripts/await-install.sh, BITBENCH_INSTALL_LOCK).
##
## Where the proof happens (a second build reruns only what it changes; nothing is dropped):
##   test-go          every package's tests in the default build: the root suite (properties, exhaustive sliders,
##                    perft, suites) over every implementation the default build registers, on each pext path
##                    this CPU has; impl/pext, harness/cpuid, internal/native (with cgo) on amd64.
##   test-simd        GOEXPERIMENT=simd: impl/simd's own tests, chess/position, internal/benchloops and their
##                    generators; the root suite for the implementations the experiment adds (scripts/simd-root.sh:
##                    their subtests of the per-implementation tests, every other root test whole).
##   test-pext-paths  impl/pext forced to software, GOAMD64=v3; -tags purego for the packages whose files the tag
##                    changes (scripts/fileset-diff.sh: impl/pext's software-only build, internal/native's stub).
##   test-native      the C references through cgo (cgo's compiler, and clang-16's build of the same C, loaded at run
##                    time: skipped with a line where clang-16 is missing), and internal/native and
##                    internal/benchloops without cgo.
##   test-arm64       every package and its tests type-check for arm64 (internal/typecheck's TestModuleOnArm64,
##                    from source: in test-go under make test); the packages whose files differ on arm64
##                    (scripts/fileset-diff.sh: harness/cpuid, impl/pext's non-amd64 path, internal/native without
##                    cgo) vetted for arm64, built and run under qemu. The others compile the same source on arm64
##                    as test-go proves on amd64.
##   test-outoftree   examples/outoftree, the kit used from another module; fuzz-smoke every fuzz target, 10,000
##                    executions guided by the coverage of the module's code (scripts/fuzz-smoke.sh).
## TEST_LANES: the lanes, one quoted list of stages each, run one after another within a lane. lint-workflows
## comes after test-arm64: on empty caches actionlint's build needs the standard library, which vet compiles in
## the other lane meanwhile; run beside vet, it compiled it a second time (33 CPU seconds fresh; 8 once vet's
## are cached). test-native and test-outoftree end the second lane, which finishes about a minute before test-go
## on empty caches: after test-go, in its lane, they added their 11 s to make test's wall time.
TEST_LANES ?= 'vet test-go' 'test-arm64 lint-workflows test-simd fuzz-smoke test-pext-paths test-native test-outoftree'
## TESTVET: go test's own vet pass (a subset of go vet's checks) where the files are those of the default build
## (test-go, fuzz-smoke, test-native's cgo run, test-pext-paths' first two) or of arm64's (test-native's run
## without cgo, test-pext-paths' -tags purego, whose one other file, internal/native's purego.go, declares one
## constant); make test sets it to -vet=off, since its stages vet and test-arm64 run go vet in full over the same
## packages and files. (go test's vet pass under -tags purego computed the standard library's facts again: about
## 12 CPU seconds on empty caches.)
TESTVET ?=
test:
	@scripts/await-install.sh -check
	@MAKE='$(MAKE)' TESTVET=-vet=off $(if $(and $(findstring test-go,$(TEST_LANES)),$(findstring test-native,$(TEST_LANES))),NATIVE_TESTED=yes) $(if $(findstring test-go,$(TEST_LANES)),ARM64_TYPECHECKED=yes) scripts/test-stages.sh $(TEST_LANES)

## test-go: every package's tests (./...), the default build.
test-go:
	@scripts/await-install.sh
	$(GO) test -count=1 $(TESTVET) $(PKGS)

vet:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet $(PKGS)

## test-simd: with GOEXPERIMENT=simd, vet and test impl/simd, impl/avx512, impl/gfni, the vector helpers and the
## generators' checks, then the root suite (properties, exhaustive sliders, perft, suites, differential) for what the
## experiment adds: the subtests of the implementations it registers, every root test without per-implementation
## subtests whole (scripts/simd-root.sh); skipped with a message where the toolchain or the CPU (no AVX2) cannot
## run it. On a CPU without AVX-512 (or GFNI), impl/avx512 (impl/gfni) does not register and its tests skip their
## vector code, which it says.
test-simd:
	@if [ "$(SIMD)" = yes ]; then \
		set -ex; \
		GOEXPERIMENT=simd $(GO) vet ./impl/simd/ ./impl/avx512/ ./impl/gfni/ ./impl/internal/... ./chess/position/... ./internal/benchloops/... . ; \
		GOEXPERIMENT=simd $(GO) test -count=1 -vet=off ./impl/simd/ ./impl/avx512/ ./impl/gfni/ ./impl/internal/group/ ./chess/position/... ./internal/benchloops/... ; \
		GO='$(GO)' scripts/simd-root.sh; \
		has() { grep -qw "$$1" /proc/cpuinfo 2>/dev/null || sysctl -n machdep.cpu.leaf7_features 2>/dev/null | grep -qiw "$$1"; }; \
		if ! has avx512f; then echo "test-simd: impl/avx512 and impl/gfni skipped their vector tests: this CPU lacks AVX-512, so they do not register"; \
		elif ! has gfni; then echo "test-simd: impl/gfni skipped its vector tests: this CPU lacks GFNI, so it does not register"; fi; \
	elif [ "$(SIMD_GO)" = yes ]; then echo "test-simd: skipped: this CPU lacks AVX2, so impl/simd does not register"; \
	else echo "test-simd: skipped: this toolchain has no GOEXPERIMENT=simd on amd64 ($$($(GO) env GOARCH), $$($(GO) env GOVERSION))"; fi

## test-native: the native references (internal/native, C through cgo): their proof (the conformance kit on
## their batches, latency chains, error contract, the vectorised list) and one pass of their benchmark rows,
## each checked against naive; then the package and the rows built without cgo, where they report Unavailable.
## With cgo off, no C compiler or build tags that drop the C (GOFLAGS=-tags=purego) it says that it skipped the C path;
## a run of the C path that checks 0 rows fails (scripts/test-native.sh).
test-native:
	@GO='$(GO)' scripts/test-native.sh

## test-outoftree: examples/outoftree, a module of its own (./... at the root skips it) that defines a
## technique and proves it with the kit, package conformance.
test-outoftree:
	cd examples/outoftree && $(GO) vet ./... && $(GO) test -count=1 -vet=off ./...

## lint-workflows: actionlint (pinned as a go.mod tool) over .github/workflows; it runs shellcheck on run: scripts when that is installed.
lint-workflows:
	$(GO) tool actionlint

## test-pext-paths: impl/pext on every path: forced software, GOAMD64=v3, and the pure-Go build (-tags purego)
## of every package whose files the tag changes (scripts/fileset-diff.sh decides, from go list).
test-pext-paths:
	BITBENCH_PEXT=soft $(GO) test -count=1 $(TESTVET) ./impl/pext/
	GOAMD64=v3 $(GO) test -count=1 $(TESTVET) ./impl/pext/
	@set -e; diff=$$(GO='$(GO)' scripts/fileset-diff.sh '' 'GOFLAGS=-tags=purego' $(PKGS)); \
	test -n "$$diff" || { echo "test-pext-paths: -tags purego changes no package's files"; exit 1; }; \
	echo "purego: the packages whose files -tags purego changes:"; echo "$$diff" | sed 's/^/purego:   /'; \
	pkgs=$$(echo "$$diff" | cut -f1 | tr '\n' ' '); \
	echo "$(GO) test -count=1 $(TESTVET) -tags purego $$pkgs"; $(GO) test -count=1 $(TESTVET) -tags purego $$pkgs

## props-long: the property suite and exhaustive check with 100× the cases (1,000,000 per property).
props-long:
	BITBENCH_PROPS_SCALE=100 $(GO) test -count=1 -timeout 60m -run '^(TestProps|TestExhaustiveSliders)$$' .

## perft-long: perft to deep depths and the public suites under high caps, every implementation (about 7 minutes on 2 cores).
perft-long:
	BITBENCH_PERFT_LONG=1 $(GO) test -count=1 -timeout 60m -run '^(TestPerft|TestSharedSuites)$$' .

## perft-suites: the public suites through cmd/perft with every implementation, counts up to 10M nodes (about 15 minutes; naive is most of it).
perft-suites:
	@for s in standard tricky chess960; do $(GO) run ./cmd/perft -suite ../shared/perft/$$s.epd -impl all -max-nodes 10000000 || exit 1; done

## test-arm64: type-check every package and its tests for arm64 from source (internal/typecheck's
## TestModuleOnArm64; make test leaves it to test-go, ARM64_TYPECHECKED=yes); vet and cross-compile the test
## packages whose files differ on arm64 from this build (scripts/fileset-diff.sh, from go list) and run each
## under qemu-aarch64 (short mode) when it is installed, else say it was skipped. The packages whose files are the
## same compile the same source as test-go runs here. (`GOARCH=arm64 go vet ./...` type-checked them by compiling
## the module and the standard library for arm64: about 100 CPU seconds on empty caches, against 3.)
test-arm64:
	@if [ "$(ARM64_TYPECHECKED)" = yes ]; then echo "arm64: every package type-checks for arm64: TestModuleOnArm64 ran in test-go (ARM64_TYPECHECKED=yes)"; \
	else echo "$(GO) test -count=1 -run '^TestModuleOnArm64\$$' ./internal/typecheck/"; $(GO) test -count=1 -run '^TestModuleOnArm64$$' ./internal/typecheck/; fi
	@rm -rf $(ARM64_BIN) && mkdir -p $(ARM64_BIN)
	@set -e; diff=$$(GO='$(GO)' scripts/fileset-diff.sh '' 'GOARCH=arm64' $(PKGS)); \
	if [ -z "$$diff" ]; then echo "arm64: no package's files differ from this build's ($$($(GO) env GOARCH)); test-go ran them all"; exit 0; fi; \
	echo "arm64: the test packages whose files differ from this build's ($$($(GO) env GOARCH)), vetted, built and run:"; \
	echo "$$diff" | sed 's/^/arm64:   /'; \
	pkgs=$$(echo "$$diff" | cut -f1); \
	echo "GOARCH=arm64 $(GO) vet" $$pkgs; GOARCH=arm64 $(GO) vet $$pkgs; \
	for pkg in $$pkgs; do \
		GOARCH=arm64 $(GO) test -c -vet=off -o $(ARM64_BIN)/$$(echo $$pkg | tr / _).test $$pkg; \
	done; echo "arm64: built $$(ls $(ARM64_BIN) | wc -l | tr -d ' ') test binaries"; \
	scripts/await-install.sh; \
	if ! command -v qemu-aarch64 >/dev/null; then echo "arm64: qemu-aarch64 not installed; binaries built, not run (apt-get install qemu-user)"; exit 0; fi; \
	for pkg in $$pkgs; do \
		name=$$(echo $$pkg | tr / _); dir=$$($(GO) list -f '{{.Dir}}' $$pkg); start=$$(date +%s); \
		(cd $$dir && qemu-aarch64 $(CURDIR)/$(ARM64_BIN)/$$name.test -test.short -test.count=1 >/tmp/bitbench-arm64-$$name.log 2>&1) \
			|| { cat /tmp/bitbench-arm64-$$name.log; echo "arm64 (qemu): FAIL $$pkg"; exit 1; }; \
		echo "arm64 (qemu): ok $$pkg ($$(($$(date +%s) - start)) s)"; \
	done

## bench: every benchmark row, measured by the engine (docs/benchmarks.md) within BUDGET (default 9m; with the
## build, about 10 minutes on 2 cores): rounds of 10 ms slices of every row in a new random order, each launch
## a fresh copy of the test binary, the single-threaded ones pinned to the CPUs by turns, a reference row beside every
## few rows (each slice's ratio to it cancels a slow spell of the host), an A/A control, and the budget spent
## on the rows whose 95% interval is still wide or overlaps a neighbour's, its last third first on the rows
## that would be marked for their interval. Writes
## results/<cpu-slug>/<date>-<commit>.txt (slug: brand plus microarchitecture; never overwrites; the output
## streams to a .partial file until the run completes) and prints the ranking first, then the summary against
## the speed goals. Refuses (status 2, before building) a bad flag or BITBENCH_PEXT, an unwritable folder, or
## a folder whose files record another CPU. BENCH_FLAGS adds flags, e.g. BENCH_FLAGS="-cpu-slug NAME". Make's
## message shows cmd/bench's own status: 1 a benchmark failed or the run was interrupted, 2 bad usage or input.
## With GOEXPERIMENT=simd when this machine can run impl/simd, so that its rows are included.
## BUILD=v3 or BUILD=pgo measures that build instead (file <date>-<commit>-v3.txt, -pgo.txt); a bad
## BUILD, v3 on a CPU without x86-64-v3 or off amd64, a missing or corrupt PGO_PROFILE: status 2, before building.
BUDGET ?=
bench: bench-tool
	$(if $(filter yes,$(SIMD)),GOEXPERIMENT=simd )bin/bench -build '$(BUILD)' -pgo-profile '$(PGO_PROFILE)' $(if $(BUDGET),-budget '$(BUDGET)') $(BENCH_FLAGS)

## bench-quick: the same engine with a 1-minute budget (BUDGET overrides it) and 5 ms slices over the rows its
## ranking shows (sliders on random occupancy, perft from the start position; BENCH_FLAGS="-bench …" picks
## others), shallow perft; prints the ranking and writes no file.
bench-quick: bench-tool
	$(if $(filter yes,$(SIMD)),GOEXPERIMENT=simd )bin/bench -quick -build '$(BUILD)' -pgo-profile '$(PGO_PROFILE)' $(if $(BUDGET),-budget '$(BUDGET)') $(BENCH_FLAGS)

## bench-reproduce: do two results files of one commit on one machine agree? A=file B=file: each row's median
## ratio to the reference, p50/p90/max of |A/B − 1| against the limits (p90 1%, max 3%), rows marked unstable
## apart; exit status 1 when they disagree.
bench-reproduce: bench-tool
	@test -n "$(A)" -a -n "$(B)" || { echo "usage: make bench-reproduce A=file B=file"; exit 2; }
	bin/bench -reproduce '$(A)' '$(B)'

## compare-cpus: the newest result of every CPU folder side by side, one column per folder.
compare-cpus: bench-tool
	bin/bench -compare

## report: regenerate results/README.md (the winners first, a grid of × fastest, the CPUs side by side), each
## CPU's page results/<cpu>/README.md (every table ranked fastest first) and the charts
## (results/<cpu>/slider-<piece>.svg, perft.svg, results/cross-cpu.svg) from the committed results.
report:
	$(GO) run ./cmd/report

## charts-png: the same charts as PNG in CHARTS_PNG (default bin/charts-png), to look at; writes nothing else.
CHARTS_PNG ?= bin/charts-png
charts-png:
	$(GO) run ./cmd/report -charts=false -readme=false -png $(CHARTS_PNG)
	@ls -l $(CHARTS_PNG)

## merge-results: add the results files of downloaded fleet artifacts (ARTIFACTS=dir, e.g. from
## gh run download) to results/, refusing identity clashes and duplicates (exit 2), then regenerate the report.
merge-results:
	@test -n "$(ARTIFACTS)" || { echo "usage: make merge-results ARTIFACTS=dir"; exit 2; }
	$(GO) build -o bin/mergeresults ./cmd/mergeresults
	bin/mergeresults -results results $(ARTIFACTS)
	$(MAKE) --no-print-directory report

## bench-binary: a benchmark binary for a machine without Go (cross-compile with GOOS=… GOARCH=…);
## run it there with scripts/run-bench-binary.sh [-b BUDGET] bin/bitbench.test: the binary's own measuring
## engine, as make bench (the engine's 9-minute budget; -q: 1 minute), writing results/<cpu-slug>/ the same way.
## Built with GOEXPERIMENT=simd where the toolchain has it: simd then runs where the CPU has AVX2.
## BUILD=v3|pgo as for make bench (GOARCH must be amd64; the target CPU's level is not checked here).
## cmd/bench -build-only builds it, with the build settings and the commit stamp (-dirty for local
## changes, untracked files included) of make bench, and exits 2 on a bad BUILD or profile.
## Built without cgo: the native references' C is compiled with -march=native for the machine that
## builds it and could stop another CPU on an illegal instruction, so this binary has no native rows
## (they report Unavailable; make bench on the machine itself has them).
bench-binary: bench-tool
	$(if $(filter yes,$(SIMD_GO)),GOEXPERIMENT=simd )CGO_ENABLED=0 bin/bench -build-only -o bin/bitbench.test -build '$(BUILD)' -pgo-profile '$(PGO_PROFILE)'

# bench-tool: bin/bench, built for this machine even when GOOS and GOARCH
# name another (make bench-binary cross-compiles only the test binary).
bench-tool:
	@GOOS=$$($(GO) env GOHOSTOS) GOARCH=$$($(GO) env GOHOSTARCH) $(GO) build -o bin/bench ./cmd/bench

## pgo-profile: write PGO_PROFILE (default pgo/bench.pprof), the CPU profile BUILD=pgo builds with:
## one short run (-count 1, 100ms each, shallow perft) of the single-threaded benchmarks (Slider, Leaper,
## Set, RotatedPrerotated, Perft) with GOMAXPROCS 1, about a minute on 2 cores. Commit the file; its
## name and hash go into every pgo results file ("pgo: bench.pprof sha256:…").
pgo-profile:
	@mkdir -p $(dir $(PGO_PROFILE)) bin
	$(if $(filter yes,$(SIMD)),GOEXPERIMENT=simd )$(GO) test -c -pgo=off -o bin/pgo-profile.test .
	bin/pgo-profile.test -test.run '^$$' -test.bench '^Benchmark(Slider|Leaper|Set|RotatedPrerotated|Perft)$$' \
		-test.cpu 1 -test.count 1 -test.benchtime 100ms -bench.quick -test.cpuprofile '$(abspath $(PGO_PROFILE)).tmp' >/dev/null
	mv '$(abspath $(PGO_PROFILE)).tmp' '$(PGO_PROFILE)'
	@rm -f bin/pgo-profile.test
	@ls -l $(PGO_PROFILE)

## generate: regenerate everything generated (magic numbers, per-implementation move generators and
## benchmarks); run after adding an implementation to impl/all. Tests fail while any of it is stale.
## The generators see only what the build they run in registers: the first pass (GOEXPERIMENT cleared,
## whatever the environment says) writes the files of ordinary builds and leaves impl/simd's alone;
## the second, with GOEXPERIMENT=simd where this machine runs impl/simd, rewrites those too. The
## output is the same whether or not GOEXPERIMENT=simd is set.
generate:
	GOEXPERIMENT= $(GO) generate ./...
	@if [ "$(SIMD)" = yes ]; then set -x; GOEXPERIMENT=simd $(GO) generate ./internal/benchloops ./chess/position; \
	else echo "generate: impl/simd's generated files left as they are (this machine cannot run it)"; fi

## regress-binary: build the regression gate as bin/regress. CI runs that binary directly: only the
## binary keeps the gate's exit status (0 pass, 1 regression, 2 error); make and go run cannot.
regress-binary:
	$(GO) build -o bin/regress ./cmd/regress

## regress: benchmark regression gate: the working tree against BASE (default: the merge
## base with main, or HEAD~1 on main), interleaved. The last line begins with the verdict word
## (PASS, REGRESSION or ERROR); make itself exits 2 on any failure, so CI runs bin/regress instead.
## REGRESS_FLAGS adds flags, e.g. REGRESS_FLAGS="-bench Slider -rounds 10 -benchtime 200ms".
regress: regress-binary
	@bin/regress $(if $(BASE),-base $(BASE)) -testargs -bench.quick $(REGRESS_FLAGS); code=$$?; \
	case $$code in 0) word=PASS;; 1) word=REGRESSION;; *) word=ERROR;; esac; \
	echo "$$word (bin/regress exit status $$code; make reports any failure as its own status 2, so CI runs bin/regress: make regress-binary)"; \
	exit $$code

## gate-campaign: measure the gate itself on the default gate set, as CI runs it (the campaign of the
## specification sheet, docs/gate-validation.md): 10 runs each of an A/A at idle and beside a competing
## load, ~10% slowdowns in kindergarten's bishop, classical's rook and qbb's rook lookups (table lookup,
## scan, arithmetic; idle and loaded), and 5 + 5 each of a ~10% slowdown in the move generator and of layout-only changes, in a
## scratch worktree: 100 runs of 3-7 minutes, about 7.5 hours on 2 cores (v12: 7 h 21 min). CAMPAIGN_OUT
## (default /tmp/gate-campaign) gets runs.tsv, which each run appends to, and summary.txt; CAMPAIGN_CASES
## runs some cases only (a campaign in parts), e.g. CAMPAIGN_CASES='aa movegen'.
CAMPAIGN_OUT ?= /tmp/gate-campaign
CAMPAIGN_CASES ?=
gate-campaign:
ifeq ($(strip $(CAMPAIGN_CASES)),)
	scripts/gate-campaign.sh -n 10 $(CAMPAIGN_OUT) aa aa@load kindergarten-bishop kindergarten-bishop@load classical-rook classical-rook@load qbb-rook qbb-rook@load
	scripts/gate-campaign.sh -n 5 $(CAMPAIGN_OUT) movegen movegen@load layout layout@load
else
	scripts/gate-campaign.sh -n 10 $(CAMPAIGN_OUT) $(CAMPAIGN_CASES)
endif

## magics: rerun impl/magic's whole magic search (seed 2026; TRIES, the tries per square and bit count
## of its fewer-bits stage, default that of the checked-in file) and rewrite magics_gen.go; about
## 15 minutes on 2 cores, a progress line per square. go generate only replays the recorded tries.
TRIES ?= 2000
magics:
	$(GO) run ./impl/magic/internal/gen -tries $(TRIES) -o impl/magic/magics_gen.go

## plainmagics: rerun the plain-magic search of impl/plainmagic (deterministic, seed 2026).
plainmagics:
	$(GO) generate ./impl/plainmagic

## blackmagics: rerun the black-magic search of impl/blackmagic (seed 2026) and rewrite magics_gen.go:
## ROUNDS rounds of seeded random draws (default 4000, those of the checked-in file; BUDGET=10m instead
## stops after the first round past that time), then the run families of every rook square and the
## order search of the shared table: about 50 minutes on 2 cores, each stage's time on stderr. Every
## stage gives the same result on any number of cores; more cores only make it faster.
ROUNDS ?= 4000
BUDGET ?=
blackmagics:
	$(GO) run ./impl/blackmagic/internal/gen $(if $(BUDGET),-budget $(BUDGET),-rounds $(ROUNDS)) -o impl/blackmagic/magics_gen.go

## blackmagics-repeat: rerun the search recorded in impl/blackmagic/magics_gen.go (its seed and rounds,
## the run families and the order search) and require the file byte for byte; as long as the search
## (50 minutes on 2 cores for the checked-in file).
blackmagics-repeat:
	$(GO) run ./impl/blackmagic/internal/gen -repeat -o impl/blackmagic/magics_gen.go

## Fuzzing. Targets are found in the test files go list names (scripts/fuzz-targets.sh, which builds
## nothing), so a new Fuzz function in any package is run by fuzz-all and fuzz-smoke with no edit here.
## FUZZTIME is the time per target (default 5m); FUZZFLAGS adds go test flags, e.g. FUZZFLAGS=-parallel=1 on a shared machine.
FUZZTIME ?= 5m
FUZZFLAGS ?=

# fuzz-run: run each fuzz target of the packages $(1) for $(2), one at a time;
# $(3), when given, keeps only the target of that name; $(4) adds go test flags. Fails on the first failure.
define fuzz-run
	@set -e; list=$$(GO='$(GO)' scripts/fuzz-targets.sh $(1)) || { echo "$$list"; exit 1; }; \
	targets=$$(echo "$$list" | awk -F, -v only='$(3)' 'only == "" || $$2 == only'); \
	test -n "$$targets" || { echo "fuzz: no fuzz target$(if $(3), named $(3)) in $(1)"; exit 1; }; \
	for t in $$targets; do \
		pkg=$${t%%,*}; fn=$${t#*,}; \
		echo "fuzz: $$pkg $$fn for $(2)"; \
		$(GO) test -run '^$$' -fuzz "^$$fn\$$" -fuzztime $(2) $(4) $(TESTVET) $(FUZZFLAGS) $$pkg; \
	done
endef

## fuzz-all: every fuzz target in the module for FUZZTIME each (default 5 minutes, so about half an hour).
fuzz-all:
	$(call fuzz-run,$(PKGS),$(FUZZTIME))

## fuzz-smoke: every fuzz target for FUZZ_SMOKE mutated executions (default 10000; part of make test), from one test
## binary per package whose module packages alone are instrumented for coverage (scripts/fuzz-smoke.sh: go test -fuzz
## compiles the standard library and every other module instrumented as well; the script gives the figures).
## A count, not a duration: with a -fuzztime duration, Go 1.26's fuzz coordinator can report "context deadline
## exceeded" as a failure when the time runs out while a worker is busy (go.dev/issue/75804, fixed in Go 1.27), which
## a loaded CI machine meets; a count has no deadline to race. No minimising of a failing input (make fuzz FUZZ=…
## minimises it) and one fuzzing worker (as many executions for less CPU: warm, alone, 96.7 CPU s with two workers
## and 49.3 with one); FUZZFLAGS=-parallel=N overrides it.
FUZZ_SMOKE ?= 10000
fuzz-smoke:
	@GO='$(GO)' TESTVET='$(TESTVET)' FUZZFLAGS='$(FUZZFLAGS)' scripts/fuzz-smoke.sh $(FUZZ_SMOKE) $(PKGS)

## fuzz: one fuzz target by name, FUZZTIME long: make fuzz FUZZ=FuzzParseLine FUZZTIME=1m.
fuzz:
	@test -n "$(FUZZ)" || { echo "give FUZZ=<name of a Fuzz function>"; exit 2; }
	$(call fuzz-run,$(PKGS),$(FUZZTIME),$(FUZZ))

## fuzz-position: FEN parsing and move generation (FuzzParseFEN, FuzzMoves), FUZZTIME each.
fuzz-position:
	$(call fuzz-run,./chess/position,$(FUZZTIME))

## fuzz-mask: the mask parser and formatter (FuzzParseMask, FuzzFormat), FUZZTIME each.
fuzz-mask:
	$(call fuzz-run,./harness,$(FUZZTIME))

## fuzz-epd: the perft suite reader (FuzzParseLine, FuzzParse), FUZZTIME each.
fuzz-epd:
	$(call fuzz-run,./chess/epd,$(FUZZTIME))

## help: every target with its description, cut to a line (the ## comments of this Makefile).
help:
	@awk '/^## [a-z0-9-]+:/ { sub(/^## /, ""); t = $$0; sub(/:.*/, "", t); d = substr($$0, length(t) + 3); \
		if (length(d) > 62) { d = substr(d, 1, 62); sub(/ [^ ]*$$/, "", d); d = d " …" }; printf "  %-16s %s\n", t, d }' $(firstword $(MAKEFILE_LIST))

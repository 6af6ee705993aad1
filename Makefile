# bitbench: see README.md. Everything here needs only Go (and, for
# test-arm64's emulated run, qemu-user when it is installed).
GO ?= go
PKGS := ./...
ARM64_BIN := bin/arm64

.PHONY: test vet test-pext-paths props-long perft-long perft-suites test-arm64 bench bench-quick compare-cpus report bench-binary magics generate regress fuzz fuzz-all fuzz-smoke fuzz-position fuzz-mask fuzz-epd

## test: gofmt + vet, every test, every fuzz target for a few seconds, then the arm64 cross-build
## (and its tests under qemu when available).
test: vet
	$(GO) test -count=1 $(PKGS)
	$(MAKE) --no-print-directory fuzz-smoke
	$(MAKE) --no-print-directory test-pext-paths
	$(MAKE) --no-print-directory test-arm64

vet:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet $(PKGS)

## test-pext-paths: impl/pext on every path: forced software, pure-Go build, GOAMD64=v3.
test-pext-paths:
	BITBENCH_PEXT=soft $(GO) test -count=1 ./impl/pext/
	$(GO) test -count=1 -tags purego ./impl/pext/
	GOAMD64=v3 $(GO) test -count=1 ./impl/pext/

## props-long: the property suite and exhaustive check with 100× the cases (1,000,000 per property).
props-long:
	BITBENCH_PROPS_SCALE=100 $(GO) test -count=1 -timeout 60m -run '^(TestProps|TestExhaustiveSliders)$$' .

## perft-long: perft to deep depths and the public suites under high caps, every implementation (about 7 minutes on 2 cores).
perft-long:
	BITBENCH_PERFT_LONG=1 $(GO) test -count=1 -timeout 60m -run '^(TestPerft|TestSharedSuites)$$' .

## perft-suites: the public suites through cmd/perft with every implementation, counts up to 10M nodes (about 15 minutes; naive is most of it).
perft-suites:
	@for s in standard tricky chess960; do $(GO) run ./cmd/perft -suite ../shared/perft/$$s.epd -impl all -max-nodes 10000000 || exit 1; done

## test-arm64: cross-compile every test package for arm64; run each under
## qemu-aarch64 (short mode) when it is installed, else say it was skipped.
test-arm64:
	GOARCH=arm64 $(GO) vet $(PKGS)
	@rm -rf $(ARM64_BIN) && mkdir -p $(ARM64_BIN)
	@set -e; for pkg in $$($(GO) list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' $(PKGS)); do \
		name=$$(echo $$pkg | tr / _); \
		GOARCH=arm64 $(GO) test -c -o $(ARM64_BIN)/$$name.test $$pkg; \
	done; echo "arm64: built $$(ls $(ARM64_BIN) | wc -l) test binaries"
	@if command -v qemu-aarch64 >/dev/null; then \
		set -e; for pkg in $$($(GO) list -f '{{if or .TestGoFiles .XTestGoFiles}}{{.ImportPath}}{{end}}' $(PKGS)); do \
			name=$$(echo $$pkg | tr / _); dir=$$($(GO) list -f '{{.Dir}}' $$pkg); \
			(cd $$dir && qemu-aarch64 $(CURDIR)/$(ARM64_BIN)/$$name.test -test.short -test.count=1 >/tmp/bitbench-arm64-$$name.log 2>&1) \
				|| { cat /tmp/bitbench-arm64-$$name.log; echo "arm64 (qemu): FAIL $$pkg"; exit 1; }; \
			echo "arm64 (qemu): ok $$pkg"; \
		done; \
	else echo "arm64: qemu-aarch64 not installed; binaries built, not run (apt-get install qemu-user)"; fi

## bench: every benchmark, -count 10, pinned to one CPU; writes results/<cpu>/<date>-<commit>.txt
## (never overwrites), prints the benchstat table and a summary against the speed goals.
bench:
	$(GO) run ./cmd/bench

## bench-quick: the same in under a minute (one count, short benchtime, shallow perft); writes no file.
bench-quick:
	$(GO) run ./cmd/bench -quick

## compare-cpus: the newest result of every CPU side by side.
compare-cpus:
	$(GO) run ./cmd/bench -compare

## report: regenerate results/README.md and results/<cpu>/chart.svg from the committed results.
report:
	$(GO) run ./cmd/report

## bench-binary: a benchmark binary for a machine without Go; run it there with scripts/run-bench-binary.sh.
bench-binary:
	$(GO) test -c -o bin/bitbench.test -ldflags "-X github.com/bitbench/bitbench_test.benchBuildCommit=$$(git rev-parse --short HEAD)" .

## generate: regenerate everything generated (magic numbers, per-implementation move generators and
## benchmarks); run after adding an implementation to impl/all. Tests fail while any of it is stale.
generate:
	$(GO) generate ./...

## regress: benchmark regression gate: the working tree against BASE (default: the merge
## base with main, or HEAD~1 on main), interleaved; exit 1 on a significant slowdown.
## REGRESS_FLAGS adds flags, e.g. REGRESS_FLAGS="-bench Slider -rounds 10 -benchtime 200ms".
regress:
	$(GO) run ./cmd/regress $(if $(BASE),-base $(BASE)) -testargs -bench.quick $(REGRESS_FLAGS)

## magics: rerun the project's own magic-number search (deterministic, seed 2026).
magics:
	$(GO) generate ./impl/magic

## Fuzzing. Targets are found with go test -list, so a new Fuzz function in any package is run by
## fuzz-all and fuzz-smoke with no edit here. FUZZTIME is the time per target (default 5m);
## FUZZFLAGS adds go test flags, e.g. FUZZFLAGS=-parallel=1 on a shared machine.
FUZZTIME ?= 5m
FUZZFLAGS ?=

# fuzz-run: run each fuzz target of the packages $(1) for $(2), one at a time;
# $(3), when given, keeps only the target of that name. Fails on the first failure.
define fuzz-run
	@set -e; list=$$($(GO) test -list '^Fuzz' $(1)) || { echo "$$list"; exit 1; }; \
	targets=$$(echo "$$list" | awk -v only='$(3)' '/^Fuzz/ { f[n++] = $$1 } \
		/^ok / { for (i = 0; i < n; i++) if (only == "" || f[i] == only) print $$2 "," f[i]; n = 0 }'); \
	test -n "$$targets" || { echo "fuzz: no fuzz target$(if $(3), named $(3)) in $(1)"; exit 1; }; \
	for t in $$targets; do \
		pkg=$${t%%,*}; fn=$${t#*,}; \
		echo "fuzz: $$pkg $$fn for $(2)"; \
		$(GO) test -run '^$$' -fuzz "^$$fn\$$" -fuzztime $(2) $(FUZZFLAGS) $$pkg; \
	done
endef

## fuzz-all: every fuzz target in the module for FUZZTIME each (default 5 minutes, so about half an hour).
fuzz-all:
	$(call fuzz-run,$(PKGS),$(FUZZTIME))

## fuzz-smoke: every fuzz target for 3 seconds (part of make test).
fuzz-smoke:
	$(call fuzz-run,$(PKGS),3s)

## fuzz: one fuzz target by name, FUZZTIME long: make fuzz FUZZ=FuzzParseLine FUZZTIME=1m.
fuzz:
	@test -n "$(FUZZ)" || { echo "give FUZZ=<name of a Fuzz function>"; exit 2; }
	$(call fuzz-run,$(PKGS),$(FUZZTIME),$(FUZZ))

## fuzz-position: FEN parsing and move generation (FuzzParseFEN, FuzzMoves), FUZZTIME each.
fuzz-position:
	$(call fuzz-run,./harness/position,$(FUZZTIME))

## fuzz-mask: the mask parser and formatter (FuzzParseMask, FuzzFormat), FUZZTIME each.
fuzz-mask:
	$(call fuzz-run,./harness,$(FUZZTIME))

## fuzz-epd: the perft suite reader (FuzzParseLine, FuzzParse), FUZZTIME each.
fuzz-epd:
	$(call fuzz-run,./harness/epd,$(FUZZTIME))

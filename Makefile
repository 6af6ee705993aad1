# bitbench: see README.md. Everything here needs only Go (and, for
# test-arm64's emulated run, qemu-user when it is installed).
GO ?= go
PKGS := ./...
ARM64_BIN := bin/arm64

.PHONY: test vet test-pext-paths props-long perft-long perft-suites test-arm64 bench bench-quick compare-cpus report bench-binary magics plainmagics blackmagics generate regress fuzz-position fuzz-mask

## test: gofmt + vet, every test, then the arm64 cross-build (and its tests under qemu when available).
test: vet
	$(GO) test -count=1 $(PKGS)
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

## fuzz-position: fuzz FEN parsing and move generation for a minute each.
fuzz-position:
	$(GO) test -run '^$$' -fuzz '^FuzzParseFEN$$' -fuzztime 60s ./harness/position
	$(GO) test -run '^$$' -fuzz '^FuzzMoves$$' -fuzztime 60s ./harness/position

## regress: benchmark regression gate: the working tree against BASE (default: the merge
## base with main, or HEAD~1 on main), interleaved; exit 1 on a significant slowdown.
## REGRESS_FLAGS adds flags, e.g. REGRESS_FLAGS="-bench Slider -rounds 10 -benchtime 200ms".
regress:
	$(GO) run ./cmd/regress $(if $(BASE),-base $(BASE)) -testargs -bench.quick $(REGRESS_FLAGS)

## magics: rerun the project's own magic-number search (deterministic, seed 2026).
magics:
	$(GO) generate ./impl/magic

## plainmagics: rerun the plain-magic search of impl/plainmagic (deterministic, seed 2026).
plainmagics:
	$(GO) generate ./impl/plainmagic

## blackmagics: rerun the black-magic search of impl/blackmagic for BUDGET (default 10s; seed 2026)
## and pack the shared table; the file records the rounds run, and -rounds N repeats a search exactly.
BUDGET ?= 10s
blackmagics:
	$(GO) run ./impl/blackmagic/internal/blackgen -budget $(BUDGET) -o impl/blackmagic/magics_gen.go

## fuzz-mask: fuzz the mask parser for a minute.
fuzz-mask:
	$(GO) test -run '^$$' -fuzz '^FuzzParseMask$$' -fuzztime 60s ./harness

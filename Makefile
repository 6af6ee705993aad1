# bitbench: see README.md. Everything here needs only Go.
GO ?= go
PKGS := ./...

.PHONY: test vet bench fuzz-mask

## test: vet, then every test.
test: vet
	$(GO) test -count=1 $(PKGS)

vet:
	@test -z "$$(gofmt -l .)" || { echo "gofmt needed:"; gofmt -l .; exit 1; }
	$(GO) vet $(PKGS)

## bench: the benchmarks.
bench:
	$(GO) test -run '^$$' -bench . -benchmem $(PKGS)

## fuzz-mask: fuzz the mask parser for a minute.
fuzz-mask:
	$(GO) test -run '^$$' -fuzz '^FuzzParseMask$$' -fuzztime 60s ./harness

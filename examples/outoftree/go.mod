module example.com/outoftree

go 1.26.0

require github.com/bitbench/bitbench v0.0.0

require (
	github.com/klauspost/cpuid/v2 v2.4.2 // indirect
	github.com/leanovate/gopter v0.2.11 // indirect
	golang.org/x/sys v0.50.0 // indirect
)

replace github.com/bitbench/bitbench => ../..

package main

import (
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzReport: any results file, as the newest of a CPU folder, gives a
// report or an error, never a panic or a hang; the pages written from it
// (the top page and the CPU's) hold no raw control character (only
// newlines) and no value as a link.
func FuzzReport(f *testing.F) {
	for _, seed := range []string{
		"cpu: Test CPU\nuarch: z\nBenchmarkSlider/impl=magic/piece=rook/load=random\t10\t5 ns/lookup\n",
		"cpu: Evil](http://x)[\r\nBenchmarkSlider/impl=magic/piece=rook/load=random\t10\t5e17 ns/lookup\nBenchmarkSlider/impl=pext/piece=rook/load=random\t10\t1e-300 ns/lookup\n",
		"BenchmarkPerft/impl=magic/pos=start\t1\t1e18 Mnodes/s\nBenchmarkPerft/impl=naive/pos=start\t1\t0.0001 Mnodes/s\n",
		"uarch: a\nBenchmarkX\t1\t1 ns/op\nuarch: b\n",
		"uarch: z\nengine: rounds\nestimator: cpu\nBenchmarkSlider/impl=magic/piece=rook/load=random\t10\t5 ns/lookup\t4 cpu-ns/lookup\t1 ref\n" +
			"busy: [x](http://x)\x1b\nunstable: Slider/impl=magic/piece=rook/load=random (<b>\r](http://x))\n",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		root := t.TempDir()
		path := filepath.Join(root, "cpu-x", "2026-11-29-abc.txt")
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := report(root, true, true, "", registryFamily, io.Discard); err != nil {
			return
		}
		top, err := os.ReadFile(filepath.Join(root, "README.md"))
		if err != nil {
			t.Fatal(err)
		}
		page, err := os.ReadFile(filepath.Join(root, "cpu-x", "README.md"))
		if err != nil {
			t.Fatal(err)
		}
		readme := append(top, page...)
		for _, r := range string(readme) {
			if r != '\n' && !strconv.IsPrint(r) && r != utf8.RuneError {
				t.Fatalf("README.md holds the raw character %q", r)
			}
		}
		if strings.Contains(string(readme), "](http://x)") && !strings.Contains(string(readme), `\](http://x)`) {
			t.Fatal("README.md holds a value as a link")
		}
	})
}

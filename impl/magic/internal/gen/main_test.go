package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/impl/internal/magicsearch"
)

// TestReproducible replays the checked-in magics_gen.go (the first stage
// again, and each recorded try of the second) and requires it byte for
// byte. make magics reruns the whole search.
func TestReproducible(t *testing.T) {
	if testing.Short() {
		t.Skip("the replay takes about a second")
	}
	magicsearch.CheckReplay(t, Replay, "../../magics_gen.go", "go generate ./impl/magic")
}

// TestGenerateReplays runs a whole search with two tries per square and
// bit count, requires its replay to give the same file and some squares to
// have fewer bits than mask squares, and requires the replay to refuse the
// file with one recorded magic changed, naming the square.
func TestGenerateReplays(t *testing.T) {
	if testing.Short() {
		t.Skip("the search takes a few seconds")
	}
	src, err := Generate(DefaultSeed, 2)
	if err != nil {
		t.Fatal(err)
	}
	again, err := Replay(src)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(again, src) {
		t.Errorf("Replay(Generate(%d, 2)) differs from it", DefaultSeed)
	}
	var m [][]byte
	for _, l := range squareRE.FindAllSubmatch(src, -1) {
		if l[3] != nil {
			m = l
			break
		}
	}
	if m == nil {
		t.Fatalf("Generate(%d, 2) recorded no square with fewer bits", DefaultSeed)
	}
	bad := bytes.Replace(src, m[1], []byte("0x0000000000000001"), 1)
	if _, err := Replay(bad); err == nil || !strings.Contains(err.Error(), string(m[2])+": try") {
		t.Errorf("Replay with %s's magic changed to 1: error %v; want one naming %s's try", m[2], err, m[2])
	}
}

// TestRunUsage checks the flag errors: exit status 2 and a message naming
// the value.
func TestRunUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-tries", "0"}, "-tries 0 is outside 1…1000000"},
		{[]string{"-tries", "1000001"}, "-tries 1000001 is outside"},
		{[]string{"extra"}, `unexpected argument "extra"`},
		{[]string{"-seed", "x"}, "invalid value"},
	} {
		var stderr bytes.Buffer
		if code := run(tc.args, &stderr); code != 2 || !strings.Contains(stderr.String(), tc.want) {
			t.Errorf("run(%q) == %d, stderr %q; want 2 and %q", tc.args, code, stderr.String(), tc.want)
		}
	}
}

// TestDeBruijn checks the constant against the least binary de Bruijn
// sequence of order 6, written out by hand below (the Lyndon words 0, 000001,
// 000011, 000101, … 011111, 1 in order), and the table against its
// definition.
func TestDeBruijn(t *testing.T) {
	constant, index, err := deBruijn()
	if err != nil {
		t.Fatal(err)
	}
	const want = 0b0000001000011000101000111001001011001101001111010101110110111111
	if constant != want {
		t.Errorf("deBruijn() == %#x; want %#x", constant, uint64(want))
	}
	for i := range 64 {
		if w := (uint64(1) << i) * constant >> 58; int(index[w]) != i {
			t.Errorf("index[%d] == %d; want %d (window of 1<<%d)", w, index[w], i, i)
		}
	}
}

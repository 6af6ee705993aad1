//go:build goexperiment.simd && amd64

package gfni

import (
	"testing"

	"simd/archsimd"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/internal/impltest"
)

var impl Impl

// skipWithoutGFNI skips a test that runs the vector code on a CPU without
// AVX-512 GFNI, where it would stop the program.
func skipWithoutGFNI(t *testing.T) { t.Helper(); impltest.SkipUnless(t, gate.OK, "AVX-512 GFNI") }

// TestRegistered checks that the package registers exactly when the CPU has
// AVX-512 GFNI, and that Path says which.
func TestRegistered(t *testing.T) {
	impltest.Gate(t, "gfni", gate.OK, Path(), "avx512+gfni", "AVX-512 GFNI")
}

// mask parses a hand-written mask.
func mask(s string) uint64 { return uint64(harness.MustParseMask(s)) }

// TestReverse checks the shuffle indices and the bit reversal on boards
// mirrored by hand (square s
// to 63−s: the board turned half round), in all three vector widths.
func TestReverse(t *testing.T) {
	if want := [16]int8{7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8}; [16]int8(swapBytes[:16]) != want || [16]int8(swapBytes[48:]) != want {
		t.Errorf("swapBytes == %v; want %v in each 16-byte group", swapBytes, want)
	}
	skipWithoutGFNI(t)
	for _, c := range []struct{ name, in, want string }{
		{"a1 to h8",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000000",
			"00000001/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"a1 b1 c1 d1 to e8 f8 g8 h8",
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/11110000",
			"00001111/00000000/00000000/00000000/00000000/00000000/00000000/00000000"},
		{"c2 and f7 to f7 and c2",
			"00000000/00000100/00000000/00000000/00000000/00000000/00100000/00000000",
			"00000000/00000100/00000000/00000000/00000000/00000000/00100000/00000000"},
		{"b3 g5 to g6 b4",
			"00000000/00000000/00000000/00000010/00000000/01000000/00000000/00000000",
			"00000000/00000000/00000010/00000000/01000000/00000000/00000000/00000000"},
	} {
		in, want := mask(c.in), mask(c.want)
		var got2 [2]uint64
		reverse2(archsimd.LoadUint64x2(&[2]uint64{in, ^in})).Store(&got2)
		if got2 != [2]uint64{want, ^want} {
			t.Errorf("reverse2: %s == %#x; want %#x", c.name, got2, [2]uint64{want, ^want})
		}
		var got4 [4]uint64
		reverse4(archsimd.LoadUint64x4(&[4]uint64{0, in, ^in, in})).Store(&got4)
		if got4 != [4]uint64{0, want, ^want, want} {
			t.Errorf("reverse4: %s == %#x; want %#x", c.name, got4, [4]uint64{0, want, ^want, want})
		}
		var got8 [8]uint64
		reverse8(archsimd.LoadUint64x8(&[8]uint64{7: in, 6: ^in})).Store(&got8)
		if got8 != [8]uint64{7: want, 6: ^want} {
			t.Errorf("reverse8: %s == %#x; want %#x", c.name, got8, [8]uint64{7: want, 6: ^want})
		}
	}
}

// TestLines checks the lanes of the Hyperbola Quintessence on hand-solved
// boards: each lane is one line's attacks, both ways from the slider, up
// to and including the first blocker.
func TestLines(t *testing.T) {
	skipWithoutGFNI(t)
	for _, c := range []struct {
		name string
		s    harness.Square
		occ  string
		want [numLanes]string // file, rank, diagonal, anti-diagonal
	}{
		{"d4, blockers d6 d2 b4 g4 f6 b2 a7", harness.D4,
			"00000000/10000000/00010100/00000000/01010010/00000000/01010000/00000000",
			[numLanes]string{
				"00000000/00000000/00010000/00010000/00000000/00010000/00010000/00000000",
				"00000000/00000000/00000000/00000000/01101110/00000000/00000000/00000000",
				"00000000/00000000/00000100/00001000/00000000/00100000/01000000/00000000",
				"00000000/10000000/01000000/00100000/00000000/00001000/00000100/00000010",
			}},
		{"h8 on a full board", harness.H8,
			"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111",
			[numLanes]string{
				"00000000/00000001/00000000/00000000/00000000/00000000/00000000/00000000",
				"00000010/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
				"00000000/00000010/00000000/00000000/00000000/00000000/00000000/00000000",
				"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			}},
		{"a1, empty board", harness.A1,
			"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			[numLanes]string{
				"10000000/10000000/10000000/10000000/10000000/10000000/10000000/00000000",
				"00000000/00000000/00000000/00000000/00000000/00000000/00000000/01111111",
				"00000001/00000010/00000100/00001000/00010000/00100000/01000000/00000000",
				"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000",
			}},
	} {
		occ := harness.MustParseMask(c.occ)
		var want [numLanes]uint64
		for i, w := range c.want {
			want[i] = mask(w)
		}
		var got [numLanes]uint64
		line4(c.s, occ, archsimd.LoadUint64x4(&lines[c.s])).Store(&got)
		if got != want {
			t.Errorf("line4: %s == %#x; want %#x", c.name, got, want)
		}
		var rook, bishop [2]uint64
		line2(c.s, occ, archsimd.LoadUint64x2((*[2]uint64)(lines[c.s][fileLane:]))).Store(&rook)
		line2(c.s, occ, archsimd.LoadUint64x2((*[2]uint64)(lines[c.s][diagLane:]))).Store(&bishop)
		if rook != [2]uint64(want[:2]) || bishop != [2]uint64(want[2:]) {
			t.Errorf("line2: %s == %#x, %#x; want %#x, %#x", c.name, rook, bishop, want[:2], want[2:])
		}
	}
}

// TestTables checks the table's size and one square's lines by hand.
func TestTables(t *testing.T) {
	want := [numLanes]string{ // c2: file, rank, diagonal, anti-diagonal
		"00100000/00100000/00100000/00100000/00100000/00100000/00000000/00100000",
		"00000000/00000000/00000000/00000000/00000000/00000000/11011111/00000000",
		"00000000/00000001/00000010/00000100/00001000/00010000/00000000/01000000",
		"00000000/00000000/00000000/00000000/10000000/01000000/00000000/00010000",
	}
	for lane, w := range want {
		if got := lines[harness.C2][lane]; got != mask(w) {
			t.Errorf("lines[c2][%d] == %s; want %s", lane, harness.Bitboard(got), w)
		}
	}
	if got := TableBytes(); got != 2048 {
		t.Errorf("TableBytes() == %d; want 2048", got)
	}
	if got := BuildTables(); got != TableBytes() {
		t.Errorf("BuildTables() == %d; want TableBytes() == %d", got, TableBytes())
	}
}

// TestImpl runs the shared checks: hand-solved slider examples, every
// square × relevant-occupancy subset against the reference (102,400 rook and
// 5,248 bishop cases), and the set operations and leapers.
func TestImpl(t *testing.T) {
	skipWithoutGFNI(t)
	impltest.Run(t, impl)
}

// TestOffBoard checks that squares 64 and above attack nothing.
func TestOffBoard(t *testing.T) {
	skipWithoutGFNI(t)
	impltest.OffBoard(t, impltest.Of(impl))
}

// TestBatches runs the shared batch checks: every square × relevant
// occupancy subset in chunks of every length against the reference, and
// the error contract.
func TestBatches(t *testing.T) {
	skipWithoutGFNI(t)
	impltest.Batches(t, impl.RookBatch, impl.BishopBatch)
}

// TestBatchLines checks the batch's computed lines (without the slider's
// square) on squares solved by hand: lanes 0 to 2 hold c2, f3 and e7; then
// that they equal the table's lines for every square, and that the bits
// are 1<<s and 1<<(63−s).
func TestBatchLines(t *testing.T) {
	skipWithoutGFNI(t)
	sqs := []harness.Square{harness.C2, harness.F3, harness.E7, 0, 0, 0, 0, 0}
	var file, rank, diag, anti [8]uint64
	_, _, f, r := rookLines(sqs)
	f.Store(&file)
	r.Store(&rank)
	_, _, d, a := bishopLines(sqs)
	d.Store(&diag)
	a.Store(&anti)
	for _, c := range []struct {
		name string
		got  uint64
		want string
	}{
		{"c2 file", file[0], "00100000/00100000/00100000/00100000/00100000/00100000/00000000/00100000"},
		{"f3 rank", rank[1], "00000000/00000000/00000000/00000000/00000000/11111011/00000000/00000000"},
		{"c2 diagonal", diag[0], "00000000/00000001/00000010/00000100/00001000/00010000/00000000/01000000"},
		{"f3 anti-diagonal", anti[1], "10000000/01000000/00100000/00010000/00001000/00000000/00000010/00000001"},
		{"e7 diagonal", diag[2], "00000100/00000000/00010000/00100000/01000000/10000000/00000000/00000000"},
		{"e7 anti-diagonal", anti[2], "00010000/00000000/00000100/00000010/00000001/00000000/00000000/00000000"},
	} {
		if c.got != mask(c.want) {
			t.Errorf("%s == %s; want %s", c.name, harness.Bitboard(c.got), c.want)
		}
	}
	for base := harness.Square(0); base < harness.NumSquares; base += 8 {
		sqs := []harness.Square{base, base + 1, base + 2, base + 3, base + 4, base + 5, base + 6, base + 7}
		var got [numLanes][8]uint64
		var bits, rbits [2][8]uint64
		r, rr, f, rk := rookLines(sqs)
		r.Store(&bits[0])
		rr.Store(&rbits[0])
		f.Store(&got[fileLane])
		rk.Store(&got[rankLane])
		r, rr, d, a := bishopLines(sqs)
		r.Store(&bits[1])
		rr.Store(&rbits[1])
		d.Store(&got[diagLane])
		a.Store(&got[antiLane])
		for j, s := range sqs {
			for lane := range numLanes {
				if got[lane][j] != lines[s][lane] {
					t.Errorf("square %v, line %d: batch computes %s; table has %s", s, lane, harness.Bitboard(got[lane][j]), harness.Bitboard(lines[s][lane]))
				}
			}
			for k := range 2 {
				if bits[k][j] != 1<<s || rbits[k][j] != 1<<(63-s) {
					t.Errorf("square %v: bits %#x, reversed %#x; want %#x, %#x", s, bits[k][j], rbits[k][j], uint64(1)<<s, uint64(1)<<(63-s))
				}
			}
		}
	}
}

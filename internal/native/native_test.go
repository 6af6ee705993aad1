package native_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/conformance"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all" // the registry that technique names are checked against
	"github.com/bitbench/bitbench/impl/naive"
	"github.com/bitbench/bitbench/internal/native"
)

// refImpl proves a reference with the conformance kit: its slider methods
// are one-element batches through C, its batches (harness.Batcher) the
// reference's own, and set algebra and leapers are naive's.
type refImpl struct {
	naive.Impl
	ref native.Ref
}

func (w refImpl) Name() string { return w.ref.Name() }

func (w refImpl) Family() harness.Family {
	impl, err := harness.Lookup(w.ref.Technique())
	if err != nil {
		return harness.FamilyOther
	}
	return harness.FamilyOf(impl)
}

// one makes a single lookup through r's batch loop, a batch of one
// (Ref.One, export_test.go); an error (which the kit's valid squares never
// cause) gives the full board, an answer no slider has.
func one(r native.Ref, p native.Piece, s harness.Square, occ harness.Bitboard) harness.Bitboard {
	att, err := r.One(p, s, occ)
	if err != nil {
		return ^harness.Bitboard(0)
	}
	return att
}

func (w refImpl) RookAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return one(w.ref, native.Rook, s, occ)
}

func (w refImpl) BishopAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return one(w.ref, native.Bishop, s, occ)
}

func (w refImpl) QueenAttacks(s harness.Square, occ harness.Bitboard) harness.Bitboard {
	return one(w.ref, native.Queen, s, occ)
}

func (w refImpl) RookBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return w.ref.RookBatch(dst, sqs, occs)
}

func (w refImpl) BishopBatch(dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) (int, error) {
	return w.ref.BishopBatch(dst, sqs, occs)
}

var _ harness.Batcher = refImpl{}

// available skips t where r cannot run, saying why.
func available(t *testing.T, r native.Ref) {
	t.Helper()
	if why := r.Unavailable(); why != "" {
		t.Skipf("%s: %s", r.Name(), why)
	}
}

// TestConformance proves every reference with the kit. A -native reference
// gets every check: the properties that call its sliders (its set algebra
// and leapers are naive's, which the root suite proves; SliderProperties),
// the exhaustive check (which runs on its batches too) and perft. A
// -native-vec one shares the lookups of its -native twin and differs only
// in the loop, so it gets the exhaustive check, which drives the loop with
// batches of many lengths. With -short,
// every reference gets the exhaustive check alone.
func TestConformance(t *testing.T) {
	opts, err := conformance.FromEnv(os.Getenv)
	if err != nil {
		t.Fatal(err)
	}
	for _, r := range native.Refs() {
		t.Run(r.Name(), func(t *testing.T) {
			available(t, r)
			o := append(slices.Clip(opts), conformance.SliderProperties())
			if r.Vectorised() || testing.Short() {
				o = append(slices.Clip(o), conformance.Only(conformance.Exhaustive))
			}
			conformance.Run(t, refImpl{ref: r}, o...)
		})
	}
}

// inputs returns n (square, occupancy) pairs: uniform squares with
// occupancies of three densities (r&r&r, r&r, r|r) and a bad square in none.
func inputs(seed uint64, n int) ([]harness.Square, []harness.Bitboard) {
	rng := rand.New(rand.NewPCG(seed, 17))
	sqs, occs := make([]harness.Square, n), make([]harness.Bitboard, n)
	for i := range sqs {
		sqs[i] = harness.Square(rng.IntN(harness.NumSquares))
		switch i % 3 {
		case 0:
			occs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64() & rng.Uint64())
		case 1:
			occs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64())
		default:
			occs[i] = harness.Bitboard(rng.Uint64() | rng.Uint64())
		}
	}
	return sqs, occs
}

// pieces pairs each native.Piece with its batch and naive's answer.
func pieces(r native.Ref) []struct {
	p     native.Piece
	batch func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)
	want  func(harness.Square, harness.Bitboard) harness.Bitboard
} {
	ref := naive.Impl{}
	return []struct {
		p     native.Piece
		batch func([]harness.Bitboard, []harness.Square, []harness.Bitboard) (int, error)
		want  func(harness.Square, harness.Bitboard) harness.Bitboard
	}{
		{native.Rook, r.RookBatch, ref.RookAttacks},
		{native.Bishop, r.BishopBatch, ref.BishopAttacks},
		{native.Queen, r.QueenBatch, ref.QueenAttacks},
	}
}

// TestBatchesAgree checks every batch, the queen's included (the kit's
// Batcher has rook and bishop only), against naive on 3,000 random inputs
// per piece in one call.
func TestBatchesAgree(t *testing.T) {
	sqs, occs := inputs(1, 3000)
	for _, r := range native.Refs() {
		t.Run(r.Name(), func(t *testing.T) {
			available(t, r)
			for _, pc := range pieces(r) {
				dst := make([]harness.Bitboard, len(sqs))
				if n, err := pc.batch(dst, sqs, occs); n != len(sqs) || err != nil {
					t.Fatalf("%s %v batch of %d == %d, %v; want %d, nil", r.Name(), pc.p, len(sqs), n, err, len(sqs))
				}
				wrong := 0
				for i := range sqs {
					if w := pc.want(sqs[i], occs[i]); dst[i] != w {
						if wrong++; wrong == 1 {
							t.Errorf("%s %v(%v, %#x) == %#x; want %#x (naive)", r.Name(), pc.p, sqs[i], uint64(occs[i]), uint64(dst[i]), uint64(w))
						}
					}
				}
				if wrong > 0 {
					t.Errorf("%s %v: %d of %d answers wrong", r.Name(), pc.p, wrong, len(sqs))
				}
			}
		})
	}
}

// TestLatency checks every latency chain against the same chain walked with
// naive's answers, over inputs of several lengths.
func TestLatency(t *testing.T) {
	chain := harness.Bitboard(1) // a1, as internal/benchloops folds it
	for _, r := range native.Refs() {
		t.Run(r.Name(), func(t *testing.T) {
			available(t, r)
			for _, n := range []int{1, 2, 7, 1024, 3001} {
				sqs, occs := inputs(uint64(n), n)
				for _, pc := range pieces(r) {
					var want, wantSum harness.Bitboard
					for i := range sqs {
						want = pc.want(sqs[i], occs[i]|want&chain)
						wantSum ^= want
					}
					last, sum, k, err := r.Latency(pc.p, sqs, occs)
					if last != want || sum != wantSum || k != n || err != nil {
						t.Errorf("%s Latency(%v) over %d == %#x, %#x, %d, %v; want %#x, %#x, %d, nil (naive)",
							r.Name(), pc.p, n, uint64(last), uint64(sum), k, err, uint64(want), uint64(wantSum), n)
					}
				}
			}
		})
	}
}

// TestBatchContract checks the error contract of every batch and of
// Latency: lengths, bad squares, the empty batch, a longer dst.
func TestBatchContract(t *testing.T) {
	const sentinel = harness.Bitboard(0x5EED)
	fill := func(n int) []harness.Bitboard {
		d := make([]harness.Bitboard, n)
		for i := range d {
			d[i] = sentinel
		}
		return d
	}
	for _, r := range native.Refs() {
		for _, pc := range pieces(r) {
			label := fmt.Sprintf("%s %v", r.Name(), pc.p)
			// Lengths that do not fit: nothing written, whether or not r can run.
			for _, c := range []struct {
				name           string
				dst, sqs, occs int
			}{
				{"occs shorter", 3, 3, 2},
				{"occs longer", 3, 3, 4},
				{"dst shorter", 2, 3, 3},
			} {
				dst := fill(c.dst)
				n, err := pc.batch(dst, make([]harness.Square, c.sqs), make([]harness.Bitboard, c.occs))
				if n != 0 || !errors.Is(err, harness.ErrLength) {
					t.Errorf("%s %s == %d, %v; want 0, ErrLength", label, c.name, n, err)
				}
				if err != nil && !strings.Contains(err.Error(), fmt.Sprintf("len(dst) = %d, len(sqs) = %d, len(occs) = %d", c.dst, c.sqs, c.occs)) {
					t.Errorf("%s %s: error %q does not name the lengths", label, c.name, err)
				}
				if slices.ContainsFunc(dst, func(b harness.Bitboard) bool { return b != sentinel }) {
					t.Errorf("%s %s wrote dst on error: %#x", label, c.name, dst)
				}
			}
			if _, _, n, err := r.Latency(pc.p, make([]harness.Square, 3), make([]harness.Bitboard, 2)); n != 0 || !errors.Is(err, harness.ErrLength) {
				t.Errorf("%s Latency with 3 squares, 2 occupancies == %d, %v; want 0, ErrLength", label, n, err)
			}
			if why := r.Unavailable(); why != "" {
				n, err := pc.batch(fill(1), []harness.Square{harness.D4}, []harness.Bitboard{0})
				if n != 0 || !errors.Is(err, native.ErrUnavailable) || !strings.Contains(err.Error(), why) {
					t.Errorf("%s on an unavailable reference == %d, %v; want 0 and ErrUnavailable saying %q", label, n, err, why)
				}
				continue
			}
			if n, err := pc.batch(nil, nil, nil); n != 0 || err != nil {
				t.Errorf("%s(nil, nil, nil) == %d, %v; want 0, nil", label, n, err)
			}
			// A longer dst is fine; its tail is untouched.
			sqs := []harness.Square{harness.D4, harness.A1, harness.H8}
			occs := []harness.Bitboard{0x0000_0810_0000_2200, 0x0101_0101_0101_01FF, ^harness.Bitboard(0)}
			dst := fill(4)
			if n, err := pc.batch(dst, sqs, occs); n != 3 || err != nil {
				t.Errorf("%s(len 4, 3, 3) == %d, %v; want 3, nil", label, n, err)
			}
			for i, s := range sqs {
				if w := pc.want(s, occs[i]); dst[i] != w {
					t.Errorf("%s: dst[%d] == %#x; want %#x", label, i, uint64(dst[i]), uint64(w))
				}
			}
			if dst[3] != sentinel {
				t.Errorf("%s wrote past len(sqs): dst[3] == %#x", label, uint64(dst[3]))
			}
			// A value that is not a square stops the batch at its index.
			for _, bad := range []struct {
				at int
				sq harness.Square
			}{{0, harness.NoSquare}, {2, 65}, {40, 255}} {
				sqs, occs := inputs(3, 50)
				sqs[bad.at] = bad.sq
				if bad.at < 40 {
					sqs[40] = 200 // a second bad square, after the first
				}
				dst := fill(len(sqs))
				n, err := pc.batch(dst, sqs, occs)
				if n != bad.at || !errors.Is(err, harness.ErrSquare) || !strings.Contains(err.Error(), fmt.Sprintf("sqs[%d] = %d", bad.at, bad.sq)) {
					t.Errorf("%s with sqs[%d] = %d == %d, %v; want %d and ErrSquare naming sqs[%d] = %d", label, bad.at, bad.sq, n, err, bad.at, bad.at, bad.sq)
				}
				for i := range dst {
					if w := pc.want(sqs[i], occs[i]); i < bad.at && dst[i] != w || i >= bad.at && dst[i] != sentinel {
						t.Errorf("%s with sqs[%d] bad: dst[%d] == %#x (want the answer below %d, the sentinel from there)", label, bad.at, i, uint64(dst[i]), bad.at)
						break
					}
				}
				if _, _, n, err := r.Latency(pc.p, sqs, occs); n != bad.at || !errors.Is(err, harness.ErrSquare) {
					t.Errorf("%s Latency with sqs[%d] = %d == %d, %v; want %d, ErrSquare", label, bad.at, bad.sq, n, err, bad.at)
				}
			}
		}
		if _, _, _, err := r.Latency(native.Piece(3), []harness.Square{0}, []harness.Bitboard{0}); err == nil || !strings.Contains(err.Error(), "Piece(3) is not a piece") {
			t.Errorf("%s Latency(Piece(3)) error %v; want one naming Piece(3)", r.Name(), err)
		}
	}
}

// techniquePackage reports whether impl/<name> is a technique's package:
// those that this build does not register (impl/simd, impl/avx512 and
// impl/gfni need GOEXPERIMENT=simd) still have their -native rows.
func techniquePackage(name string) bool {
	_, err := os.Stat(filepath.Join("..", "..", "impl", name, "doc.go"))
	return err == nil
}

// TestRefs checks the references' names: each is a technique's name (one
// registered, or one whose package this build leaves out) plus -native or
// -native-vec, none is itself registered (they are
// references, not techniques), and Lookup finds each and refuses others.
func TestRefs(t *testing.T) {
	seen := map[string]bool{}
	for _, r := range native.Refs() {
		if _, err := harness.Lookup(r.Technique()); err != nil && !techniquePackage(r.Technique()) {
			t.Errorf("%s: its technique %q is neither registered nor a package under impl/: %v", r.Name(), r.Technique(), err)
		}
		suffix := "-native"
		switch {
		case r.Vectorised() && r.Clang():
			t.Errorf("%s is both -native-vec and -clang-native", r.Name())
		case r.Vectorised():
			suffix = "-native-vec"
		case r.Clang():
			suffix = "-clang-native"
		}
		if r.Name() != r.Technique()+suffix {
			t.Errorf("Name() == %q; want %q", r.Name(), r.Technique()+suffix)
		}
		if _, err := harness.Lookup(r.Name()); err == nil {
			t.Errorf("%s is registered as a technique; references must not be", r.Name())
		}
		if got, err := native.Lookup(r.Name()); got != r || err != nil {
			t.Errorf("Lookup(%q) == %v, %v; want %v, nil", r.Name(), got, err, r)
		}
		seen[r.Name()] = true
	}
	for _, want := range []string{"magic-native", "blackmagic-native", "plainmagic-native", "pext-native", "hq-native", "shift-native",
		"obstruction-native", "classical-native", "kindergarten-native", "dumb7-native", "shift-native-vec", "hq-native-vec",
		"qbb-native", "leorik-native", "slidearith-native", "sbamg-native", "bitrotation-native",
		"sissy-native", "foldinghash-native", "rotated-native", "splitpext-native", "exploding-native",
		"simd-native", "avx512-native", "gfni-native", "switches-native", "naive-native",
		"magic-clang-native", "switches-clang-native", "naive-clang-native"} {
		if !seen[want] {
			t.Errorf("no reference %s", want)
		}
	}
	if _, err := native.Lookup("naive-native-vec"); err == nil || !strings.Contains(err.Error(), `"naive-native-vec"`) {
		t.Errorf(`Lookup("naive-native-vec") error %v; want one naming it`, err)
	}
}

// TestEveryTechnique checks that every technique (each package under
// impl/ with a doc.go, naive included) has a -native and a -clang-native
// reference, so that no technique's Go row stands without C beside it.
func TestEveryTechnique(t *testing.T) {
	docs, err := filepath.Glob(filepath.Join("..", "..", "impl", "*", "doc.go"))
	if err != nil || len(docs) == 0 {
		t.Fatalf("no technique packages under impl/ (%v)", err)
	}
	for _, doc := range docs {
		tech := filepath.Base(filepath.Dir(doc))
		for _, name := range []string{tech + "-native", tech + "-clang-native"} {
			if r, err := native.Lookup(name); err != nil || r.Technique() != tech {
				t.Errorf("technique %s: Lookup(%q) == %v, %v; want its reference", tech, name, r, err)
			}
		}
	}
}

//go:build cgo && !purego

package native

// #cgo amd64 CFLAGS: -O3 -march=native
// #cgo arm64 CFLAGS: -O3 -mcpu=native
// #cgo !amd64,!arm64 CFLAGS: -O3
// #cgo linux LDFLAGS: -ldl
// #include "native.h"
import "C"

import (
	"runtime"
	"strings"
	"sync"
	"unsafe"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/impl/blackmagic"
	"github.com/bitbench/bitbench/impl/foldinghash"
	"github.com/bitbench/bitbench/impl/magic"
	"github.com/bitbench/bitbench/impl/plainmagic"
)

// cflags are the flags of this architecture's #cgo CFLAGS line above (a
// test checks that the two agree): -march=native on amd64, -mcpu=native on
// arm64 (the spelling that gcc and clang, Apple's included, both accept
// there), plain -O3 elsewhere. CGO_CFLAGS from the environment comes
// before them, so these win where they conflict. The clang build takes
// the same flags.
var cflags = map[string]string{"amd64": "-O3 -march=native", "arm64": "-O3 -mcpu=native"}[runtime.GOARCH]

func init() {
	if cflags == "" {
		cflags = "-O3"
	}
}

// envCFlags are the C flags the build's environment added before cflags:
// the words of CC after the compiler's name, CGO_CPPFLAGS and CGO_CFLAGS,
// each where it differs from Go's default (go env -changed), as
// internal/testbin bakes them in with -ldflags -X; "" when the environment
// added none, or for a binary testbin did not build.
var envCFlags string

// effectiveCFlags returns the flags the C was compiled with, as the
// "cflags:" line records them: envCFlags, then the #cgo CFLAGS (which win
// where they conflict, but not over a flag such as -fno-tree-vectorize that
// they do not name).
func effectiveCFlags() string { return strings.TrimSpace(envCFlags + " " + cflags) }

// builds are the two builds of the C: [0] cgo's (bb_api), [1] clang's
// (clang.go), each loaded and given its tables once.
var builds [2]struct {
	once sync.Once
	api  *C.struct_bb_api
	err  string
}

// load returns the build (clang's or cgo's) with its tables built, or why
// it cannot run.
func load(clang bool) (*C.struct_bb_api, string) {
	b := &builds[0]
	if clang {
		b = &builds[1]
	}
	b.once.Do(func() {
		api, who := &C.bb_api, "C tables"
		if clang {
			if api, b.err = buildClang(); b.err != "" {
				return
			}
			who = "C tables (clang)"
		}
		m := magics()
		var msg [256]C.char
		if C.bb_call_init(api, &m, &msg[0], C.size_t(len(msg))) != 0 {
			b.err = who + ": " + C.GoString(&msg[0])
			return
		}
		b.api = api
	})
	return b.api, b.err
}

// setup and setupClang return why cgo's and clang's builds cannot run, or "".
func setup() string      { _, err := load(false); return err }
func setupClang() string { _, err := load(true); return err }

// magics returns the project's magic numbers in native.h's struct, for
// the init of either build: C copies the numbers and computes every attack
// set itself, and keeps no Go pointer.
func magics() C.struct_bb_magics {
	var m C.struct_bb_magics
	mr, mb, mrBits, mbBits := magic.Magics()
	pr, pb := plainmagic.Magics()
	br, bb, slots := blackmagic.Magics()
	for s := range harness.NumSquares {
		m.magic[0][s], m.magic[1][s] = C.uint64_t(mr[s]), C.uint64_t(mb[s])
		m.magic_bits[0][s], m.magic_bits[1][s] = C.uint8_t(mrBits[s]), C.uint8_t(mbBits[s])
		m.plain[0][s], m.plain[1][s] = C.uint64_t(pr[s]), C.uint64_t(pb[s])
		m.black[0][s], m.black[1][s] = C.uint64_t(br[s].Multiplier), C.uint64_t(bb[s].Multiplier)
		m.black_offset[0][s], m.black_offset[1][s] = C.uint32_t(br[s].Offset), C.uint32_t(bb[s].Offset)
	}
	m.black_slots = C.uint64_t(slots)
	fold := foldinghash.Magics()
	for s := range fold {
		for l := range fold[s] {
			m.fold[s][l] = C.uint32_t(fold[s][l])
		}
	}
	return m
}

// unavailable returns why technique tech of the build (clang's or cgo's)
// cannot run here, "" when it can. The answer cannot change within a
// process, so it is asked of C once per technique and build, not on every
// batch (the conformance kit's single lookups made that C call as often as
// the lookup itself).
func unavailable(tech int, clang bool) string {
	if tech < 0 || tech >= len(techniques) {
		return askUnavailable(tech, clang)
	}
	m := &unavailableMemo[tech]
	if clang {
		m = &unavailableMemo[len(techniques)+tech]
	}
	m.once.Do(func() { m.why = askUnavailable(tech, clang) })
	return m.why
}

// unavailableMemo holds unavailable's answers: cgo's build's techniques,
// then clang's.
var unavailableMemo [2 * len(techniques)]struct {
	once sync.Once
	why  string
}

// askUnavailable is unavailable without the memo: the build's loader, then
// the build's own answer for tech.
func askUnavailable(tech int, clang bool) string {
	api, err := load(clang)
	if err != "" {
		return err
	}
	if why := C.GoString(C.bb_call_unavailable(api, C.int(tech))); why != "" {
		if clang {
			return why + " (clang, cflags " + cflags + ")"
		}
		return why + " (cflags " + effectiveCFlags() + ")"
	}
	return ""
}

// cBatch calls the build's batch on non-empty slices of equal length (dst
// as long as sqs) and returns the number of lookups made.
func cBatch(tech int, clang bool, p Piece, vec bool, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) int {
	api, _ := load(clang)
	return int(C.bb_call_batch(api, C.int(tech), C.int(p), cVec(vec), (*C.uint64_t)(unsafe.Pointer(&dst[0])),
		(*C.uint8_t)(unsafe.Pointer(&sqs[0])), (*C.uint64_t)(unsafe.Pointer(&occs[0])), C.int64_t(len(sqs))))
}

// cOne calls the build's batch on one square, a batch of one in C's
// memory (bb_call_one): it returns the attack set and the count the batch
// returned.
func cOne(tech int, clang bool, p Piece, vec bool, s harness.Square, occ harness.Bitboard) (harness.Bitboard, int) {
	api, _ := load(clang)
	r := C.bb_call_one(api, C.int(tech), C.int(p), cVec(vec), C.uint8_t(s), C.uint64_t(occ))
	return harness.Bitboard(r.att), int(r.n)
}

// cVec is C's flag for the loop the compiler may vectorise: 1 for vec.
func cVec(vec bool) C.int {
	if vec {
		return 1
	}
	return 0
}

// cChain calls the build's chain on non-empty slices of equal length.
func cChain(tech int, clang bool, p Piece, sqs []harness.Square, occs []harness.Bitboard) (last, sum harness.Bitboard, n int) {
	api, _ := load(clang)
	var out [2]C.uint64_t
	n = int(C.bb_call_chain(api, C.int(tech), C.int(p), (*C.uint8_t)(unsafe.Pointer(&sqs[0])), (*C.uint64_t)(unsafe.Pointer(&occs[0])), C.int64_t(len(sqs)), &out[0]))
	return harness.Bitboard(out[0]), harness.Bitboard(out[1]), n
}

// techName is the build's name of technique tech (its tech_name), "" outside
// its list or where the build cannot run.
func techName(clang bool, tech int) string {
	api, err := load(clang)
	if err != "" {
		return ""
	}
	return C.GoString(C.bb_call_tech_name(api, C.int(tech)))
}

func configLines() []string {
	api := &C.bb_api
	lines := []string{
		"cc: " + C.GoString(C.bb_call_compiler(api)),
		"cflags: " + effectiveCFlags(),
		"cc-target: " + strings.TrimSpace(C.GoString(C.bb_call_target(api))),
	}
	if err := setup(); err != "" {
		lines = append(lines, "native: unavailable: "+err)
	}
	// The clang build's line: "cc-clang: clang 16.0.6 …" (the compiler as it
	// names itself) or "native-clang: unavailable: …".
	if api, err := load(true); err != "" {
		lines = append(lines, "native-clang: unavailable: "+err)
	} else {
		lines = append(lines, "cc-clang: "+C.GoString(C.bb_call_compiler(api)))
	}
	return lines
}

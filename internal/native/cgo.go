//go:build cgo && !purego

package native

// #cgo amd64 CFLAGS: -O3 -march=native
// #cgo arm64 CFLAGS: -O3 -mcpu=native
// #cgo !amd64,!arm64 CFLAGS: -O3
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
// before them, so these win where they conflict.
var cflags = map[string]string{"amd64": "-O3 -march=native", "arm64": "-O3 -mcpu=native"}[runtime.GOARCH]

func init() {
	if cflags == "" {
		cflags = "-O3"
	}
}

var (
	setupOnce sync.Once
	setupErr  string
)

// setup builds the C tables once, from the project's magics: C copies the
// numbers and computes every attack set itself, and keeps no Go pointer.
func setup() string {
	setupOnce.Do(func() {
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
		var msg [256]C.char
		if C.bb_init(&m, &msg[0], C.size_t(len(msg))) != 0 {
			setupErr = "C tables: " + C.GoString(&msg[0])
		}
	})
	return setupErr
}

func unavailable(tech int) string {
	if err := setup(); err != "" {
		return err
	}
	if why := C.GoString(C.bb_unavailable(C.int(tech))); why != "" {
		return why + " (cflags " + cflags + ")"
	}
	return ""
}

// cBatch calls bb_batch on non-empty slices of equal length (dst as long as
// sqs) and returns the number of lookups made.
func cBatch(tech int, p Piece, vec bool, dst []harness.Bitboard, sqs []harness.Square, occs []harness.Bitboard) int {
	v := C.int(0)
	if vec {
		v = 1
	}
	return int(C.bb_batch(C.int(tech), C.int(p), v, (*C.uint64_t)(unsafe.Pointer(&dst[0])),
		(*C.uint8_t)(unsafe.Pointer(&sqs[0])), (*C.uint64_t)(unsafe.Pointer(&occs[0])), C.int64_t(len(sqs))))
}

// cChain calls bb_chain on non-empty slices of equal length.
func cChain(tech int, p Piece, sqs []harness.Square, occs []harness.Bitboard) (last, sum harness.Bitboard, n int) {
	var out [2]C.uint64_t
	n = int(C.bb_chain(C.int(tech), C.int(p), (*C.uint8_t)(unsafe.Pointer(&sqs[0])), (*C.uint64_t)(unsafe.Pointer(&occs[0])), C.int64_t(len(sqs)), &out[0]))
	return harness.Bitboard(out[0]), harness.Bitboard(out[1]), n
}

// cTechName is C's name of technique tech (bb_tech_name), "" outside its list.
func cTechName(tech int) string { return C.GoString(C.bb_tech_name(C.int(tech))) }

func configLines() []string {
	lines := []string{
		"cc: " + C.GoString(C.bb_compiler()),
		"cflags: " + cflags,
		"cc-target: " + strings.TrimSpace(C.GoString(C.bb_target())),
	}
	if err := setup(); err != "" {
		lines = append(lines, "native: unavailable: "+err)
	}
	return lines
}

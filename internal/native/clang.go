//go:build cgo && !purego

package native

// #include <stdlib.h>
// #include "native.h"
import "C"

import (
	"context"
	"embed"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
	"unsafe"
)

// csrc is the package's C, which the -clang-native references build again
// with clang (dlclang.c excepted: the loader stays in the cgo build).
//
//go:embed *.c *.h
var csrc embed.FS

// clangEnv names the clang command of the -clang-native references when
// set; by default it is clang-16 from PATH.
const clangEnv = "BITBENCH_CLANG"

// clangTimeout bounds the clang build (about 5 CPU seconds here).
const clangTimeout = 5 * time.Minute

// buildClang builds the C with clang into a shared library and loads it;
// it returns the library's API, or why that failed.
func buildClang() (*C.struct_bb_api, string) {
	cc := os.Getenv(clangEnv)
	if cc == "" {
		cc = "clang-16"
	}
	path, err := exec.LookPath(cc)
	if err != nil {
		return nil, cc + " not found (install clang-16, or set " + clangEnv + " to a clang)"
	}
	dir, err := os.MkdirTemp("", "bitbench-clang-native-")
	if err != nil {
		return nil, "clang build: " + err.Error()
	}
	defer os.RemoveAll(dir)
	lib := filepath.Join(dir, "libbbnative.so")
	args := append(strings.Fields(cflags), "-shared", "-fPIC", "-Wl,-Bsymbolic", "-o", lib)
	files, err := writeSources(dir)
	if err != nil {
		return nil, "clang build: " + err.Error()
	}
	ctx, cancel := context.WithTimeout(context.Background(), clangTimeout)
	defer cancel()
	if out, err := exec.CommandContext(ctx, path, append(args, files...)...).CombinedOutput(); err != nil {
		first, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
		return nil, cc + " failed (" + err.Error() + "): " + first
	}
	var msg [256]C.char
	clib := C.CString(lib)
	defer C.free(unsafe.Pointer(clib))
	api := C.bb_lib_open(clib, &msg[0], C.size_t(len(msg)))
	if api == nil {
		return nil, "clang build: " + C.GoString(&msg[0])
	}
	return api, ""
}

// writeSources writes the embedded C into dir and returns the C files'
// paths, the loader left out.
func writeSources(dir string) ([]string, error) {
	entries, err := csrc.ReadDir(".")
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		if e.Name() == "dlclang.c" {
			continue
		}
		b, err := csrc.ReadFile(e.Name())
		if err != nil {
			return nil, err
		}
		p := filepath.Join(dir, e.Name())
		if err := os.WriteFile(p, b, 0o600); err != nil {
			return nil, err
		}
		if strings.HasSuffix(p, ".c") {
			files = append(files, p)
		}
	}
	return files, nil
}

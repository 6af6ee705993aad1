//go:build cgo && !purego

package native

// #include <stdlib.h>
// #include "native.h"
import "C"

import (
	"context"
	"crypto/sha256"
	"embed"
	"fmt"
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
	lib, why := clangLibrary(path)
	if why != "" {
		return nil, cc + " " + why
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

// clangLibrary returns the shared library of the C built by the clang at
// path with cflags, building it once per content: its name is a hash of
// the sources, the flags and the compiler's file, in the user's cache
// folder, so that every launch of a test binary (the measuring engine
// starts dozens) loads the library the first one built instead of spending
// seconds on a build of its own. It is built in a temporary folder and
// renamed into place, so a reader never sees half a library.
func clangLibrary(path string) (string, string) {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", path, cflags)
	if fi, err := os.Stat(path); err == nil {
		fmt.Fprintf(h, "%d\x00%d\x00", fi.Size(), fi.ModTime().UnixNano())
	}
	entries, _ := csrc.ReadDir(".")
	for _, e := range entries {
		b, _ := csrc.ReadFile(e.Name())
		fmt.Fprintf(h, "%s\x00%d\x00", e.Name(), len(b))
		h.Write(b)
	}
	cache, err := os.UserCacheDir()
	if err != nil {
		cache = os.TempDir()
	}
	cache = filepath.Join(cache, "bitbench")
	lib := filepath.Join(cache, fmt.Sprintf("clang-native-%x.so", h.Sum(nil)[:12]))
	if fi, err := os.Stat(lib); err == nil && fi.Mode().IsRegular() {
		return lib, ""
	}
	if err := os.MkdirAll(cache, 0o755); err != nil {
		return "", "build: " + err.Error()
	}
	dir, err := os.MkdirTemp(cache, "build-")
	if err != nil {
		return "", "build: " + err.Error()
	}
	defer os.RemoveAll(dir)
	tmp := filepath.Join(dir, "libbbnative.so")
	args := append(strings.Fields(cflags), "-shared", "-fPIC", "-Wl,-Bsymbolic", "-o", tmp)
	files, err := writeSources(dir)
	if err != nil {
		return "", "build: " + err.Error()
	}
	ctx, cancel := context.WithTimeout(context.Background(), clangTimeout)
	defer cancel()
	if out, err := exec.CommandContext(ctx, path, append(args, files...)...).CombinedOutput(); err != nil {
		first, _, _ := strings.Cut(strings.TrimSpace(string(out)), "\n")
		return "", "failed (" + err.Error() + "): " + first
	}
	if err := os.Rename(tmp, lib); err != nil {
		return "", "build: " + err.Error()
	}
	return lib, ""
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

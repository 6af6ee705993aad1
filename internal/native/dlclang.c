//go:build cgo && !purego

// bb_lib_open (native.h): the loader of another compiler's build of this C.
// clang.go leaves this file out of that build.

#include <dlfcn.h>
#include <stdio.h>

#include "native.h"

const struct bb_api *bb_lib_open(const char *path, char *err, size_t errlen) {
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		snprintf(err, errlen, "dlopen: %s", dlerror());
		return NULL;
	}
	const struct bb_api *api = dlsym(h, "bb_api");
	if (!api) snprintf(err, errlen, "%s has no bb_api", path);
	return api;
}

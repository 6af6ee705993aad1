package cpuid

import (
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
)

// FormatBytes writes a size the way ConfigLines does: "unknown" for 0 or
// less, else the largest of GiB, MiB, KiB that divides it exactly, else
// bytes: "48 KiB", "2 MiB", "1536 KiB", "260 MiB", "100 B".
func FormatBytes(n int) string {
	if n <= 0 {
		return Unknown
	}
	for _, u := range []struct {
		size int
		name string
	}{{1 << 30, "GiB"}, {1 << 20, "MiB"}, {1 << 10, "KiB"}} {
		if n%u.size == 0 {
			return strconv.Itoa(n/u.size) + " " + u.name
		}
	}
	return strconv.Itoa(n) + " B"
}

// ErrBytes is wrapped by the error of ParseBytes.
var ErrBytes = errors.New("not a size")

// ParseBytes reads what FormatBytes writes: "unknown" is 0; otherwise a
// decimal count, one space and a unit of B, KiB, MiB or GiB. Anything else is
// an error wrapping ErrBytes.
func ParseBytes(s string) (int, error) {
	if s == Unknown {
		return 0, nil
	}
	num, unit, ok := strings.Cut(s, " ")
	v, err := strconv.ParseUint(num, 10, 31)
	if !ok || err != nil {
		return 0, fmt.Errorf("%q: %w (want a number and B, KiB, MiB or GiB, or %q)", s, ErrBytes, Unknown)
	}
	mult := map[string]uint64{"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30}[unit]
	if mult == 0 || v > (1<<62)/mult {
		return 0, fmt.Errorf("%q: %w (want a number and B, KiB, MiB or GiB, or %q)", s, ErrBytes, Unknown)
	}
	return int(v * mult), nil
}

// sysfsCaches reads the cache sizes of one CPU from its Linux cache
// directory (/sys/devices/system/cpu/cpu0/cache): each index*/ holds level,
// type (Data, Instruction, Unified) and size ("48K", "2048K", "32M"). The
// L1 data cache and the unified (or data) L2 and L3 are returned; a level
// the directory lacks is 0. An unreadable index or a size that does not parse
// is an error naming the file.
func sysfsCaches(fsys fs.FS) (l1d, l2, l3 int, err error) {
	dirs, err := fs.Glob(fsys, "index*")
	if err != nil {
		return 0, 0, 0, err
	}
	for _, dir := range dirs {
		read := func(name string) (string, error) {
			b, err := fs.ReadFile(fsys, dir+"/"+name)
			return strings.TrimSpace(string(b)), err
		}
		level, err1 := read("level")
		typ, err2 := read("type")
		size, err3 := read("size")
		if err := errors.Join(err1, err2, err3); err != nil {
			return 0, 0, 0, fmt.Errorf("cache %s: %w", dir, err)
		}
		if typ == "Instruction" {
			continue
		}
		n, err := sysfsSize(size)
		if err != nil {
			return 0, 0, 0, fmt.Errorf("cache %s/size: %w", dir, err)
		}
		switch level {
		case "1":
			l1d = n
		case "2":
			l2 = n
		case "3":
			l3 = n
		}
	}
	return l1d, l2, l3, nil
}

// sysfsSize reads a sysfs cache size: a decimal number with an optional K,
// M or G suffix (binary multiples).
func sysfsSize(s string) (int, error) {
	mult := 1
	switch {
	case strings.HasSuffix(s, "K"):
		mult = 1 << 10
	case strings.HasSuffix(s, "M"):
		mult = 1 << 20
	case strings.HasSuffix(s, "G"):
		mult = 1 << 30
	}
	v, err := strconv.ParseUint(strings.TrimRight(s, "KMG"), 10, 31)
	if err != nil || mult > 1 && len(s) < 2 {
		return 0, fmt.Errorf("%q: %w", s, ErrBytes)
	}
	return int(v) * mult, nil
}

// cpuListCount counts the CPUs of a Linux CPU list such as
// /sys/devices/system/cpu/online: "0-3,8-11" is 8, "0" is 1. A malformed list
// is an error.
func cpuListCount(s string) (int, error) {
	n := 0
	for _, part := range strings.Split(strings.TrimSpace(s), ",") {
		lo, hi, isRange := strings.Cut(part, "-")
		a, err1 := strconv.ParseUint(lo, 10, 31)
		b := a
		var err2 error
		if isRange {
			b, err2 = strconv.ParseUint(hi, 10, 31)
		}
		if err1 != nil || err2 != nil || b < a {
			return 0, fmt.Errorf("cpu list %q: bad range %q", s, part)
		}
		n += int(b-a) + 1
	}
	return n, nil
}

package testbin

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// MaxProfileBytes bounds a -pgo-profile file: the committed profile is
// about 55 KB, and a CPU profile of a whole benchmark run a few MB.
const MaxProfileBytes = 64 << 20

// maxProfileDecoded bounds a profile's content once decompressed: a small
// gzip of gigabytes of zeros is refused when it passes this, not after
// filling memory.
const maxProfileDecoded = 64 << 20

// preprofileHeader begins Go's preprocessed profile form.
const preprofileHeader = "GO PREPROFILE V1\n"

// errProfile is wrapped by checkProfile's errors.
var errProfile = errors.New("not a usable CPU profile")

// checkProfile returns an error wrapping errProfile unless data is a
// profile go build -pgo reads and uses: Go's preprocessed form (a
// "GO PREPROFILE V1" header, then edges of three lines: caller, callee,
// "offset weight"), or a gzip-compressed pprof protocol buffer (as
// -cpuprofile writes) of at most maxProfileDecoded bytes once decompressed,
// well-formed, with a "samples/count" or "cpu/nanoseconds" sample type (a
// CPU profile, not a heap profile), at least one sample, each with one
// value per sample type and locations the profile holds.
func checkProfile(data []byte) error {
	if bytes.HasPrefix(data, []byte(preprofileHeader)) {
		if err := checkPreprofile(data[len(preprofileHeader):]); err != nil {
			return fmt.Errorf("%w: preprocessed profile: %v", errProfile, err)
		}
		return nil
	}
	if len(data) == 0 {
		return fmt.Errorf("%w: the file is empty", errProfile)
	}
	if len(data) < 2 || data[0] != 0x1f || data[1] != 0x8b {
		return fmt.Errorf("%w: not gzip-compressed, as pprof profiles are", errProfile)
	}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("%w: %v", errProfile, err)
	}
	pb, err := io.ReadAll(io.LimitReader(zr, maxProfileDecoded+1))
	if err != nil {
		return fmt.Errorf("%w: gzip: %v (truncated?)", errProfile, err)
	}
	if len(pb) > maxProfileDecoded {
		return fmt.Errorf("%w: more than %d bytes once decompressed", errProfile, maxProfileDecoded)
	}
	if err := checkPProf(pb); err != nil {
		return fmt.Errorf("%w: %v", errProfile, err)
	}
	return nil
}

// checkPreprofile checks the edges that follow a preprocessed profile's
// header: groups of three lines, the third two decimal integers.
func checkPreprofile(body []byte) error {
	sc := bufio.NewScanner(bytes.NewReader(body))
	edges := 0
	for line := 1; sc.Scan(); line++ {
		if line%3 != 0 {
			continue
		}
		f := strings.Split(sc.Text(), " ")
		if len(f) != 2 {
			return fmt.Errorf("line %d: %q: want \"offset weight\"", line+1, sc.Text())
		}
		if _, err := strconv.Atoi(f[0]); err != nil {
			return fmt.Errorf("line %d: offset %q: not an integer", line+1, f[0])
		}
		if _, err := strconv.ParseInt(f[1], 10, 64); err != nil {
			return fmt.Errorf("line %d: weight %q: not an integer", line+1, f[1])
		}
		edges++
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if lines := bytes.Count(body, []byte("\n")) + boolInt(len(body) > 0 && body[len(body)-1] != '\n'); lines != 3*edges {
		return fmt.Errorf("%d lines after the header: want groups of three (caller, callee, \"offset weight\")", lines)
	}
	if edges == 0 {
		return errors.New("it holds no call edges")
	}
	return nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// The fields of a pprof Profile, Sample, ValueType and Location that
// checkPProf reads.
const (
	fieldSampleType  = 1 // Profile.sample_type, a ValueType
	fieldSample      = 2 // Profile.sample, a Sample
	fieldLocation    = 4 // Profile.location, a Location
	fieldStringTable = 6 // Profile.string_table
	fieldLocationID  = 1 // Sample.location_id; also Location.id and ValueType.type
	fieldValue       = 2 // Sample.value; also ValueType.unit
)

// checkPProf checks the decompressed pprof protocol buffer pb.
func checkPProf(pb []byte) error {
	top, err := parseFields(pb)
	if err != nil {
		return fmt.Errorf("protocol buffer: %v", err)
	}
	var strs []string
	var types, samples, locs [][]field
	for _, f := range top {
		var dst *[][]field
		switch f.num {
		case fieldStringTable:
			strs = append(strs, string(f.data))
			continue
		case fieldSampleType:
			dst = &types
		case fieldSample:
			dst = &samples
		case fieldLocation:
			dst = &locs
		default:
			continue
		}
		sub, err := parseFields(f.data)
		if err != nil {
			return fmt.Errorf("protocol buffer: field %d: %v", f.num, err)
		}
		*dst = append(*dst, sub)
	}
	if !hasCPUType(types, strs) {
		return errors.New(`no sample type "samples/count" or "cpu/nanoseconds": not a CPU profile`)
	}
	if len(samples) == 0 {
		return errors.New("it holds no samples")
	}
	return checkSamples(samples, len(types), locationIDs(locs))
}

// hasCPUType reports whether one of the sample types (ValueType messages)
// is "samples/count" or "cpu/nanoseconds" in the string table strs.
func hasCPUType(types [][]field, strs []string) bool {
	str := func(fs []field, num uint64) string {
		for _, f := range fs {
			if f.num == num && f.varint < uint64(len(strs)) {
				return strs[f.varint]
			}
		}
		return ""
	}
	for _, t := range types {
		if tu := str(t, fieldLocationID) + "/" + str(t, fieldValue); tu == "samples/count" || tu == "cpu/nanoseconds" {
			return true
		}
	}
	return false
}

// locationIDs returns the ids of the Location messages locs.
func locationIDs(locs [][]field) map[uint64]bool {
	ids := map[uint64]bool{}
	for _, l := range locs {
		for _, f := range l {
			if f.num == fieldLocationID {
				ids[f.varint] = true
			}
		}
	}
	return ids
}

// checkSamples checks that each Sample message has nTypes values and only
// locations in ids.
func checkSamples(samples [][]field, nTypes int, ids map[uint64]bool) error {
	for i, s := range samples {
		var values int
		for _, f := range s {
			nums, err := f.varints()
			if err != nil {
				return fmt.Errorf("sample %d: field %d: %v", i, f.num, err)
			}
			switch f.num {
			case fieldValue:
				values += len(nums)
			case fieldLocationID:
				for _, id := range nums {
					if !ids[id] {
						return fmt.Errorf("sample %d: location %d is not in the profile", i, id)
					}
				}
			}
		}
		if values != nTypes {
			return fmt.Errorf("sample %d: %d values for %d sample types", i, values, nTypes)
		}
	}
	return nil
}

// A field is one field of a protocol buffer message: its number, wire type,
// and its varint value (wire type 0) or bytes (wire type 2).
type field struct {
	num, wire, varint uint64
	data              []byte
}

// varints returns f's integers: its varint, or the packed varints of its
// bytes.
func (f field) varints() ([]uint64, error) {
	switch f.wire {
	case 0:
		return []uint64{f.varint}, nil
	case 2:
		var out []uint64
		for b := f.data; len(b) > 0; {
			v, k := binary.Uvarint(b)
			if k <= 0 {
				return nil, errors.New("bad packed varint")
			}
			out, b = append(out, v), b[k:]
		}
		return out, nil
	}
	return nil, fmt.Errorf("wire type %d where integers belong", f.wire)
}

// parseFields splits the protocol buffer message pb into its fields; an
// error when pb is not well-formed.
func parseFields(pb []byte) ([]field, error) {
	var out []field
	for len(pb) > 0 {
		key, k := binary.Uvarint(pb)
		if k <= 0 {
			return nil, errors.New("bad field key")
		}
		pb = pb[k:]
		f := field{num: key >> 3, wire: key & 7}
		switch f.wire {
		case 0:
			f.varint, k = binary.Uvarint(pb)
			if k <= 0 {
				return nil, errors.New("bad varint")
			}
		case 1:
			k = 8
		case 2:
			l, n := binary.Uvarint(pb)
			if n <= 0 || l > uint64(len(pb)-n) {
				return nil, errors.New("bad length")
			}
			f.data, k = pb[n:n+int(l)], n+int(l)
		case 5:
			k = 4
		default:
			return nil, fmt.Errorf("wire type %d", f.wire)
		}
		if k > len(pb) {
			return nil, fmt.Errorf("short field %d", f.num)
		}
		out, pb = append(out, f), pb[k:]
	}
	return out, nil
}

package testbin

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// gz returns data gzip-compressed.
func gz(t *testing.T, data []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	w := gzip.NewWriter(&b)
	w.Write(data)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// pb encodes protocol buffer fields: an int is a varint field, a []byte a
// length-delimited one; args alternate field number and value.
func pb(args ...any) []byte {
	var b []byte
	for i := 0; i < len(args); i += 2 {
		num := uint64(args[i].(int))
		switch v := args[i+1].(type) {
		case int:
			b = binary.AppendUvarint(b, num<<3)
			b = binary.AppendUvarint(b, uint64(v))
		case []byte:
			b = binary.AppendUvarint(b, num<<3|2)
			b = binary.AppendUvarint(b, uint64(len(v)))
			b = append(b, v...)
		case string:
			b = binary.AppendUvarint(b, num<<3|2)
			b = binary.AppendUvarint(b, uint64(len(v)))
			b = append(b, v...)
		}
	}
	return b
}

// cpuProfile is a pprof profile as -cpuprofile writes one, cut to its
// bones: string table, the two CPU sample types, one location and a
// sample there with a value per type. kind and unit replace the first
// sample type's strings; sample is the sample message.
func cpuProfile(kind, unit string, sample []byte) []byte {
	return slices.Concat(
		pb(6, "", 6, kind, 6, unit, 6, "cpu", 6, "nanoseconds"),
		pb(1, pb(1, 1, 2, 2), 1, pb(1, 3, 2, 4)),
		pb(4, pb(1, 1)),
		pb(2, sample),
	)
}

// goodSample is a sample at location 1 with two values, unpacked.
var goodSample = pb(1, 1, 2, 7, 2, 70000)

// tinyProfile is a valid CPU profile (cpuProfile with its own types).
var tinyProfile = cpuProfile("samples", "count", goodSample)

// TestCheckProfile: what go build -pgo would refuse or ignore is refused
// before building (issue 46 #2, #5).
func TestCheckProfile(t *testing.T) {
	good := gz(t, tinyProfile)
	real, err := os.ReadFile("../../" + DefaultProfile)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name string
		data []byte
		want string // in the error; "" for none
	}{
		{"pprof", good, ""},
		{"the committed profile", real, ""},
		{"packed values", gz(t, cpuProfile("samples", "count", pb(1, 1, 2, []byte{7, 8}))), ""},
		{"preprocessed", []byte("GO PREPROFILE V1\nmain.f\nmain.g\n1 10\n"), ""},
		{"preprocessed garbage (#5)", []byte("GO PREPROFILE V1\ngarbage\n"), "groups of three"},
		{"preprocessed bad weight", []byte("GO PREPROFILE V1\nmain.f\nmain.g\n1 ten\n"), `weight "ten"`},
		{"preprocessed, no edge", []byte("GO PREPROFILE V1\n"), "no call edges"},
		{"empty", nil, "empty"},
		{"not gzip", []byte("hello, profile"), "not gzip"},
		{"truncated gzip", good[:len(good)-6], "gzip"},
		{"bad protocol buffer", gz(t, []byte{0x12, 0x09, 0x01}), "protocol buffer"},
		{"bad wire type", gz(t, []byte{0x0f}), "wire type"},
		{"bad sample (#5)", gz(t, []byte{0x12, 0x01, 0xff}), "field 2"},
		{"heap profile (#5)", gz(t, slices.Concat(pb(6, "", 6, "alloc_space", 6, "bytes"), pb(1, pb(1, 1, 2, 2)), pb(2, pb(2, 1)))), "not a CPU profile"},
		{"no samples", gz(t, cpuProfile("samples", "count", nil)[:len(cpuProfile("samples", "count", nil))-2]), "no samples"},
		{"one value for two types", gz(t, cpuProfile("samples", "count", pb(1, 1, 2, 7))), "1 values for 2 sample types"},
		{"unknown location", gz(t, cpuProfile("samples", "count", pb(1, 9, 2, 7, 2, 8))), "location 9"},
	} {
		err := checkProfile(tt.data)
		if tt.want == "" {
			if err != nil {
				t.Errorf("checkProfile(%s) == %v; want nil", tt.name, err)
			}
			continue
		}
		if !errors.Is(err, errProfile) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("checkProfile(%s) == %v; want errProfile mentioning %q", tt.name, err, tt.want)
		}
	}
}

// TestProfileBomb: a small gzip that decompresses past maxProfileDecoded
// is refused without reading it all (issue 46 #2: "out of memory").
func TestProfileBomb(t *testing.T) {
	// Gzip members one after another are one stream: a MB of zeros
	// compressed once, repeated.
	member := gz(t, make([]byte, 1<<20))
	bomb := bytes.Repeat(member, maxProfileDecoded>>20+1)
	err := checkProfile(bomb)
	if !errors.Is(err, errProfile) || !strings.Contains(err.Error(), "once decompressed") {
		t.Errorf("checkProfile(%d bytes of gzip, %d decompressed) == %v; want a refusal of the decompressed size", len(bomb), maxProfileDecoded+1<<20, err)
	}
}

// TestResolve: each build's Spec, and each refusal with its message.
func TestResolve(t *testing.T) {
	dir := t.TempDir()
	profile := filepath.Join(dir, "bench.pprof")
	if err := os.WriteFile(profile, gz(t, tinyProfile), 0o644); err != nil {
		t.Fatal(err)
	}
	hash := ProfileHash(gz(t, tinyProfile))
	named := func(name string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, gz(t, tinyProfile), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	spaced := named("my prof.pprof")
	for _, tt := range []struct {
		build, profile, arch string
		want                 Spec
		err                  string
	}{
		{"v1", "", "amd64", Spec{Name: "v1", GOAMD64: "v1"}, ""},
		{"v1", "", "arm64", Spec{Name: "v1"}, ""},
		{"v3", "", "amd64", Spec{Name: "v3", GOAMD64: "v3"}, ""},
		{"pgo", profile, "amd64", Spec{Name: "pgo", GOAMD64: "v3", Profile: profile, Hash: hash}, ""},
		{"v2", "", "amd64", Spec{}, `-build "v2": want v1`},
		{"v3", "", "arm64", Spec{}, "amd64 only, and this is arm64"},
		{"pgo", filepath.Join(dir, "nope.pprof"), "amd64", Spec{}, "nope.pprof"},
		{"pgo", spaced, "amd64", Spec{Name: "pgo", GOAMD64: "v3", Profile: spaced, Hash: hash}, ""},
		{"pgo", named("off"), "amd64", Spec{}, `-pgo-profile ` + dir + `/off: the file name "off" would read as "no PGO"`},
		{"pgo", named("a'b\"c"), "amd64", Spec{}, "both kinds of quote"},
		{"pgo", named("a\tb"), "amd64", Spec{}, "control character"},
		{"pgo", "/dev/zero", "amd64", Spec{}, "-pgo-profile /dev/zero: not a regular file (a character device)"},
		{"pgo", dir, "amd64", Spec{}, "-pgo-profile " + dir + ": not a regular file (a directory)"},
	} {
		got, err := Resolve(tt.build, tt.profile, tt.arch)
		if tt.err != "" {
			if err == nil || !strings.Contains(err.Error(), tt.err) {
				t.Errorf("Resolve(%q, %q, %q) == %+v, %v; want an error with %q", tt.build, tt.profile, tt.arch, got, err, tt.err)
			}
			continue
		}
		if err != nil || got != tt.want {
			t.Errorf("Resolve(%q, %q, %q) == %+v, %v; want %+v", tt.build, tt.profile, tt.arch, got, err, tt.want)
		}
	}
	if err := (Spec{Name: "v3", GOAMD64: "v3"}).CheckCPU(2); err == nil || !strings.Contains(err.Error(), "supports x86-64-v2, not v3") {
		t.Errorf("v3 CheckCPU(2) == %v; want a refusal", err)
	}
	for _, s := range []Spec{{Name: "v3", GOAMD64: "v3"}, {Name: "v1", GOAMD64: "v1"}, {Name: "v1"}} {
		if err := s.CheckCPU(3); err != nil {
			t.Errorf("%s CheckCPU(3) == %v; want nil", s.Name, err)
		}
	}
}

// TestArgs: the go test -c command line and environment of each builder's
// binaries.
func TestArgs(t *testing.T) {
	pgo := Spec{Name: "pgo", GOAMD64: "v3", Profile: "/p/bench.pprof", Hash: "sha256:0123456789ab"}
	for _, tt := range []struct {
		name string
		b    Binary
		args string
		env  string // the environment added
	}{
		{"bench v1", Binary{Spec: Spec{Name: "v1", GOAMD64: "v1"}, Out: "b.test", Commit: "abc1234"},
			"test -c -o b.test -vet=off -pgo=off -ldflags=-X github.com/bitbench/bitbench_test.benchBuildCommit=abc1234 .", "GOAMD64=v1"},
		{"bench pgo", Binary{Spec: pgo, Out: "b.test", Commit: "abc1234-dirty"},
			"test -c -o b.test -vet=off -pgo=/p/bench.pprof -ldflags=-X github.com/bitbench/bitbench_test.benchBuildCommit=abc1234-dirty" +
				" -X github.com/bitbench/bitbench/internal/benchloops.pgoProfile=bench.pprof -X github.com/bitbench/bitbench/internal/benchloops.pgoHash=sha256:0123456789ab .", "GOAMD64=v3"},
		{"regress", Binary{Spec: Spec{Name: "v1", GOAMD64: "v1"}, Out: "old.test", FuncAlign: 64, Trimpath: true},
			"test -c -o old.test -vet=off -trimpath -pgo=off -ldflags=-funcalign=64 .", "GOAMD64=v1"},
		{"arm64", Binary{Spec: Spec{Name: "v1"}, Out: "b.test"}, "test -c -o b.test -vet=off -pgo=off .", ""},
		{"C flags of the environment (#8)", Binary{Spec: Spec{Name: "v1", GOAMD64: "v1"}, Out: "b.test", EnvCFlags: "-fno-tree-vectorize -O1"},
			"test -c -o b.test -vet=off -pgo=off -ldflags=-X 'github.com/bitbench/bitbench/internal/native.envCFlags=-fno-tree-vectorize -O1' .", "GOAMD64=v1"},
		{"quoted (#4)", Binary{Spec: Spec{Name: "pgo", GOAMD64: "v3", Profile: "/p/my prof.pprof", Hash: "sha256:0123456789ab"}, Out: "b.test", Commit: "it's"},
			"test -c -o b.test -vet=off -pgo=/p/my prof.pprof -ldflags=-X \"github.com/bitbench/bitbench_test.benchBuildCommit=it's\"" +
				" -X 'github.com/bitbench/bitbench/internal/benchloops.pgoProfile=my prof.pprof' -X github.com/bitbench/bitbench/internal/benchloops.pgoHash=sha256:0123456789ab .", "GOAMD64=v3"},
	} {
		if got := strings.Join(tt.b.Args(), " "); got != tt.args {
			t.Errorf("%s: Args() == %q; want %q", tt.name, got, tt.args)
		}
		env := tt.b.Env([]string{"GOAMD64=v4", "HOME=/h"})
		want := []string{"GOAMD64=v4", "HOME=/h"}
		if tt.env != "" {
			want = append(want, tt.env)
		}
		if !slices.Equal(env, want) {
			t.Errorf("%s: Env() == %q; want %q", tt.name, env, want)
		}
	}
}

// TestEnvCFlags: the C flags the environment adds, as the cflags: line
// records them (issue 46 #8: CGO_CFLAGS=-fno-tree-vectorize was not).
func TestEnvCFlags(t *testing.T) {
	for _, tt := range []struct{ json, want string }{
		{`{}`, ""},
		{`{"CC": "clang"}`, ""},
		{`{"CGO_CFLAGS": "-fno-tree-vectorize"}`, "-fno-tree-vectorize"},
		{`{"CC": "gcc -fno-tree-vectorize  -O1", "CGO_CPPFLAGS": "-DX=1", "CGO_CFLAGS": "-g"}`, "-fno-tree-vectorize -O1 -DX=1 -g"},
	} {
		if got, err := EnvCFlags([]byte(tt.json)); err != nil || got != tt.want {
			t.Errorf("EnvCFlags(%s) == %q, %v; want %q", tt.json, got, err, tt.want)
		}
	}
	if _, err := EnvCFlags([]byte("not json")); err == nil {
		t.Error("EnvCFlags(not json) == nil error; want one")
	}
}

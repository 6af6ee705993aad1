package testbin

import (
	"bytes"
	"compress/gzip"
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

// tinyProfile is a hand-made pprof protocol buffer: one sample_type (field
// 1, empty) and one sample (field 2, holding value 7 as field 2, varint).
var tinyProfile = []byte{0x0a, 0x00, 0x12, 0x02, 0x10, 0x07}

func TestCheckProfile(t *testing.T) {
	good := gz(t, tinyProfile)
	for _, tt := range []struct {
		name string
		data []byte
		want string // in the error; "" for none
	}{
		{"pprof", good, ""},
		{"preprocessed", []byte("GO PREPROFILE V1\nmain.f\nmain.g\n1 10\n"), ""},
		{"empty", nil, "empty"},
		{"not gzip", []byte("hello, profile"), "not gzip"},
		{"truncated gzip", good[:len(good)-6], "gzip"},
		{"bad protocol buffer", gz(t, []byte{0x12, 0x09, 0x01}), "protocol buffer"},
		{"bad wire type", gz(t, []byte{0x0f}), "wire type"},
		{"no samples", gz(t, []byte{0x0a, 0x00}), "no samples"},
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

// TestResolve: each build's Spec, and each refusal with its message.
func TestResolve(t *testing.T) {
	dir := t.TempDir()
	profile := filepath.Join(dir, "bench.pprof")
	if err := os.WriteFile(profile, gz(t, tinyProfile), 0o644); err != nil {
		t.Fatal(err)
	}
	hash := ProfileHash(gz(t, tinyProfile))
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
			"test -c -o b.test -pgo=off -ldflags=-X github.com/bitbench/bitbench_test.benchBuildCommit=abc1234 .", "GOAMD64=v1"},
		{"bench pgo", Binary{Spec: pgo, Out: "b.test", Commit: "abc1234-dirty"},
			"test -c -o b.test -pgo=/p/bench.pprof -ldflags=-X github.com/bitbench/bitbench_test.benchBuildCommit=abc1234-dirty" +
				" -X github.com/bitbench/bitbench/internal/benchloops.pgoProfile=bench.pprof -X github.com/bitbench/bitbench/internal/benchloops.pgoHash=sha256:0123456789ab .", "GOAMD64=v3"},
		{"regress", Binary{Spec: Spec{Name: "v1", GOAMD64: "v1"}, Out: "old.test", FuncAlign: 64, Trimpath: true},
			"test -c -o old.test -trimpath -pgo=off -ldflags=-funcalign=64 .", "GOAMD64=v1"},
		{"arm64", Binary{Spec: Spec{Name: "v1"}, Out: "b.test"}, "test -c -o b.test -pgo=off .", ""},
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

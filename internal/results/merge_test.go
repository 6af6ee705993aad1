package results

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// resultsText is a small results file of a CPU with the given model
// number and a median of ns for magic's rook lookups.
func resultsText(model, ns string) string {
	return "cpu: Test CPU\ncpu-vendor: GenuineIntel\ncpu-family: 6\ncpu-model: " + model + "\ncpu-stepping: 7\nuarch: test\n" +
		"commit: abc1234\nBenchmarkSlider/impl=magic/piece=rook/load=random\t1000\t" + ns + " ns/lookup\n"
}

func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, data := range files {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// tree returns every file under root with its content.
func tree(t *testing.T, root string) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir(root, func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(path)
		rel, _ := filepath.Rel(root, path)
		out[filepath.ToSlash(rel)] = string(data)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestMerge merges two synthetic artifacts (one nested a level deeper, as
// a download of every artifact of a run lays them out) into a results
// tree: new files are added, duplicates skipped, partial runs and other
// files ignored.
func TestMerge(t *testing.T) {
	root, arts := t.TempDir(), t.TempDir()
	existing := resultsText("85", "2")
	writeTree(t, root, map[string]string{
		"test-cpu/2026-11-01-aaa1111.txt": existing,
		"README.md":                       "generated",
	})
	writeTree(t, arts, map[string]string{
		// artifact 1, downloaded into a directory of its own name
		"results-linux-amd64/test-cpu/2026-11-30-bbb2222.txt":         resultsText("85", "2.1"), // new, same CPU
		"results-linux-amd64/test-cpu/2026-11-01-aaa1111.txt":         existing,                 // same name and content
		"results-linux-amd64/test-cpu/2026-11-30-ccc3333.txt.partial": "cpu: Test CPU\nBenchmarkSlider/impl=magic",
		"results-linux-amd64/test-cpu/2026-11-30-ddd4444.txt":         existing, // same content, other name
		// artifact 2, at the top
		"apple-m9-m9/2026-11-30-bbb2222.txt": strings.ReplaceAll(resultsText("0", "1.5"), "GenuineIntel", "Apple"),
		"apple-m9-m9/slider-rook.svg":        "<svg/>",
	})
	var log bytes.Buffer
	written, err := Merge(root, []string{arts}, &log)
	if err != nil {
		t.Fatalf("Merge: %v\n%s", err, log.String())
	}
	want := []string{
		filepath.Join(root, "apple-m9-m9", "2026-11-30-bbb2222.txt"),
		filepath.Join(root, "test-cpu", "2026-11-30-bbb2222.txt"),
	}
	if !slices.Equal(written, want) {
		t.Errorf("Merge wrote %q; want %q", written, want)
	}
	got := tree(t, root)
	wantTree := map[string]string{
		"README.md":                          "generated",
		"test-cpu/2026-11-01-aaa1111.txt":    existing,
		"test-cpu/2026-11-30-bbb2222.txt":    resultsText("85", "2.1"),
		"apple-m9-m9/2026-11-30-bbb2222.txt": strings.ReplaceAll(resultsText("0", "1.5"), "GenuineIntel", "Apple"),
	}
	for name, data := range wantTree {
		if got[name] != data {
			t.Errorf("after Merge, %s holds %q; want %q", name, got[name], data)
		}
	}
	for name := range got {
		if _, ok := wantTree[name]; !ok {
			t.Errorf("after Merge, unexpected file %s", name)
		}
	}
	for _, msg := range []string{
		"skip " + filepath.Join(arts, "results-linux-amd64/test-cpu/2026-11-01-aaa1111.txt") + ": same content as " + filepath.Join(root, "test-cpu/2026-11-01-aaa1111.txt"),
		"skip " + filepath.Join(arts, "results-linux-amd64/test-cpu/2026-11-30-ddd4444.txt") + ": same content as",
		"skip " + filepath.Join(arts, "results-linux-amd64/test-cpu/2026-11-30-ccc3333.txt.partial") + ": an unfinished run",
	} {
		if !strings.Contains(log.String(), msg) {
			t.Errorf("log lacks %q:\n%s", msg, log.String())
		}
	}
	// Merging the same artifacts again adds nothing.
	log.Reset()
	if written, err := Merge(root, []string{arts}, &log); err != nil || len(written) != 0 {
		t.Errorf("second Merge wrote %q, error %v; want nothing, no error", written, err)
	}
}

// TestMergeRefuses checks the refusals: each leaves the tree as it was.
func TestMergeRefuses(t *testing.T) {
	for _, tt := range []struct {
		name string
		art  map[string]string
		want error
		msg  []string // in the error
	}{{
		name: "identity clash with a file in place",
		art:  map[string]string{"a/test-cpu/2026-11-30-bbb2222.txt": resultsText("1", "2")},
		want: ErrClash,
		msg:  []string{"a/test-cpu/2026-11-30-bbb2222.txt", "test-cpu/2026-11-01-aaa1111.txt", `cpu-model "1" vs "85"`},
	}, {
		name: "identity clash between two artifacts",
		art: map[string]string{
			"a/new-cpu/2026-11-30-bbb2222.txt": resultsText("1", "2"),
			"b/new-cpu/2026-11-30-ccc3333.txt": resultsText("2", "2"),
		},
		want: ErrClash,
		// Issue 46 row 17(c): the other file was named by its destination,
		// which did not exist.
		msg: []string{"b/new-cpu/2026-11-30-ccc3333.txt", "a/new-cpu/2026-11-30-bbb2222.txt (merged in this same run, not yet in the tree)", `cpu-model "2" vs "1"`},
	}, {
		// Issue 46 row 15: the copy was merged, one CPU twice.
		name: "a copy of a file in place, under another CPU folder",
		art:  map[string]string{"a/new-cpu/2026-11-30-bbb2222.txt": resultsText("85", "2")},
		want: ErrCopy,
		msg:  []string{"a/new-cpu/2026-11-30-bbb2222.txt: the same results under another CPU folder: ", "test-cpu/2026-11-01-aaa1111.txt has the same content"},
	}, {
		name: "one file under two CPU folders of the artifacts",
		art: map[string]string{
			"a/cpu-one/2026-11-30-bbb2222.txt": resultsText("7", "3"),
			"b/cpu-two/2026-11-30-bbb2222.txt": resultsText("7", "3"),
		},
		want: ErrCopy,
		msg:  []string{"b/cpu-two/2026-11-30-bbb2222.txt: the same results under another CPU folder: ", "a/cpu-one/2026-11-30-bbb2222.txt (merged in this same run, not yet in the tree) has the same content"},
	}, {
		name: "v1 and v3 runs in one file",
		art:  map[string]string{"a/test-cpu/2026-11-30-bbb2222-v3.txt": "goamd64: v1\n" + resultsText("85", "2") + strings.Replace(resultsText("85", "3"), "commit:", "goamd64: v3\ncommit:", 1)},
		want: ErrConfigConflict,
		msg:  []string{"a/test-cpu/2026-11-30-bbb2222-v3.txt:16: conflicting configuration lines: goamd64 \"v3\" conflicts with", "2026-11-30-bbb2222-v3.txt:1: goamd64 \"v1\""},
	}, {
		name: "a file without identity lines",
		art:  map[string]string{"a/test-cpu/2026-11-30-bbb2222.txt": "cpu: Test CPU\nBenchmarkX\t1\t2 ns/op\n"},
		want: ErrUnknownIdentity,
		msg:  []string{"a/test-cpu/2026-11-30-bbb2222.txt"},
	}, {
		// Defect 7 of issue 22: merged before, with exit 0.
		name: "a file without identity lines, into a new folder",
		art:  map[string]string{"a/new-cpu/2026-11-30-bbb2222.txt": "cpu: Test CPU\nBenchmarkX\t1\t2 ns/op\n"},
		want: ErrUnknownIdentity,
		msg:  []string{"a/new-cpu/2026-11-30-bbb2222.txt"},
	}, {
		// Defect 7 of issue 22: the header says one CPU, a later pass
		// another; merge read the last value, bench the header.
		name: "identity lines that conflict within a file",
		art:  map[string]string{"a/test-cpu/2026-11-30-bbb2222.txt": resultsText("1", "2") + "cpu-model: 85\nBenchmarkX\t1\t2 ns/op\n"},
		want: ErrIdentityConflict,
		msg:  []string{"a/test-cpu/2026-11-30-bbb2222.txt:9: conflicting CPU identity lines: cpu-model \"85\" conflicts with", "2026-11-30-bbb2222.txt:4: cpu-model \"1\""},
	}, {
		name: "same name, different content",
		art:  map[string]string{"a/test-cpu/2026-11-01-aaa1111.txt": resultsText("85", "3")},
		want: ErrDuplicate,
		msg:  []string{"a/test-cpu/2026-11-01-aaa1111.txt", "test-cpu/2026-11-01-aaa1111.txt"},
	}, {
		name: "malformed file",
		art:  map[string]string{"a/test-cpu/2026-11-30-bbb2222.txt": "BenchmarkX\t1\tabc ns/op\n"},
		msg:  []string{"a/test-cpu/2026-11-30-bbb2222.txt"},
	}, {
		name: "bad directory name",
		art:  map[string]string{"a/Test CPU/2026-11-30-bbb2222.txt": resultsText("85", "2")},
		want: ErrName,
		msg:  []string{"Test CPU"},
	}, {
		name: "a v3 file under a default-build name",
		art:  map[string]string{"a/test-cpu/2026-11-30-bbb2222.txt": strings.Replace(resultsText("85", "2"), "commit:", "goamd64: v3\ncommit:", 1)},
		want: ErrBuild,
		msg:  []string{"a/test-cpu/2026-11-30-bbb2222.txt", "name says build v1", "say v3"},
	}, {
		name: "a default-build file under a pgo name",
		art:  map[string]string{"a/test-cpu/2026-11-30-bbb2222-pgo.txt": resultsText("85", "2")},
		want: ErrBuild,
		msg:  []string{"2026-11-30-bbb2222-pgo.txt", "name says build pgo", "say v1"},
	}, {
		name: "no results file",
		art:  map[string]string{"a/test-cpu/notes.txt": "x", "a/test-cpu/2026-11-30-b.txt.partial": "x"},
		want: os.ErrNotExist,
	}} {
		t.Run(tt.name, func(t *testing.T) {
			root, arts := t.TempDir(), t.TempDir()
			writeTree(t, root, map[string]string{"test-cpu/2026-11-01-aaa1111.txt": resultsText("85", "2")})
			if tt.want != os.ErrNotExist {
				// A good file beside the bad one: it must not be merged either.
				tt.art["z/other-cpu/2026-11-30-eee5555.txt"] = resultsText("9", "2")
			}
			writeTree(t, arts, tt.art)
			before := tree(t, root)
			written, err := Merge(root, []string{arts}, new(bytes.Buffer))
			if err == nil {
				t.Fatalf("Merge: no error; want one")
			}
			if tt.want != nil && !errors.Is(err, tt.want) {
				t.Errorf("Merge error %v; want one wrapping %v", err, tt.want)
			}
			for _, m := range tt.msg {
				if !strings.Contains(filepath.ToSlash(err.Error()), m) {
					t.Errorf("Merge error %q lacks %q", err, m)
				}
			}
			if len(written) != 0 {
				t.Errorf("Merge wrote %q; want nothing", written)
			}
			after := tree(t, root)
			if len(after) != len(before) {
				t.Errorf("the tree changed: %d files before, %d after", len(before), len(after))
			}
		})
	}
}

// TestMergeWriteRereads: a merge reads each file again to write it, and a
// file whose content is no longer what was checked is not written.
func TestMergeWriteRereads(t *testing.T) {
	root, arts := t.TempDir(), t.TempDir()
	writeTree(t, arts, map[string]string{"test-cpu/2026-11-30-bbb2222.txt": resultsText("85", "2")})
	in, _, err := readResults(filepath.Join(arts, "test-cpu", "2026-11-30-bbb2222.txt"), true)
	if err != nil {
		t.Fatal(err)
	}
	in.slug, in.name = "test-cpu", "2026-11-30-bbb2222.txt"
	writeTree(t, arts, map[string]string{"test-cpu/2026-11-30-bbb2222.txt": resultsText("85", "9")})
	path, err := writeOne(root, in)
	if err == nil || !strings.Contains(err.Error(), in.path+": changed while it was being merged") {
		t.Errorf("writeOne of a changed file == %q, %v; want an error naming %s", path, err, in.path)
	}
	if got := tree(t, root); len(got) != 0 {
		t.Errorf("writeOne of a changed file left %v", got)
	}
}

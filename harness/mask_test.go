package harness

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite golden files in testdata")

// The founding document's white pawns on c3, e3, a2, h2.
const foundingPawns = "00000000/00000000/00000000/00000000/00000000/00101000/10000001/00000000"

func TestFormatParse(t *testing.T) {
	tests := []struct {
		mask string
		want Bitboard
	}{
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", 0},
		{"11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111", ^Bitboard(0)},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/10000000", 1 << A1},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000001", 1 << H1},
		{"10000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", 1 << A8},
		{"00000001/00000000/00000000/00000000/00000000/00000000/00000000/00000000", 1 << H8},
		{"00000000/00000000/00000000/00000000/00001000/00000000/00000000/00000000", 1 << E4},
		{foundingPawns, 1<<C3 | 1<<E3 | 1<<A2 | 1<<H2},
	}
	for _, tt := range tests {
		got, err := ParseMask(tt.mask)
		if err != nil || got != tt.want {
			t.Errorf("ParseMask(%q) == %#x, %v; want %#x", tt.mask, got, err, tt.want)
		}
		if f := Format(tt.want); f != tt.mask {
			t.Errorf("Format(%#x) == %q; want %q", tt.want, f, tt.mask)
		}
	}
}

func TestParseMaskErrors(t *testing.T) {
	tests := []struct {
		mask, want string
	}{
		{"", "1 groups, want 8"},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000", "7 groups, want 8"},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", "9 groups, want 8"},
		{"00000000/00000000/0000x000/00000000/00000000/00000000/00000000/00000000", "group 3, character 5: want '0' or '1', got 'x'"},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/0000000", "group 8 has 7 characters, want 8"},
		{"00000000/00000000/00000000/00000000/000000000/00000000/00000000/0000000", "group 5 has 9 characters, want 8"},
		{"00000000//00000000/00000000/00000000/00000000/00000000/00000000", "group 2 has 0 characters, want 8"},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000\n", "group 8 has 9 characters, want 8"},
		{" 0000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", "group 1, character 1: want '0' or '1', got ' '"},
		// Characters are runes: é is one character and is quoted whole.
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/0000000é", "group 8, character 8: want '0' or '1', got 'é'"},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/000000é", "group 8 has 7 characters, want 8"},
		{"0０000000/00000000/00000000/00000000/00000000/00000000/00000000/00000000", "group 1, character 2: want '0' or '1', got '０'"},
		{"00000000/0000000０0/00000000/00000000/00000000/00000000/00000000/00000000", "group 2 has 9 characters, want 8"},
		{"00000000/00000000/00000000/00000000/00000000/00000000/00000000/0000000\xff", "group 8, character 8: want '0' or '1', got invalid UTF-8"},
		{"00000002/00000000/00000000/00000000/00000000/00000000/00000000/00000000", "group 1, character 8: want '0' or '1', got '2'"},
	}
	for _, tt := range tests {
		_, err := ParseMask(tt.mask)
		if err == nil {
			t.Errorf("ParseMask(%q) succeeded; want error containing %q", tt.mask, tt.want)
			continue
		}
		if !errors.Is(err, ErrMask) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("ParseMask(%q) error %q; want ErrMask containing %q", tt.mask, err, tt.want)
		}
	}
}

// TestParseMaskErrorLength checks that an error echoes at most an excerpt of
// a long mask, with its full length, instead of the whole input.
func TestParseMaskErrorLength(t *testing.T) {
	for _, tt := range []struct {
		name, mask, want string
	}{
		{"1 MB of digits", strings.Repeat("0", 1<<20), "(1048576 bytes): bad mask: 1 groups, want 8"},
		{"1 MB in group 3", strings.Repeat("00000000/", 2) + strings.Repeat("1", 1<<20) + strings.Repeat("/00000000", 5),
			"(1048639 bytes): bad mask: group 3 has 1048576 characters, want 8"},
		{"many groups", strings.Repeat("/", 100000), "(100000 bytes): bad mask: 100001 groups, want 8"},
	} {
		_, err := ParseMask(tt.mask)
		if err == nil {
			t.Errorf("%s: ParseMask succeeded; want an error", tt.name)
			continue
		}
		if msg := err.Error(); len(msg) > 200 || !strings.Contains(msg, tt.want) {
			t.Errorf("%s: ParseMask error (%d bytes) %.300q; want under 200 bytes containing %q", tt.name, len(msg), msg, tt.want)
		}
	}
}

func TestDiagramGolden(t *testing.T) {
	got := "pawns\n" + Diagram(MustParseMask(foundingPawns)) +
		"rank 8 and a-file, marked e4\n" + DiagramMarked(0xff00000000000000|0x0101010101010101, E4) +
		"marked square inside the set\n" + DiagramMarked(1<<E4|1<<D5, E4)
	path := filepath.Join("testdata", "diagram.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("diagram mismatch (run with -update after checking by eye)\ngot:\n%s\nwant:\n%s", got, want)
	}
}

func FuzzParseMask(f *testing.F) {
	for _, s := range []string{
		foundingPawns,
		"00000000/00000000/00101000/01000100/00000000/01000100/00101000/00000000",
		"00000000/00000000/00000000/00010000/00000000/00000000/00000000/00000001",
		"", "/", "00000000/0000000x", "11111111/11111111/11111111/11111111/11111111/11111111/11111111/11111111",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := ParseMask(s)
		if err != nil {
			if !errors.Is(err, ErrMask) {
				t.Fatalf("ParseMask(%q) error %v does not wrap ErrMask", s, err)
			}
			return
		}
		if back := Format(b); back != s {
			t.Fatalf("Format(ParseMask(%q)) == %q", s, back)
		}
	})
}

func FuzzFormat(f *testing.F) {
	f.Add(uint64(0))
	f.Add(uint64(0x0000000000_28_81_00) << 8)
	f.Add(^uint64(0))
	f.Fuzz(func(t *testing.T, x uint64) {
		b := Bitboard(x)
		back, err := ParseMask(Format(b))
		if err != nil || back != b {
			t.Fatalf("ParseMask(Format(%#x)) == %#x, %v", b, back, err)
		}
	})
}

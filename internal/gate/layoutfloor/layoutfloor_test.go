package layoutfloor

import (
	"maps"
	"strings"
	"testing"

	"github.com/bitbench/bitbench/internal/gate"
)

// zen5 and zen4 are CPU identities as the results files write them.
var (
	zen5 = [5]string{"AuthenticAMD", "26", "2", "1", "zen5"}
	zen4 = [5]string{"AuthenticAMD", "25", "17", "1", "zen4"}
)

// group is cmd/regress's group: the first two levels of a name.
func group(name string) string {
	parts := strings.SplitN(name, "/", 3)
	return strings.Join(parts[:min(2, len(parts))], "/")
}

// TestRaise: the floor rule. A key the change cannot reach takes its
// group's floor when the floor is larger than its own spread; a key the
// change can reach, a key whose own spread is larger, a key of a group or
// unit without a floor, and every key when no scope is known (reach nil)
// keep their own.
func TestRaise(t *testing.T) {
	const unit = "best-cpu-ns/lookup"
	sissyRook := gate.Key{Name: "Slider/impl=sissy/piece=rook/load=random", Unit: unit}
	sissyBishop := gate.Key{Name: "Slider/impl=sissy/piece=bishop/load=random", Unit: unit}
	sissyWall := gate.Key{Name: "Slider/impl=sissy/piece=rook/load=random", Unit: "ns/lookup"}
	kgBishop := gate.Key{Name: "Slider/impl=kindergarten/piece=bishop/load=random", Unit: unit}
	qbbRook := gate.Key{Name: "Slider/impl=qbb/piece=rook/load=random", Unit: unit}
	hqRook := gate.Key{Name: "Slider/impl=hq/piece=rook/load=random", Unit: unit}
	keys := []gate.Key{sissyRook, sissyBishop, sissyWall, kgBishop, qbbRook, hqRook}
	floors := map[GroupUnit]Floor{
		{"Slider/impl=sissy", unit}:        {Spread: 0.181, Runs: 4, Source: "c/kb-1"},
		{"Slider/impl=kindergarten", unit}: {Spread: 0.027, Runs: 10, Source: "c/kb-2"},
		{"Slider/impl=qbb", unit}:          {Spread: 0.038, Runs: 10, Source: "c/q-2"},
	}
	own := map[gate.Key]float64{sissyBishop: 0.02, qbbRook: 0.05}
	kindergarten := func(k gate.Key) bool { return group(k.Name) == "Slider/impl=kindergarten" }
	for _, tt := range []struct {
		name  string
		reach func(gate.Key) bool
		want  map[gate.Key]float64
		took  []gate.Key
	}{
		{"a change to kindergarten", kindergarten,
			map[gate.Key]float64{sissyRook: 0.181, sissyBishop: 0.181, qbbRook: 0.05}, []gate.Key{sissyBishop, sissyRook}},
		{"a change that reaches every row", func(gate.Key) bool { return true }, own, nil},
		{"no scope", nil, own, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, took := Raise(own, keys, tt.reach, floors, group)
			if !maps.Equal(got, tt.want) {
				t.Errorf("spreads %v; want %v", got, tt.want)
			}
			if len(took) != len(tt.took) {
				t.Errorf("raised %v; want %v", took, tt.took)
			}
			for _, k := range tt.took {
				if took[k] != floors[GroupUnit{group(k.Name), k.Unit}] {
					t.Errorf("%s took %+v; want its group's floor", k.Name, took[k])
				}
			}
		})
	}
	if len(own) != 2 || own[sissyBishop] != 0.02 {
		t.Errorf("Raise changed its argument: %v", own)
	}
}

// history is a small history file: sissy on Zen 5 in three runs, sissy on
// Zen 4 in one.
const history = Header + `
AuthenticAMD	26	2	1	zen5	v14/q-3	Slider/impl=sissy	best-cpu-ns/lookup	4.0
AuthenticAMD	26	2	1	zen5	v15/kb-1	Slider/impl=sissy	best-cpu-ns/lookup	18.1
AuthenticAMD	26	2	1	zen5	v15/kb-4	Slider/impl=sissy	best-cpu-ns/lookup	0.0
AuthenticAMD	26	2	1	zen5	v15/kb-4	Slider/impl=sissy	ns/lookup	0.0
AuthenticAMD	25	17	1	zen4	z/aa-1	Slider/impl=sissy	best-cpu-ns/lookup	50
`

// TestFloors: a floor is the largest record of its CPU, group and unit,
// with the number of records and the run of the largest; another CPU's
// records never count, and a skipped run's are left out.
func TestFloors(t *testing.T) {
	h, err := Parse("h.tsv", history)
	if err != nil {
		t.Fatal(err)
	}
	best := GroupUnit{"Slider/impl=sissy", "best-cpu-ns/lookup"}
	wall := GroupUnit{"Slider/impl=sissy", "ns/lookup"}
	for _, tt := range []struct {
		name string
		id   [5]string
		skip string
		want map[GroupUnit]Floor
	}{
		{"zen5", zen5, "", map[GroupUnit]Floor{best: {0.181, 3, "v15/kb-1"}, wall: {0, 1, "v15/kb-4"}}},
		{"zen5 without v15/kb-1", zen5, "v15/kb-1", map[GroupUnit]Floor{best: {0.04, 2, "v14/q-3"}, wall: {0, 1, "v15/kb-4"}}},
		{"zen4", zen4, "", map[GroupUnit]Floor{best: {0.5, 1, "z/aa-1"}}},
		{"zen3: no record", [5]string{"AuthenticAMD", "25", "1", "1", "zen3"}, "", map[GroupUnit]Floor{}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := h.Floors(tt.id, tt.skip); !maps.Equal(got, tt.want) {
				t.Errorf("Floors(%v, %q) = %v; want %v", tt.id, tt.skip, got, tt.want)
			}
		})
	}
}

// TestIdentity: the identity comes from the five identity lines; the
// brand line plays no part, and a missing line gives none.
func TestIdentity(t *testing.T) {
	config := map[string]string{"cpu": "AMD EPYC", "cpu-vendor": "AuthenticAMD", "cpu-family": "26", "cpu-model": "2", "cpu-stepping": "1", "uarch": "zen5"}
	id, desc, ok := Identity(config)
	if !ok || id != zen5 || desc != "AuthenticAMD family 26 model 2 stepping 1, zen5" {
		t.Errorf("Identity = %v, %q, %v; want %v", id, desc, ok, zen5)
	}
	delete(config, "uarch")
	if _, _, ok := Identity(config); ok {
		t.Error("Identity without a uarch line is ok; want not")
	}
}

// TestParse: each kind of bad history is an error naming the file and
// the line.
func TestParse(t *testing.T) {
	row := "AuthenticAMD\t26\t2\t1\tzen5\tv15/kb-1\tSlider/impl=sissy\tbest-cpu-ns/lookup\t"
	for _, tt := range []struct{ name, text, want string }{
		{"no header", "cpu\tspread\n", "h.tsv:1: want the header"},
		{"empty", "", "h.tsv:1: want the header"},
		{"few fields", Header + "\nAuthenticAMD\t26\n", "h.tsv:2: 2 fields; want 9"},
		{"blank line", Header + "\n" + row + "1\n\n", "h.tsv:3: 1 fields; want 9"},
		{"empty field", Header + "\nAuthenticAMD\t26\t2\t1\t\tv\tg\tu\t1\n", "h.tsv:2: uarch is empty"},
		{"bad family", Header + "\nAuthenticAMD\tx26\t2\t1\tzen5\tv\tg\tu\t1\n", `h.tsv:2: cpu-family "x26": want a decimal number`},
		{"negative spread", Header + "\n" + row + "-1\n", `h.tsv:2: spread "-1": want a number of percent from 0 to 1000`},
		{"NaN spread", Header + "\n" + row + "NaN\n", `h.tsv:2: spread "NaN"`},
		{"huge spread", Header + "\n" + row + "1e9\n", `h.tsv:2: spread "1e9"`},
		{"percent sign", Header + "\n" + row + "4.0%\n", `h.tsv:2: spread "4.0%"`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse("h.tsv", tt.text)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Parse: %v; want an error containing %q", err, tt.want)
			}
		})
	}
	h, err := Parse("h.tsv", Header+"\n"+row+"18.1\n")
	if err != nil || len(h.Records) != 1 || h.Records[0] != (Record{zen5, "v15/kb-1", "Slider/impl=sissy", "best-cpu-ns/lookup", 0.181}) {
		t.Errorf("Parse = %+v, %v; want one record of 18.1%%", h, err)
	}
}

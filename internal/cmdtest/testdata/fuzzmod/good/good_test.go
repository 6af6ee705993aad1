package good

import "testing"

func FuzzWords(f *testing.F) {
	f.Add("two words")
	f.Fuzz(func(t *testing.T, s string) {
		if Words(s) > len(s) {
			t.Fatalf("%q: more words than bytes", s)
		}
	})
}

func FuzzWordsTwice(f *testing.F) {
	f.Add("a b c")
	f.Fuzz(func(t *testing.T, s string) {
		if Words(s+" "+s) != 2*Words(s) {
			t.Fatalf("%q: doubling it does not double its words", s)
		}
	})
}

package position

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
)

// cpw holds the six perft positions of the Chess Programming Wiki with their
// published counts.
var cpw = []struct {
	name   string
	fen    string
	counts []uint64 // counts[d-1] is perft(d)
}{
	{"start", StartFEN, []uint64{20, 400, 8902, 197281, 4865609, 119060324}},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", []uint64{48, 2039, 97862, 4085603, 193690690}},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", []uint64{14, 191, 2812, 43238, 674624, 11030083}},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", []uint64{6, 264, 9467, 422333, 15833292}},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", []uint64{44, 1486, 62379, 2103487, 89941194}},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", []uint64{46, 2079, 89890, 3894594, 164075551}},
}

func mustParse(t testing.TB, fen string) *Position {
	t.Helper()
	p, err := ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func mustLookup(t testing.TB, name string) harness.Impl {
	t.Helper()
	impl, err := harness.Lookup(name)
	if err != nil {
		t.Fatal(err)
	}
	return impl
}

func TestPerftCPW(t *testing.T) {
	for _, impl := range harness.All() {
		maxNodes := uint64(5_000_000)
		if impl.Name() == "naive" {
			maxNodes = 100_000
		}
		for _, c := range cpw {
			p := mustParse(t, c.fen)
			for d, want := range c.counts {
				if want > maxNodes || testing.Short() && want > 10_000 {
					break
				}
				if got := Perft(p, impl, d+1); got != want {
					t.Errorf("Perft(%s, %s, %d) == %d; want %d", c.name, impl.Name(), d+1, got, want)
				}
			}
			if got := p.FEN(); got != c.fen {
				t.Errorf("%s: FEN after perft == %q; want %q", c.name, got, c.fen)
			}
		}
	}
}

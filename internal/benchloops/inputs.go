package benchloops

// The inputs of the lookup rows (random, game and latency loads) and the
// outputs that keep the timed loops from being optimised away.

import (
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/bitbench/bitbench/harness"
	"github.com/bitbench/bitbench/internal/peers"
)

// chain is the bit that the latency loops fold from each result into the
// next occupancy (occ | r&chain), so that no lookup can start before the
// previous one ends. It is a1, a corner: a ray that reaches a corner ends
// there anyway, so a blocker on a1 never changes an attack set and the inputs
// stay as drawn, while the processor must still wait for each result.
const chain harness.Bitboard = 1

// The inputs. Every array has N entries.
var (
	inputsOnce sync.Once
	randomSqs  [N]harness.Square   // uniform squares
	randomOccs [N]harness.Bitboard // r & r: each square occupied with probability 1/4
	gameSqs    [numPieces][N]harness.Square
	gameOccs   [numPieces][N]harness.Bitboard
	setInputs  [N]harness.Bitboard // r & r, as randomOccs but drawn separately
)

// Outputs, package-level so that nothing is optimised away.
var (
	dstOut  [N]harness.Bitboard
	wantOut [N]harness.Bitboard
	sink    harness.Bitboard
	intSink int
)

// gameFENs are the starting points of the playouts that give the game load:
// the start position, Kiwipete and chessprogramming.org's perft positions
// 3 to 5.
var gameFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
}

// loadInputs fills the input arrays once, from fixed seeds.
func loadInputs(b *testing.B) {
	var err error
	inputsOnce.Do(func() {
		rng := rand.New(rand.NewPCG(1, 2))
		for i := range randomSqs {
			randomSqs[i] = harness.Square(rng.IntN(harness.NumSquares))
			randomOccs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64())
			setInputs[i] = harness.Bitboard(rng.Uint64() & rng.Uint64())
		}
		var s peers.Samples
		s, err = peers.GameSamples(gameFENs, 8, 120, 3)
		if err != nil {
			return
		}
		for p, list := range [numPieces][]peers.Sample{s.Rook, s.Bishop, s.Queen} {
			if len(list) == 0 {
				err = fmt.Errorf("game samples: none for the %s", pieceNames[p])
				return
			}
			rng.Shuffle(len(list), func(i, j int) { list[i], list[j] = list[j], list[i] })
			for i := range N {
				x := list[i%len(list)]
				gameSqs[p][i], gameOccs[p][i] = harness.Square(x.Square), harness.Bitboard(x.Occupancy)
			}
		}
	})
	if err != nil {
		b.Fatalf("benchmark inputs: %v", err)
	}
}

// sliderLoad is one slider load's inputs for a piece.
type sliderLoad struct {
	name string
	sqs  *[N]harness.Square
	occs *[N]harness.Bitboard
}

func sliderLoads(p int) []sliderLoad {
	return []sliderLoad{
		{"random", &randomSqs, &randomOccs},
		{"game", &gameSqs[p], &gameOccs[p]},
		{"latency", &gameSqs[p], &gameOccs[p]},
	}
}

package peers

import (
	"fmt"
	"math/bits"
	"math/rand/v2"

	"github.com/dylhunn/dragontoothmg"
)

// Sample is one slider lookup as a move generator makes it: the square of a
// piece and the occupancy of the whole board (which includes that square).
type Sample struct {
	Square    uint8
	Occupancy uint64
}

// Samples holds slider lookups collected from game positions, one list per
// kind of lookup. Rook holds a sample for every rook and queen (both move
// along ranks and files), Bishop for every bishop and queen, and Queen for
// every queen.
type Samples struct {
	Rook, Bishop, Queen []Sample
}

// GameSamples plays games random moves from each of fens, for at most plies
// half-moves each, using seed for the choice of moves, and collects the
// slider lookups of every position reached (the starting positions
// included). A game ends early at mate or stalemate. The same arguments give
// the same samples. An unparsable FEN is an error wrapping ErrFEN.
func GameSamples(fens []string, games, plies int, seed uint64) (Samples, error) {
	var s Samples
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	for _, fen := range fens {
		d, err := NewDragon(fen)
		if err != nil {
			return Samples{}, err
		}
		for g := 0; g < games; g++ {
			b := d.board
			s.collect(&b)
			for p := 0; p < plies; p++ {
				moves := b.GenerateLegalMoves()
				if len(moves) == 0 {
					break
				}
				b.Apply(moves[rng.IntN(len(moves))])
				s.collect(&b)
			}
		}
	}
	if len(s.Rook) == 0 || len(s.Bishop) == 0 {
		return s, fmt.Errorf("game samples: positions hold no rook or no bishop (%d rook, %d bishop samples)", len(s.Rook), len(s.Bishop))
	}
	return s, nil
}

func (s *Samples) collect(b *dragontoothmg.Board) {
	occ := b.White.All | b.Black.All
	add := func(list *[]Sample, set uint64) {
		for ; set != 0; set &= set - 1 {
			*list = append(*list, Sample{Square: uint8(bits.TrailingZeros64(set)), Occupancy: occ})
		}
	}
	queens := b.White.Queens | b.Black.Queens
	add(&s.Rook, b.White.Rooks|b.Black.Rooks|queens)
	add(&s.Bishop, b.White.Bishops|b.Black.Bishops|queens)
	add(&s.Queen, queens)
}

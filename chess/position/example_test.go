package position_test

import (
	"fmt"

	"github.com/bitbench/bitbench/chess/position"
	"github.com/bitbench/bitbench/harness"
	_ "github.com/bitbench/bitbench/impl/all"
)

func ExampleParseFEN() {
	p, err := position.ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.SideToMove(), p.Chess960())
	// X-FEN letters in a Chess960 position come back as Shredder letters.
	q, _ := position.ParseFEN("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9")
	fmt.Println(q.FEN(), q.Chess960())
	_, err = position.ParseFEN("4k3/8/8/8/8/8/8/4K3 w K - 0 1")
	fmt.Println(err)
	// Output:
	// white false
	// bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9 true
	// fen "4k3/8/8/8/8/8/8/4K3 w K - 0 1": castling field: bad castling rights: right 'K' but no white rook on the h-side of its king
}

func ExamplePerft() {
	impl, _ := harness.Lookup("magic")
	p, _ := position.ParseFEN(position.StartFEN)
	for depth := range 5 {
		fmt.Println(depth, position.Perft(p, impl, depth))
	}
	// Output:
	// 0 1
	// 1 20
	// 2 400
	// 3 8902
	// 4 197281
}

func ExampleDivide() {
	impl, _ := harness.Lookup("magic")
	// e4xd3 en passant would expose the black king to the queen on h4.
	p, _ := position.ParseFEN("8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1")
	for _, e := range position.Divide(p, impl, 1) {
		fmt.Println(e.Move, e.Nodes)
	}
	// Output:
	// a4a3 1
	// a4a5 1
	// a4b3 1
	// a4b4 1
	// a4b5 1
	// e4e3 1
}

func ExamplePosition_ParseUCI() {
	impl, _ := harness.Lookup("magic")
	p, _ := position.ParseFEN("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
	m, _ := p.ParseUCI("e1g1", impl)
	u := p.Make(m)
	fmt.Println(p.FEN())
	p.Unmake(m, u)
	fmt.Println(p.FEN())
	// Output:
	// r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1
	// r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1
}

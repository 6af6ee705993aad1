package position

// This file is the template of the move generator and perft. Every function
// whose first parameter is "impl harness.Impl" is copied by internal/gen
// (go generate) once per registered implementation into perft_<name>_gen.go,
// with the parameter typed as that implementation's concrete type (impl
// magic.Impl) and the name suffixed (generateMagic), so that impl.RookAttacks
// becomes a static call the compiler can inline. Edit this file, then run go
// generate; never edit the generated files (a test fails when they are
// stale). Template functions may call each other, passing impl first, and the
// impl-free helpers of the package.
//
// The rules are helpers, one per piece class or situation, so that generate
// reads like a rule book. Go would not inline them, and a call per rule per
// position would cost the fast techniques several percent, so the copies
// flatten them: a helper with a single return, its last statement, called as
// the statement "n = rule(impl, …)" or "n := rule(impl, …)", is inlined by
// internal/gen into each copy. The interface path (PerftInterface) runs a
// copy too, perft_dynamic_gen.go, with impl kept a harness.Impl.

//go:generate go run ./internal/gen/cmd

import "github.com/bitbench/bitbench/harness"

// attacked reports whether colour by attacks square s when the occupied
// squares are occ.
func attacked(impl harness.Impl, p *Position, s harness.Square, occ harness.Bitboard, by harness.Color) bool {
	// One test of the union: no branch to mispredict between lookups.
	return (impl.PawnAttacks(by^1, s)&p.pieces[Pawn]|
		impl.KnightAttacks(s)&p.pieces[Knight]|
		impl.KingAttacks(s)&p.pieces[King]|
		impl.BishopAttacks(s, occ)&(p.pieces[Bishop]|p.pieces[Queen])|
		impl.RookAttacks(s, occ)&(p.pieces[Rook]|p.pieces[Queen]))&p.colors[by] != 0
}

// generate writes the legal moves of p to list and returns their number;
// with a nil list it only counts them. The generator is fully legal: it
// finds the checkers and the pinned pieces first, so no move needs to be
// made and tested. After sizing up the position (checkers, evasion target,
// pins) it applies the rules one helper each, in this order: king moves,
// knight and slider moves, pawn moves, en passant, castling. The copies
// inline the helpers (see above).
func generate(impl harness.Impl, p *Position, list *moveList) int {
	us, them := p.side, p.side^1
	own, enemy := p.colors[us], p.colors[them]
	occ := own | enemy
	kingBB := p.pieces[King] & own
	ksq := first(kingBB)
	enemyRQ := (p.pieces[Rook] | p.pieces[Queen]) & enemy
	enemyBQ := (p.pieces[Bishop] | p.pieces[Queen]) & enemy
	checkers := impl.PawnAttacks(us, ksq)&p.pieces[Pawn]&enemy |
		impl.KnightAttacks(ksq)&p.pieces[Knight]&enemy |
		impl.BishopAttacks(ksq, occ)&enemyBQ |
		impl.RookAttacks(ksq, occ)&enemyRQ

	n := kingMoves(impl, p, list, 0, ksq, own, occ&^kingBB)
	if checkers&(checkers-1) != 0 {
		return n // double check: only the king may move
	}

	// Evasions: a piece other than the king may go anywhere but onto its
	// own pieces; in check, only onto the checker or between it and the
	// king.
	target := ^own
	if checkers != 0 {
		target = between[ksq][first(checkers)] | checkers
	}

	// Pins: an own piece alone between the king and an enemy slider that
	// would attack the king without it is pinned. A pinned piece may only
	// move along the line through the king and itself (pinLine).
	var pinned harness.Bitboard
	snipers := impl.BishopAttacks(ksq, enemy)&enemyBQ | impl.RookAttacks(ksq, enemy)&enemyRQ
	for ; snipers != 0; snipers &= snipers - 1 {
		b := between[ksq][first(snipers)] & occ
		if b&(b-1) == 0 {
			pinned |= b & own
		}
	}

	n = pieceMoves(impl, p, list, n, own, occ, target, pinned, ksq)
	n = pawnMoves(impl, p, list, n, occ, enemy&target, target, pinned, ksq)
	if p.ep != harness.NoSquare {
		n = enPassant(impl, p, list, n, occ, checkers, enemyBQ, enemyRQ, ksq)
	}
	if checkers == 0 && p.rights&(3<<(2*us)) != 0 {
		n = castlingMoves(impl, p, list, n, occ&^kingBB, ksq)
	}
	return n
}

// kingMoves: the king may not step onto an attacked square, judged with the
// king lifted off the board (occupied squares occNoKing) so that it cannot
// hide behind itself from a slider checking it.
func kingMoves(impl harness.Impl, p *Position, list *moveList, n int, ksq harness.Square, own, occNoKing harness.Bitboard) int {
	for to := impl.KingAttacks(ksq) &^ own; to != 0; to &= to - 1 {
		if !attacked(impl, p, first(to), occNoKing, p.side^1) {
			n = add(list, n, newMove(ksq, first(to), normalKind))
		}
	}
	return n
}

// pinLine limits the destinations to of the piece on s to the line through
// the king (on ksq) and s when the piece is one of pinned.
func pinLine(pinned harness.Bitboard, ksq, s harness.Square, to harness.Bitboard) harness.Bitboard {
	if pinned&(1<<s) != 0 {
		return to & line[ksq][s]
	}
	return to
}

// pieceMoves: knights, bishops, rooks and queens go where they attack, onto
// target. A pinned slider moves only along its pin; a pinned knight never
// moves, for no knight move stays on a line through its square.
func pieceMoves(impl harness.Impl, p *Position, list *moveList, n int, own, occ, target, pinned harness.Bitboard, ksq harness.Square) int {
	for from := p.pieces[Knight] & own &^ pinned; from != 0; from &= from - 1 {
		s := first(from)
		n = addTargets(list, n, s, impl.KnightAttacks(s)&target)
	}
	for from := p.pieces[Bishop] & own; from != 0; from &= from - 1 {
		s := first(from)
		n = addTargets(list, n, s, pinLine(pinned, ksq, s, impl.BishopAttacks(s, occ)&target))
	}
	for from := p.pieces[Rook] & own; from != 0; from &= from - 1 {
		s := first(from)
		n = addTargets(list, n, s, pinLine(pinned, ksq, s, impl.RookAttacks(s, occ)&target))
	}
	for from := p.pieces[Queen] & own; from != 0; from &= from - 1 {
		s := first(from)
		n = addTargets(list, n, s, pinLine(pinned, ksq, s, impl.QueenAttacks(s, occ)&target))
	}
	return n
}

// pawnMoves: pushes onto target, all pawns at once, single and double; a
// pinned pawn may push only when pinned along its own file. Captures onto
// captures, pawn by pawn, a pinned pawn only along its pin. A push or
// capture onto the last rank is four promotions.
func pawnMoves(impl harness.Impl, p *Position, list *moveList, n int, occ, captures, target, pinned harness.Bitboard, ksq harness.Square) int {
	us := p.side
	pawns := p.pieces[Pawn] & p.colors[us]
	kingFile := harness.Bitboard(0x0101010101010101) << (ksq & 7)
	pushers := pawns &^ (pinned &^ kingFile)
	if us == harness.White {
		single := pushers << 8 &^ occ
		double := (single & 0x0000000000ff0000) << 8 &^ occ
		n = addPawnMoves(list, n, single&target, 8)
		n = addPawnMoves(list, n, double&target, 16)
	} else {
		single := pushers >> 8 &^ occ
		double := (single & 0x0000ff0000000000) >> 8 &^ occ
		n = addPawnMoves(list, n, single&target, -8)
		n = addPawnMoves(list, n, double&target, -16)
	}
	promoting := harness.Bitboard(0x00ff000000000000) >> (40 * us) // rank 7 for White, 2 for Black
	for from := pawns; from != 0; from &= from - 1 {
		s := first(from)
		to := pinLine(pinned, ksq, s, impl.PawnAttacks(us, s)&captures)
		if to != 0 && promoting&(1<<s) != 0 {
			for ; to != 0; to &= to - 1 {
				n = addPromotions(list, n, s, first(to))
			}
		} else {
			n = addTargets(list, n, s, to)
		}
	}
	return n
}

// enPassant: rare, so each capture is tried by lifting both pawns off the
// board and looking for a slider (of enemyBQ, enemyRQ) that then sees the
// king. That covers the pinned capturer, the pawn pair pinned along the
// rank, and the capture (or block) as an evasion of checkers.
func enPassant(impl harness.Impl, p *Position, list *moveList, n int, occ, checkers, enemyBQ, enemyRQ harness.Bitboard, ksq harness.Square) int {
	victim := p.ep ^ 8 // the pawn that just moved, beside the capturer
	for from := impl.PawnAttacks(p.side^1, p.ep) & p.pieces[Pawn] & p.colors[p.side]; from != 0; from &= from - 1 {
		s := first(from)
		after := occ ^ 1<<s ^ 1<<victim | 1<<p.ep
		if checkers&^(1<<victim)&(p.pieces[Knight]|p.pieces[Pawn]) == 0 &&
			impl.BishopAttacks(ksq, after)&enemyBQ == 0 &&
			impl.RookAttacks(ksq, after)&enemyRQ == 0 {
			n = add(list, n, newMove(s, p.ep, enPassantKind))
		}
	}
	return n
}

// castlingMoves: never out of check (generate does not call it then); every
// square the king or rook crosses or reaches must be empty but for the two
// castling pieces, and no square on the king's path, its own and its
// destination included, may be attacked once king and rook are lifted off
// the board (occNoKing is the board without the king). The king's own square
// is tested again, lifted, because in Chess960 the rook can leave from
// between the king and an enemy rook on the first rank.
func castlingMoves(impl harness.Impl, p *Position, list *moveList, n int, occNoKing harness.Bitboard, ksq harness.Square) int {
	occ := occNoKing | 1<<ksq
	for side := range 2 {
		right := 2*int(p.side) + side
		if p.rights&(1<<right) == 0 || occ&p.castle.empty[right] != 0 {
			continue
		}
		rook := p.castle.rook[right]
		lifted := occNoKing &^ (1 << rook)
		safe := true
		for path := p.castle.kingPath[right]; path != 0; path &= path - 1 {
			if attacked(impl, p, first(path), lifted, p.side^1) {
				safe = false
				break
			}
		}
		if safe {
			n = add(list, n, newMove(ksq, rook, castleKind))
		}
	}
	return n
}

// perft counts the leaves of the legal move tree depth plies below p, depth
// at least 1, counting the last ply without making its moves. s lends a move
// list to each ply but the last; it grows the first time the search reaches
// a ply and is reused from then on, so that the recursion neither allocates
// nor clears once warm.
func perft(impl harness.Impl, p *Position, depth int, s *stack) uint64 {
	if depth <= 1 {
		return uint64(generate(impl, p, nil))
	}
	list := s.push()
	n := generate(impl, p, list)
	var nodes uint64
	for _, m := range list[:n] {
		u := p.Make(m)
		nodes += perft(impl, p, depth-1, s)
		p.Unmake(m, u)
	}
	s.pop()
	return nodes
}

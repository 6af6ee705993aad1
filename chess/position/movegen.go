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
// computes the checkers and the pinned pieces first, so no move needs to be
// made and tested.
func generate(impl harness.Impl, p *Position, list *moveList) int {
	us := p.side
	them := us ^ 1
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

	// King moves: the king may not step onto an attacked square, judged
	// with the king lifted off the board so that it cannot hide behind
	// itself from a slider checking it.
	n := 0
	occNoKing := occ &^ kingBB
	for to := impl.KingAttacks(ksq) &^ own; to != 0; to &= to - 1 {
		if !attacked(impl, p, first(to), occNoKing, them) {
			n = add(list, n, newMove(ksq, first(to), normalKind))
		}
	}
	if checkers&(checkers-1) != 0 {
		return n // double check: only the king may move
	}

	// target: where a piece other than the king may go. In check, only
	// onto the checker or between it and the king.
	target := ^own
	if checkers != 0 {
		target = between[ksq][first(checkers)] | checkers
	}

	// Pinned pieces: an own piece alone between the king and an enemy
	// slider that would attack the king without it. A pinned piece may
	// only move along the line through the king and itself.
	var pinned harness.Bitboard
	snipers := impl.BishopAttacks(ksq, enemy)&enemyBQ | impl.RookAttacks(ksq, enemy)&enemyRQ
	for ; snipers != 0; snipers &= snipers - 1 {
		b := between[ksq][first(snipers)] & occ
		if b&(b-1) == 0 {
			pinned |= b & own
		}
	}

	for from := p.pieces[Knight] & own &^ pinned; from != 0; from &= from - 1 {
		s := first(from)
		n = addTargets(list, n, s, impl.KnightAttacks(s)&target)
	}
	for from := p.pieces[Bishop] & own; from != 0; from &= from - 1 {
		s := first(from)
		to := impl.BishopAttacks(s, occ) & target
		if pinned&(1<<s) != 0 {
			to &= line[ksq][s]
		}
		n = addTargets(list, n, s, to)
	}
	for from := p.pieces[Rook] & own; from != 0; from &= from - 1 {
		s := first(from)
		to := impl.RookAttacks(s, occ) & target
		if pinned&(1<<s) != 0 {
			to &= line[ksq][s]
		}
		n = addTargets(list, n, s, to)
	}
	for from := p.pieces[Queen] & own; from != 0; from &= from - 1 {
		s := first(from)
		to := impl.QueenAttacks(s, occ) & target
		if pinned&(1<<s) != 0 {
			to &= line[ksq][s]
		}
		n = addTargets(list, n, s, to)
	}

	// Pawn pushes, all pawns at once. A pinned pawn may push only when
	// pinned along its own file.
	pawns := p.pieces[Pawn] & own
	kingFile := harness.Bitboard(0x0101010101010101) << (ksq & 7)
	pushers := pawns &^ (pinned &^ kingFile)
	var single, double harness.Bitboard
	if us == harness.White {
		single = pushers << 8 &^ occ
		double = (single & 0x0000000000ff0000) << 8 &^ occ
		n = addPawnMoves(list, n, single&target, 8)
		n = addPawnMoves(list, n, double&target, 16)
	} else {
		single = pushers >> 8 &^ occ
		double = (single & 0x0000ff0000000000) >> 8 &^ occ
		n = addPawnMoves(list, n, single&target, -8)
		n = addPawnMoves(list, n, double&target, -16)
	}

	// Pawn captures, pawn by pawn.
	promoting := harness.Bitboard(0x00ff000000000000) >> (40 * us) // rank 7 for White, 2 for Black
	for from := pawns; from != 0; from &= from - 1 {
		s := first(from)
		to := impl.PawnAttacks(us, s) & enemy & target
		if pinned&(1<<s) != 0 {
			to &= line[ksq][s]
		}
		if to != 0 && promoting&(1<<s) != 0 {
			for ; to != 0; to &= to - 1 {
				n = addPromotions(list, n, s, first(to))
			}
		} else {
			n = addTargets(list, n, s, to)
		}
	}

	// En passant: rare, so each capture is tried by lifting both pawns off
	// the board and looking for a slider that then sees the king. That
	// covers the pinned capturer, the pawn pair pinned along the rank, and
	// the capture (or block) as an evasion.
	if p.ep != harness.NoSquare {
		victim := p.ep ^ 8 // the pawn that just moved, beside the capturer
		for from := impl.PawnAttacks(them, p.ep) & pawns; from != 0; from &= from - 1 {
			s := first(from)
			after := occ ^ 1<<s ^ 1<<victim | 1<<p.ep
			if checkers&^(1<<victim)&(p.pieces[Knight]|p.pieces[Pawn]) == 0 &&
				impl.BishopAttacks(ksq, after)&enemyBQ == 0 &&
				impl.RookAttacks(ksq, after)&enemyRQ == 0 {
				n = add(list, n, newMove(s, p.ep, enPassantKind))
			}
		}
	}

	// Castling: never out of check; every square the king or rook crosses
	// or reaches must be empty but for the two castling pieces, and no
	// square on the king's path, its own and its destination included, may
	// be attacked once king and rook are lifted off the board. The king's
	// own square is tested again, lifted, because in Chess960 the rook can
	// leave from between the king and an enemy rook on the first rank.
	if checkers == 0 {
		for side := range 2 {
			right := 2*int(us) + side
			if p.rights&(1<<right) == 0 || occ&p.castle.empty[right] != 0 {
				continue
			}
			rook := p.castle.rook[right]
			lifted := occ &^ kingBB &^ (1 << rook)
			safe := true
			for path := p.castle.kingPath[right]; path != 0; path &= path - 1 {
				if attacked(impl, p, first(path), lifted, them) {
					safe = false
					break
				}
			}
			if safe {
				n = add(list, n, newMove(ksq, rook, castleKind))
			}
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

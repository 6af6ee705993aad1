package position

// This file is the template of the move generator and perft. Every function
// whose first parameter is "impl harness.Impl" is copied by internal/gen
// (go generate) into perft_<name>_gen.go for each registered implementation
// that generated.txt keeps (the copy pays: docs/perft.md),
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
// copy too, perft_dynamic_gen.go, with impl kept a harness.Impl. Two more
// rewrites make the copies fast without changing how the template reads: a
// function with a parameter of type mover (the side to move) gets a White
// and a Black copy with the side a constant (see mover), and a local
// variable of type node is split into one variable per field, so that it
// lives in registers. The go:generate line is in position.go.

import "github.com/bitbench/bitbench/harness"

// attacked reports whether colour by attacks square s when the occupied
// squares are occ: its pawns, knights and king by the leaper tables, its
// sliders by a lookup from s, a lookup skipped when none of them stands on
// s's lines on an empty board (as attacks skips a slider whose lines miss
// the squares it asks about).
func attacked(impl harness.Impl, p *sets, s harness.Square, occ harness.Bitboard, by harness.Color) bool {
	theirs := p.colors[by]
	a := impl.PawnAttacks(by^1, s)&p.pieces[Pawn] |
		impl.KnightAttacks(s)&p.pieces[Knight] |
		impl.KingAttacks(s)&p.pieces[King]
	if bq := (p.pieces[Bishop] | p.pieces[Queen]) & theirs; bishopLines[s&63]&bq != 0 {
		a |= impl.BishopAttacks(s, occ) & bq
	}
	if rq := (p.pieces[Rook] | p.pieces[Queen]) & theirs; rookLines[s&63]&rq != 0 {
		a |= impl.RookAttacks(s, occ) & rq
	}
	return a&theirs != 0
}

// mover is the type of a template parameter that holds the side to move
// and that internal/gen turns into a constant: a function with a mover
// parameter us is copied once with "const us = harness.White" and once with
// Black, and a call passing us or us^1 calls the copy of that colour, so
// that the compiler folds every test of the side to move (which way pawns
// push, which rank promotes) and indexes p.colors[us] without a bounds
// check. A call passing anything else goes through a dispatcher on the
// value. In the template itself, which the interface path compiles as it
// stands, us is an ordinary harness.Color.
type mover = harness.Color

// node is what the rules need to know about a position before they apply:
// its sets, the checkers of the side to move, where its other pieces may
// go (target) and which of them are pinned.
type node struct {
	own, enemy, occ  harness.Bitboard
	kingBB           harness.Bitboard // the king of the side to move
	ksq              harness.Square
	enemyRQ, enemyBQ harness.Bitboard // enemy sliders, by the lines they move on
	checkers         harness.Bitboard
	target           harness.Bitboard // where a piece other than the king may go
	pinned           harness.Bitboard
}

// examine sizes up p, us to move, for generate and countMoves: the checkers
// of us; the evasion target (anywhere but onto its own pieces; in check,
// only onto the checker or between it and the king); and the pins. The
// enemy sliders on the king's lines (snipers: a rook or queen on its rank
// or file, a bishop or queen on its diagonals, as on an empty board, from
// rookLines and bishopLines) give both the sliders that check it, with
// nothing between, and the pins: an own piece alone between the king and
// a sniper is pinned, and may only move along the line through the king
// and itself (see pinLine). No attack lookup is needed: the squares
// between king and sniper (between) tell it all.
func examine(impl harness.Impl, p *sets, us mover) (nd node) {
	nd.own, nd.enemy = p.colors[us], p.colors[us^1]
	nd.occ = nd.own | nd.enemy
	nd.kingBB = p.pieces[King] & nd.own
	nd.ksq = first(nd.kingBB)
	nd.enemyRQ = (p.pieces[Rook] | p.pieces[Queen]) & nd.enemy
	nd.enemyBQ = (p.pieces[Bishop] | p.pieces[Queen]) & nd.enemy
	nd.checkers = impl.PawnAttacks(us, nd.ksq)&p.pieces[Pawn]&nd.enemy |
		impl.KnightAttacks(nd.ksq)&p.pieces[Knight]&nd.enemy
	snipers := bishopLines[nd.ksq]&nd.enemyBQ | rookLines[nd.ksq]&nd.enemyRQ
	for ; snipers != 0; snipers &= snipers - 1 {
		s := first(snipers)
		b := between[nd.ksq][s] & nd.occ
		if b == 0 {
			nd.checkers |= 1 << s
		} else if b&(b-1) == 0 {
			nd.pinned |= b & nd.own
		}
	}
	nd.target = ^nd.own
	if nd.checkers != 0 {
		nd.target = between[nd.ksq][first(nd.checkers)] | nd.checkers
	}
	return nd
}

// generate writes the legal moves of p to list and returns their number;
// with a nil list it only counts them. The generator is fully legal: it
// finds the checkers and the pinned pieces first (examine), so no move needs
// to be made and tested. It then applies the rules one helper each, in this
// order: king moves, knight and slider moves, pawn moves, en passant,
// castling. The copies inline the helpers (see above).
func generate(impl harness.Impl, p *Position, list *moveList) int {
	b := &p.sets
	nd := examine(impl, b, p.side)
	n := kingMoves(impl, b, list, 0, nd.ksq, nd.own, nd.occ&^nd.kingBB)
	if nd.checkers&(nd.checkers-1) != 0 {
		return n // double check: only the king may move
	}
	n = pieceMoves(impl, b, list, n, nd.own, nd.occ, nd.target, nd.pinned, nd.ksq)
	n = pawnMoves(impl, b, list, n, nd.occ, nd.enemy&nd.target, nd.target, nd.pinned, nd.ksq)
	if p.ep != harness.NoSquare {
		n = enPassant(impl, b, list, n, nd.occ, nd.checkers, nd.enemyBQ, nd.enemyRQ, nd.ksq)
	}
	if castles := castleable(b, &p.castle, p.side, nd.occ, nd.checkers); castles != 0 {
		n = castlingMoves(impl, b, &p.castle, list, n, p.side, castles, nd.occ&^nd.kingBB, nd.ksq)
	}
	return n
}

// countMoves returns the number of legal moves of p, us to move, without
// listing them: the leaf counter of perft. It sizes up the position as
// generate does and applies the same rules, as masks and counts: the king's
// targets less the squares the enemy attacks, computed once per node for
// the king's steps and the castling paths together (kingDanger); the
// targets of each knight and slider within target and its pin line,
// counted (pieceCount); the pawns setwise, each set of pushes
// or captures counted at once and promotions four times (pawnCount); en
// passant explicitly, as generate tries it, and castling against the same
// attacked squares (castleLegal), for the sides castleable lets through.
func countMoves(impl harness.Impl, p *sets, castle *castling, us mover) int {
	nd := examine(impl, p, us)
	occNoKing := nd.occ &^ nd.kingBB
	steps := impl.KingAttacks(nd.ksq) &^ nd.own
	castles := castleable(p, castle, us, nd.occ, nd.checkers)
	danger := kingDanger(impl, p, castle, us, steps, occNoKing, castles)
	n := count(steps &^ danger)
	if nd.checkers&(nd.checkers-1) != 0 {
		return n // double check: only the king may move
	}
	n = pieceCount(impl, p, n, nd.own, nd.occ, nd.target, nd.pinned, nd.ksq)
	n = pawnCount(impl, p, n, us, nd.occ, nd.enemy&nd.target, nd.target, nd.pinned, nd.ksq)
	if p.ep != harness.NoSquare {
		n = enPassant(impl, p, (*moveList)(nil), n, nd.occ, nd.checkers, nd.enemyBQ, nd.enemyRQ, nd.ksq)
	}
	if castles != 0 {
		legal := castleLegal(impl, p, castle, us, castles, danger, occNoKing)
		n += count(harness.Bitboard(legal))
	}
	return n
}

// pieceCount: pieceMoves as a count. A piece that is not pinned counts its
// targets; a pinned slider only those on the line through the king and
// itself, and a pinned knight none. The pinned pieces, rare, are looked at
// apart, so that the others need no test of the pin.
func pieceCount(impl harness.Impl, p *sets, n int, own, occ, target, pinned harness.Bitboard, ksq harness.Square) int {
	free := own &^ pinned
	for from := p.pieces[Knight] & free; from != 0; from &= from - 1 {
		n += count(impl.KnightAttacks(first(from)) & target)
	}
	for from := p.pieces[Bishop] & free; from != 0; from &= from - 1 {
		n += count(impl.BishopAttacks(first(from), occ) & target)
	}
	for from := p.pieces[Rook] & free; from != 0; from &= from - 1 {
		n += count(impl.RookAttacks(first(from), occ) & target)
	}
	for from := p.pieces[Queen] & free; from != 0; from &= from - 1 {
		n += count(impl.QueenAttacks(first(from), occ) & target)
	}
	if pinned != 0 {
		for from := p.pieces[Bishop] & pinned; from != 0; from &= from - 1 {
			s := first(from)
			n += count(impl.BishopAttacks(s, occ) & target & line[ksq][s])
		}
		for from := p.pieces[Rook] & pinned; from != 0; from &= from - 1 {
			s := first(from)
			n += count(impl.RookAttacks(s, occ) & target & line[ksq][s])
		}
		for from := p.pieces[Queen] & pinned; from != 0; from &= from - 1 {
			s := first(from)
			n += count(impl.QueenAttacks(s, occ) & target & line[ksq][s])
		}
	}
	return n
}

// castleable returns the castling sides (bit hSide, bit aSide) that us may
// try: the right is held, us is not in check and every square that must be
// empty is. Whether the king's path is attacked is left to castleLegal.
func castleable(p *sets, castle *castling, us mover, occ, checkers harness.Bitboard) uint8 {
	// Unrolled, so that in the copies, where us is a constant, each right
	// is a constant index.
	h, a := 2*int(us)+hSide, 2*int(us)+aSide
	var sides uint8
	if checkers == 0 {
		if p.rights&(1<<h) != 0 && occ&castle.empty[h] == 0 {
			sides = 1 << hSide
		}
		if p.rights&(1<<a) != 0 && occ&castle.empty[a] == 0 {
			sides |= 1 << aSide
		}
	}
	return sides
}

// kingDanger: the squares the enemy attacks, with the king lifted off the
// board (occNoKing) so that it cannot hide behind itself from a slider
// checking it, among the king's steps and the paths of the castling sides
// to try; one attacks call for all of them, and none when there is no such
// square.
func kingDanger(impl harness.Impl, p *sets, castle *castling, us mover, steps, occNoKing harness.Bitboard, castles uint8) (danger harness.Bitboard) {
	near := steps
	if castles&(1<<hSide) != 0 {
		near |= castle.kingPath[2*int(us)+hSide]
	}
	if castles&(1<<aSide) != 0 {
		near |= castle.kingPath[2*int(us)+aSide]
	}
	if near&(near-1) != 0 {
		danger = attacks(impl, p, us^1, occNoKing, near)
	} else if near != 0 && attacked(impl, p, first(near), occNoKing, us^1) {
		// One square: looking from it (attacked) costs less than looking
		// from every enemy piece (attacks).
		danger = near
	}
	return danger
}

// castleLegal: of the castling sides castles that castleable let through,
// those castlingMoves would list (bit hSide, bit aSide). The king's path is
// tested against danger, the squares the enemy attacks with the king
// lifted; where lifting the rook as well could uncover an attack on the
// path (castle.uncovers, Chess960 only), the path is looked at again with
// the rook lifted, as castlingMoves does.
func castleLegal(impl harness.Impl, p *sets, castle *castling, us mover, castles uint8, danger, occNoKing harness.Bitboard) (legal uint8) {
	for side := range 2 {
		if castles&(1<<side) == 0 {
			continue
		}
		right := 2*int(us) + side
		if castle.uncovers&(1<<right) == 0 {
			if castle.kingPath[right]&danger == 0 {
				legal |= 1 << side
			}
		} else if attacks(impl, p, us^1, occNoKing&^(1<<castle.rook[right]), castle.kingPath[right]) == 0 {
			legal |= 1 << side
		}
	}
	return legal
}

// attacks returns the squares of near that colour by attacks when the
// occupied squares are occ: its pawns setwise, then piece by piece; a
// slider whose lines miss near is not looked up.
func attacks(impl harness.Impl, p *sets, by mover, occ, near harness.Bitboard) harness.Bitboard {
	theirs := p.colors[by]
	west, east := pawnCaptures(p.pieces[Pawn]&theirs, by)
	a := west | east | impl.KingAttacks(first(p.pieces[King]&theirs))
	for from := p.pieces[Knight] & theirs; from != 0; from &= from - 1 {
		a |= impl.KnightAttacks(first(from))
	}
	for from := (p.pieces[Bishop] | p.pieces[Queen]) & theirs; from != 0; from &= from - 1 {
		if s := first(from); bishopLines[s]&near != 0 {
			a |= impl.BishopAttacks(s, occ)
		}
	}
	for from := (p.pieces[Rook] | p.pieces[Queen]) & theirs; from != 0; from &= from - 1 {
		if s := first(from); rookLines[s]&near != 0 {
			a |= impl.RookAttacks(s, occ)
		}
	}
	return a & near
}

// pawnCount: pawnMoves as counts. Pushes as there, all pawns at once; the
// captures of the unpinned pawns setwise, one set towards each side; a
// pinned pawn captures only along its pin, pawn by pawn. Each move onto the
// last rank counts four, one per promotion.
func pawnCount(impl harness.Impl, p *sets, n int, us mover, occ, captures, target, pinned harness.Bitboard, ksq harness.Square) int {
	pawns := p.pieces[Pawn] & p.colors[us]
	single, double := pawnPushes(pawns&^(pinned&^(fileA<<(ksq&7))), occ, us)
	single, double = single&target, double&target
	west, east := pawnCaptures(pawns&^pinned, us)
	west, east = west&captures, east&captures
	for from := pawns & pinned; from != 0; from &= from - 1 {
		s := first(from)
		to := impl.PawnAttacks(us, s) & captures & line[ksq][s]
		n += count(to&^lastRanks) + 4*count(to&lastRanks)
	}
	// Pushes land on empty squares and captures on enemy pieces, a double
	// push only where no single push can (the square before it is empty),
	// so single, double and west are disjoint: one count for the three.
	n += count(single|double|west) + count(east)
	if (single|west|east)&lastRanks != 0 {
		n += 3 * (count((single|west)&lastRanks) + count(east&lastRanks))
	}
	return n
}

// kingMoves: the king may not step onto an attacked square, judged with the
// king lifted off the board (occupied squares occNoKing) so that it cannot
// hide behind itself from a slider checking it.
func kingMoves(impl harness.Impl, p *sets, list *moveList, n int, ksq harness.Square, own, occNoKing harness.Bitboard) int {
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
func pieceMoves(impl harness.Impl, p *sets, list *moveList, n int, own, occ, target, pinned harness.Bitboard, ksq harness.Square) int {
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
func pawnMoves(impl harness.Impl, p *sets, list *moveList, n int, occ, captures, target, pinned harness.Bitboard, ksq harness.Square) int {
	us := p.side
	pawns := p.pieces[Pawn] & p.colors[us]
	single, double := pawnPushes(pawns&^(pinned&^(fileA<<(ksq&7))), occ, us)
	delta := 8 - 16*int(us) // the step of a push: up the board for White
	n = addPawnMoves(list, n, single&target, delta)
	n = addPawnMoves(list, n, double&target, 2*delta)
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
func enPassant(impl harness.Impl, p *sets, list *moveList, n int, occ, checkers, enemyBQ, enemyRQ harness.Bitboard, ksq harness.Square) int {
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

// castlingMoves: for the sides castles that castleable let through (never
// out of check, every square the king or rook crosses or reaches empty but
// for the two castling pieces), no square on the king's path, its own and
// its destination included, may be attacked once king and rook are lifted
// off the board (occNoKing is the board without the king): one set of
// attacked squares per side, near the path. The king's own square is tested
// again, lifted, because in Chess960 the rook can leave from between the
// king and an enemy rook on the first rank.
func castlingMoves(impl harness.Impl, p *sets, castle *castling, list *moveList, n int, us mover, castles uint8, occNoKing harness.Bitboard, ksq harness.Square) int {
	for side := range 2 {
		if castles&(1<<side) == 0 {
			continue
		}
		right := 2*int(us) + side
		rook := castle.rook[right]
		if attacks(impl, p, us^1, occNoKing&^(1<<rook), castle.kingPath[right]) == 0 {
			n = add(list, n, newMove(ksq, rook, castleKind))
		}
	}
	return n
}

// childSets writes to b the sets of p as Make(m) leaves them, for the legal
// move m, without changing p: the bitboards, the side to move, the castling
// rights and the en passant square of the child position. Perft counts the
// moves of the positions one ply above the leaves from it. It takes no
// attacks from impl; it is a template function so that each copy has us a
// constant. It returns b.
func childSets(impl harness.Impl, p *Position, m Move, b *sets, us mover) *sets {
	*b = p.sets
	from, to := m.From(), m.To()
	fromTo := harness.Bitboard(1)<<from | harness.Bitboard(1)<<to
	b.ep = harness.NoSquare
	switch kind := int(m >> 12); {
	case kind == castleKind:
		// King and rook may land on each other's squares or stay put.
		kt, rt := castleTargets(from, to)
		b.colors[us] = b.colors[us]&^fromTo | harness.Bitboard(1)<<kt | harness.Bitboard(1)<<rt
		b.pieces[King] = b.pieces[King]&^(1<<from) | harness.Bitboard(1)<<kt
		b.pieces[Rook] = b.pieces[Rook]&^(1<<to) | harness.Bitboard(1)<<rt
	case kind == enPassantKind:
		victim := harness.Bitboard(1) << (to ^ 8)
		b.colors[us] ^= fromTo
		b.colors[us^1] ^= victim
		b.pieces[Pawn] ^= fromTo | victim
	default:
		if v := p.board[to]; v != 0 {
			b.colors[us^1] ^= 1 << to
			b.pieces[v&7] ^= 1 << to
		}
		moving := Piece(p.board[from] & 7)
		b.colors[us] ^= fromTo
		b.pieces[moving] ^= fromTo
		if kind >= promoKind {
			b.pieces[Pawn] ^= 1 << to
			b.pieces[kind-promoKind] |= 1 << to
		} else if moving == Pawn && from^to == 16 && b.canTakeEnPassant(us^1, to) {
			b.ep = (from + to) / 2
		}
	}
	b.rights &^= p.castle.loss[from] | p.castle.loss[to]
	b.side = us ^ 1
	return b
}

// countChildren is perft at depth 2: the legal moves of each child of p,
// us to move, counted (countMoves) and summed. It applies generate's rules
// in generate's order, but where generate would list a move it builds the
// child in place in one set c and counts it there: moveCount applies the
// move to c, counts, and restores c from p. The rule knows which piece
// moves, so no move is written, read back or decoded, and a quiet move
// changes two sets. En passant and castling, rare, are listed by their
// rules (in list) and their children built by childSets.
func countChildren(impl harness.Impl, p *Position, list *moveList, us mover) (nodes uint64) {
	b := &p.sets
	nd := examine(impl, b, us)
	c := p.sets
	c.side = us ^ 1
	c.ep = harness.NoSquare
	occNoKing := nd.occ &^ nd.kingBB
	steps := impl.KingAttacks(nd.ksq) &^ nd.own
	castles := castleable(b, &p.castle, us, nd.occ, nd.checkers)
	danger := kingDanger(impl, b, &p.castle, us, steps, occNoKing, castles)
	for to := steps &^ danger; to != 0; to &= to - 1 {
		nodes = moveCount(impl, p, &c, nodes, King, King, nd.ksq, first(to), us)
	}
	if nd.checkers&(nd.checkers-1) != 0 {
		return nodes // double check: only the king may move
	}
	for from := b.pieces[Knight] & nd.own &^ nd.pinned; from != 0; from &= from - 1 {
		s := first(from)
		for to := impl.KnightAttacks(s) & nd.target; to != 0; to &= to - 1 {
			nodes = moveCount(impl, p, &c, nodes, Knight, Knight, s, first(to), us)
		}
	}
	for from := b.pieces[Bishop] & nd.own; from != 0; from &= from - 1 {
		s := first(from)
		for to := pinLine(nd.pinned, nd.ksq, s, impl.BishopAttacks(s, nd.occ)&nd.target); to != 0; to &= to - 1 {
			nodes = moveCount(impl, p, &c, nodes, Bishop, Bishop, s, first(to), us)
		}
	}
	for from := b.pieces[Rook] & nd.own; from != 0; from &= from - 1 {
		s := first(from)
		for to := pinLine(nd.pinned, nd.ksq, s, impl.RookAttacks(s, nd.occ)&nd.target); to != 0; to &= to - 1 {
			nodes = moveCount(impl, p, &c, nodes, Rook, Rook, s, first(to), us)
		}
	}
	for from := b.pieces[Queen] & nd.own; from != 0; from &= from - 1 {
		s := first(from)
		for to := pinLine(nd.pinned, nd.ksq, s, impl.QueenAttacks(s, nd.occ)&nd.target); to != 0; to &= to - 1 {
			nodes = moveCount(impl, p, &c, nodes, Queen, Queen, s, first(to), us)
		}
	}
	// A call, not inlined: its own copy inlines moveCount into its loops.
	nodes += pawnChildren(impl, p, &c, us, nd.occ, nd.enemy&nd.target, nd.target, nd.pinned, nd.ksq)
	if p.ep != harness.NoSquare || castles != 0 {
		n := 0
		if p.ep != harness.NoSquare {
			n = enPassant(impl, b, list, n, nd.occ, nd.checkers, nd.enemyBQ, nd.enemyRQ, nd.ksq)
		}
		if castles != 0 {
			legal := castleLegal(impl, b, &p.castle, us, castles, danger, occNoKing)
			for side := range 2 {
				if legal&(1<<side) != 0 {
					n = add(list, n, newMove(nd.ksq, p.castle.rook[2*int(us)+side], castleKind))
				}
			}
		}
		var child sets
		for _, m := range list[:n] {
			nodes += uint64(countMoves(impl, childSets(impl, p, m, &child, us), &p.castle, us^1))
		}
	}
	return nodes
}

// moveCount adds to nodes the legal moves of the child of p in which the
// piece pc of us leaves from and the piece put (pc, or what a pawn promotes
// to) arrives on to, capturing what stands there: it makes the move in c,
// which holds p's sets with the other side to move, counts the child's
// moves, and restores c. Of the castling rights, the child's count reads
// only those of its side to move, the other side's: they change only when
// the move captures one of its rooks, so only a capture updates them, and
// c does not follow the rights us loses. (The squares are masked to 0–63,
// so that the shifts need no test of their range.)
func moveCount(impl harness.Impl, p *Position, c *sets, nodes uint64, pc, put Piece, from, to harness.Square, us mover) uint64 {
	from, to = from&63, to&63
	fromTo := harness.Bitboard(1)<<from | harness.Bitboard(1)<<to
	c.colors[us] ^= fromTo
	if pc == put {
		c.pieces[pc] ^= fromTo
	} else {
		c.pieces[pc] ^= 1 << from
		c.pieces[put] ^= 1 << to
	}
	if p.colors[us^1]&(1<<to) != 0 {
		v := p.board[to] & 7
		c.colors[us^1] ^= 1 << to
		c.pieces[v] ^= 1 << to
		c.rights &^= p.castle.loss[to]
		nodes += uint64(countMoves(impl, c, &p.castle, us^1))
		c.colors[us^1] = p.colors[us^1]
		c.pieces[v] = p.pieces[v]
		c.rights = p.rights
	} else {
		nodes += uint64(countMoves(impl, c, &p.castle, us^1))
	}
	c.colors[us] = p.colors[us]
	c.pieces[pc], c.pieces[put] = p.pieces[pc], p.pieces[put]
	return nodes
}

// pawnChildren: pawnMoves for countChildren, the children of the pawn
// moves counted in c (see moveCount). Pushes and the captures of the
// unpinned pawns setwise, one set towards each side, as pawnCount finds
// them; a pinned pawn captures only along its pin. A double push gives the
// child its en passant square when an enemy pawn stands beside it; a move
// onto the last rank is four children, one per promotion.
func pawnChildren(impl harness.Impl, p *Position, c *sets, us mover, occ, captures, target, pinned harness.Bitboard, ksq harness.Square) (nodes uint64) {
	pawns := p.pieces[Pawn] & p.colors[us]
	single, double := pawnPushes(pawns&^(pinned&^(fileA<<(ksq&7))), occ, us)
	west, east := pawnCaptures(pawns&^pinned, us)
	single, west, east = single&target, west&captures, east&captures
	for from := pawns & pinned; from != 0; from &= from - 1 {
		s := first(from)
		for to := impl.PawnAttacks(us, s) & captures & line[ksq][s]; to != 0; to &= to - 1 {
			if t := first(to); t&7 < s&7 {
				west |= 1 << t
			} else {
				east |= 1 << t
			}
		}
	}
	// One loop per set, so that each step is a constant in the copies.
	delta := 8 - 16*int(us) // the step of a push: up the board for White
	for to := single &^ lastRanks; to != 0; to &= to - 1 {
		t := first(to)
		nodes = moveCount(impl, p, c, nodes, Pawn, Pawn, harness.Square(int(t)-delta), t, us)
	}
	for to := west &^ lastRanks; to != 0; to &= to - 1 {
		t := first(to)
		nodes = moveCount(impl, p, c, nodes, Pawn, Pawn, harness.Square(int(t)-delta+1), t, us)
	}
	for to := east &^ lastRanks; to != 0; to &= to - 1 {
		t := first(to)
		nodes = moveCount(impl, p, c, nodes, Pawn, Pawn, harness.Square(int(t)-delta-1), t, us)
	}
	if (single|west|east)&lastRanks != 0 {
		promotions := [3]struct {
			to    harness.Bitboard
			delta int
		}{{single & lastRanks, delta}, {west & lastRanks, delta - 1}, {east & lastRanks, delta + 1}}
		for _, m := range promotions {
			for to := m.to; to != 0; to &= to - 1 {
				t := first(to)
				from := harness.Square(int(t) - m.delta)
				for pc := Knight; pc <= Queen; pc++ {
					nodes = moveCount(impl, p, c, nodes, Pawn, pc, from, t, us)
				}
			}
		}
	}
	for to := double & target; to != 0; to &= to - 1 {
		t := first(to)
		if p.canTakeEnPassant(us^1, t) {
			c.ep = harness.Square(int(t) - delta)
		}
		nodes = moveCount(impl, p, c, nodes, Pawn, Pawn, harness.Square(int(t)-2*delta), t, us)
		c.ep = harness.NoSquare
	}
	return nodes
}

// perft counts the leaves of the legal move tree depth plies below p, depth
// at least 1, counting the last ply without listing it (countMoves). s
// lends a move list to each ply but the last; it grows the first time the
// search reaches a ply and is reused from then on, so that the recursion
// neither allocates nor clears once warm.
func perft(impl harness.Impl, p *Position, depth int, s *stack) uint64 {
	return perftSide(impl, p, depth, s, p.side)
}

// perftSide is perft with the side to move us, a constant in each copy (see
// mover): the children of a White node are Black's.
func perftSide(impl harness.Impl, p *Position, depth int, s *stack, us mover) uint64 {
	if depth <= 1 {
		return uint64(countMoves(impl, &p.sets, &p.castle, us))
	}
	list := s.push()
	var nodes uint64
	if depth == 2 {
		nodes = countChildren(impl, p, list, us)
	} else {
		n := generate(impl, p, list)
		for _, m := range list[:n] {
			u := p.Make(m)
			nodes += perftSide(impl, p, depth-1, s, us^1)
			p.Unmake(m, u)
		}
	}
	s.pop()
	return nodes
}

// perftListed is perft with every ply listed by generate, the last
// included: the move-list generator of LegalMoves and Divide, which the leaf
// counter of perft is proven against.
func perftListed(impl harness.Impl, p *Position, depth int, s *stack) uint64 {
	list := s.push()
	n := generate(impl, p, list)
	var nodes uint64
	if depth <= 1 {
		nodes = uint64(n)
	} else {
		for _, m := range list[:n] {
			u := p.Make(m)
			nodes += perftListed(impl, p, depth-1, s)
			p.Unmake(m, u)
		}
	}
	s.pop()
	return nodes
}

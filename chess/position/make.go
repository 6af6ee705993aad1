package position

import "github.com/bitbench/bitbench/harness"

// Undo holds what Make changed beyond the pieces that moved, so that Unmake
// can restore the position exactly.
type Undo struct {
	captured uint8 // coloured piece code taken by the move, 0 for none
	rights   uint8
	ep       harness.Square
	halfmove uint32
}

// Make plays m, which must be legal in p (one of LegalMoves), and returns
// what Unmake needs to take it back. Make on an illegal move leaves p in an
// unspecified state; it does not check.
func (p *Position) Make(m Move) Undo {
	u := Undo{rights: p.rights, ep: p.ep, halfmove: p.halfmove}
	us := p.side
	from, to := m.From(), m.To()
	p.halfmove++
	p.ep = harness.NoSquare
	switch kind := int(m >> 12); {
	case kind == castleKind:
		kt, rt := castleTargets(from, to)
		p.remove(from) // king and rook may land on each other's squares,
		p.remove(to)   // or stay where they are: lift both first
		p.put(kt, us, King)
		p.put(rt, us, Rook)
	case kind == enPassantKind:
		victim := to ^ 8
		u.captured = p.board[victim]
		p.remove(victim)
		p.relocate(from, to)
		p.halfmove = 0
	default:
		if v := p.board[to]; v != 0 {
			u.captured = v
			p.remove(to)
			p.halfmove = 0
		}
		moving := Piece(p.board[from] & 7)
		p.relocate(from, to)
		if moving == Pawn {
			p.halfmove = 0
			if kind >= promoKind {
				p.remove(to)
				p.put(to, us, Piece(kind-promoKind))
			} else if from^to == 16 && p.canTakeEnPassant(us^1, to) {
				p.ep = (from + to) / 2
			}
		}
	}
	p.rights &^= p.castle.loss[from] | p.castle.loss[to]
	if us == harness.Black {
		p.fullmove++
	}
	p.side = us ^ 1
	return u
}

// canTakeEnPassant reports whether a pawn of colour c stands beside s, ready
// to take en passant a pawn that has just moved two squares to s. Make and
// ParseFEN keep an en passant square only when it does (see the package
// comment).
func (p *sets) canTakeEnPassant(c harness.Color, s harness.Square) bool {
	const notA, notH = 0xfefefefefefefefe, 0x7f7f7f7f7f7f7f7f
	b := harness.Bitboard(1) << s
	return (b<<1&notA|b>>1&notH)&p.pieces[Pawn]&p.colors[c] != 0
}

// Unmake takes back m, which Make played and answered with u, restoring p
// exactly as it was.
func (p *Position) Unmake(m Move, u Undo) {
	p.side ^= 1
	us := p.side
	if us == harness.Black {
		p.fullmove--
	}
	from, to := m.From(), m.To()
	switch kind := int(m >> 12); {
	case kind == castleKind:
		kt, rt := castleTargets(from, to)
		p.remove(kt)
		p.remove(rt)
		p.put(from, us, King)
		p.put(to, us, Rook)
	case kind == enPassantKind:
		p.relocate(to, from)
		p.put(to^8, us^1, Pawn)
	default:
		if kind >= promoKind {
			p.remove(to)
			p.put(to, us, Pawn)
		}
		p.relocate(to, from)
		if u.captured != 0 {
			p.put(to, harness.Color(u.captured>>3), Piece(u.captured&7))
		}
	}
	p.rights, p.ep, p.halfmove = u.rights, u.ep, u.halfmove
}

// castleTargets returns where king and rook stand after castling with the
// king on kf and the rook on rf: the g- and f-files on the h-side, the c- and
// d-files on the a-side, on the king's rank.
func castleTargets(kf, rf harness.Square) (kt, rt harness.Square) {
	rank := kf &^ 7
	if rf > kf {
		return rank + 6, rank + 5
	}
	return rank + 2, rank + 3
}

// after writes to b the sets of p as Make(m) leaves them, for the legal
// move m, without changing p (see childSets, which perft's copies call with
// the side to move a constant).
func (p *Position) after(m Move, b *sets) { childSets(nil, p, m, b, p.side) }

// Package position holds a chess position (standard chess and Chess960),
// parses and formats FEN, generates legal moves over any harness.Impl and
// counts them with perft.
package position

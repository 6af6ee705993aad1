package harness

import (
	"errors"
	"testing"
)

func TestCheckBatchLengths(t *testing.T) {
	for _, tt := range []struct {
		dst, sqs, occs int
		want           string // "" for nil
	}{
		{0, 0, 0, ""},
		{5, 5, 5, ""},
		{9, 5, 5, ""},
		{5, 5, 4, "len(dst) = 5, len(sqs) = 5, len(occs) = 4: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{5, 5, 6, "len(dst) = 5, len(sqs) = 5, len(occs) = 6: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
		{4, 5, 5, "len(dst) = 4, len(sqs) = 5, len(occs) = 5: batch slice lengths differ (want len(occs) == len(sqs) <= len(dst))"},
	} {
		err := CheckBatchLengths(tt.dst, tt.sqs, tt.occs)
		if tt.want == "" && err != nil || tt.want != "" && (err == nil || err.Error() != tt.want || !errors.Is(err, ErrLength)) {
			t.Errorf("CheckBatchLengths(%d, %d, %d) == %v; want %q (wrapping ErrLength when not nil)", tt.dst, tt.sqs, tt.occs, err, tt.want)
		}
	}
}

func TestBatchSquareError(t *testing.T) {
	for _, tt := range []struct {
		k    int
		s    Square
		want string
	}{
		{2, NoSquare, "sqs[2] = 64: not a square"},
		{0, 255, "sqs[0] = 255: not a square"},
	} {
		if err := BatchSquareError(tt.k, tt.s); err.Error() != tt.want || !errors.Is(err, ErrSquare) {
			t.Errorf("BatchSquareError(%d, %d) == %v; want %q wrapping ErrSquare", tt.k, tt.s, err, tt.want)
		}
	}
}

// unavailableImpl is an Impl (the methods do not matter here) with a
// reason for being unavailable.
type unavailableImpl struct {
	Impl
	why string
}

func (u unavailableImpl) Unavailable() string { return u.why }

func TestWhyUnavailable(t *testing.T) {
	for _, tt := range []struct {
		impl Impl
		want string
	}{
		{unavailableImpl{why: "no BMI2"}, "no BMI2"},
		{unavailableImpl{}, ""},
		{struct{ Impl }{}, ""},
	} {
		if got := WhyUnavailable(tt.impl); got != tt.want {
			t.Errorf("WhyUnavailable(%T) == %q; want %q", tt.impl, got, tt.want)
		}
	}
}

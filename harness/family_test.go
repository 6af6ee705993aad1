package harness_test

import (
	"testing"

	"github.com/bitbench/bitbench/harness"
)

func TestFamilyOf(t *testing.T) {
	for _, tt := range []struct {
		impl harness.Impl
		want harness.Family
	}{
		{familied{f: harness.FamilyFill}, harness.FamilyFill},
		{familied{f: harness.FamilyHash}, harness.FamilyHash},
		{unfamilied{}, harness.FamilyOther},
	} {
		if got := harness.FamilyOf(tt.impl); got != tt.want {
			t.Errorf("FamilyOf(%T) == %q; want %q", tt.impl, got, tt.want)
		}
	}
}

type unfamilied struct{ harness.Impl }

type familied struct {
	harness.Impl
	f harness.Family
}

func (f familied) Family() harness.Family { return f.f }

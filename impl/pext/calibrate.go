package pext

import (
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/bitbench/bitbench/harness"
)

// Calibration is the outcome of Calibrate: the measured cost of one rook
// lookup on each path, and whether it bears out the decision Auto takes on
// this CPU.
type Calibration struct {
	Auto       Decision // what Auto decides on this CPU (whatever mode is set now)
	HardwareNs float64  // ns per rook lookup through PEXTQ; 0 when not measured (no BMI2 here)
	SoftwareNs float64  // ns per rook lookup through the software PEXT
	Lookups    int      // lookups timed on each path
	Measured   bool     // both paths were timed: the machine has BMI2
	Tie        bool     // both were timed and neither was more than 10% faster (TieMargin)
	Agrees     bool     // Auto took the faster path, or it was a tie; true when only one path exists
}

// TieMargin is how much faster one path must be than the other for a
// calibration to call it faster: 10%, more than the run-to-run noise of a
// 100ms calibration on a busy machine.
const TieMargin = 1.10

// String describes the calibration in one line, such as "hardware 3.1
// ns/lookup, software 9.4 ns/lookup (software 3.00× slower); confirms bmi2
// (fast on emerald-rapids)"; "contradicts" when Auto took the slower path,
// "a tie (within 10%), consistent with" when neither was faster by
// TieMargin; "software 9.4 ns/lookup; no hardware path (no BMI2)" without
// BMI2.
func (c Calibration) String() string {
	if !c.Measured {
		return fmt.Sprintf("software %.1f ns/lookup; no hardware path (%s)", c.SoftwareNs, c.Auto.Reason)
	}
	verdict := "confirms"
	switch {
	case c.Tie:
		verdict = "a tie (within 10%), consistent with"
	case !c.Agrees:
		verdict = "contradicts"
	}
	return fmt.Sprintf("hardware %.1f ns/lookup, software %.1f ns/lookup (%s); %s %s",
		c.HardwareNs, c.SoftwareNs, ratio(c.HardwareNs, c.SoftwareNs), verdict, c.Auto)
}

// ratio says how the software path compares with the hardware one.
func ratio(hw, sw float64) string {
	if sw >= hw {
		return fmt.Sprintf("software %.2f× slower", sw/hw)
	}
	return fmt.Sprintf("software %.2f× faster", hw/sw)
}

// calibrationN is the number of inputs one calibration round walks.
const calibrationN = 1024

// calibrationSink keeps the timed lookups from being optimised away.
var calibrationSink harness.Bitboard

// Calibrate times single rook lookups through the PEXTQ instruction and
// through the software PEXT, each call made directly as Hard and Soft make
// it, on random squares and occupancies (each bit set with probability 1/4,
// a fixed seed), for about d in all, and compares the outcome with the path
// Auto takes on this CPU. The two paths alternate in rounds of 1024 lookups,
// so that a change in machine load hits both alike; the figure for each is
// its fastest round's mean, the least disturbed. Without BMI2 only the
// software path is timed. A d of zero or less still times one round of each.
//
// Calibrate does not change the mode. It is a check to print next to the
// decision (cmd/cpuinfo does), not a benchmark: use go test -bench for
// figures to publish.
func Calibrate(d time.Duration) Calibration {
	r := rand.New(rand.NewPCG(2026, 9))
	var sqs [calibrationN]harness.Square
	var occs [calibrationN]harness.Bitboard
	for i := range sqs {
		sqs[i] = harness.Square(r.IntN(harness.NumSquares))
		occs[i] = harness.Bitboard(r.Uint64() & r.Uint64())
	}
	auto := AutoDecision()
	c := Calibration{Auto: auto, Measured: haveBMI2}
	round := func(hw bool) float64 {
		var acc harness.Bitboard
		start := time.Now()
		if hw {
			for i := range sqs {
				acc ^= Hard{}.RookAttacks(sqs[i], occs[i])
			}
		} else {
			for i := range sqs {
				acc ^= Soft{}.RookAttacks(sqs[i], occs[i])
			}
		}
		calibrationSink ^= acc
		return float64(time.Since(start).Nanoseconds()) / calibrationN
	}
	deadline := time.Now().Add(d)
	for first := true; first || time.Now().Before(deadline); first = false {
		sw := round(false)
		if first || sw < c.SoftwareNs {
			c.SoftwareNs = sw
		}
		if haveBMI2 {
			hw := round(true)
			if first || hw < c.HardwareNs {
				c.HardwareNs = hw
			}
		}
		c.Lookups += calibrationN
	}
	c.judge()
	return c
}

// judge sets Tie and Agrees from the times and Auto.
func (c *Calibration) judge() {
	if !c.Measured {
		c.Agrees = true
		return
	}
	c.Tie = c.HardwareNs*TieMargin > c.SoftwareNs && c.SoftwareNs*TieMargin > c.HardwareNs
	c.Agrees = c.Tie || c.Auto.Hardware == (c.HardwareNs < c.SoftwareNs)
}

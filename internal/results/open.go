package results

import (
	"os"

	"github.com/bitbench/bitbench/internal/safefile"
)

// MaxFileBytes is the largest results file a reader accepts: a make bench
// run writes about 1.3 MB, so 64 MiB leaves room for fifty times as many
// rows while a sparse 6 GB file or /dev/zero is refused before it is read.
const MaxFileBytes = 64 << 20

// fileArg names a results file in safefile's errors.
const fileArg = "results file"

// openFile opens the results file at path through safefile.Open: a regular
// file of at most MaxFileBytes, refused (naming the path) when it is a FIFO,
// a device, a directory, a link loop or too large.
func openFile(path string) (*os.File, error) { return safefile.Open(fileArg, path, MaxFileBytes) }

// readWhole returns the content of the results file at path, checked as
// openFile checks it.
func readWhole(path string) ([]byte, error) { return safefile.ReadFile(fileArg, path, MaxFileBytes) }

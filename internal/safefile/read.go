package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// ErrNotRegular is wrapped by the errors of [Check], [Open] and [ReadFile]
// for a path that is not a regular file (a FIFO, a device, a directory, a
// socket).
var ErrNotRegular = errors.New("not a regular file")

// ErrTooLarge is wrapped by the errors of [Check], [Open] and [ReadFile] for
// a file larger than the caller's limit.
var ErrTooLarge = errors.New("too large")

// Check reports why path cannot be read as an input file of at most max
// bytes: it does not exist, it is a link loop, it is not a regular file
// (wraps [ErrNotRegular]) or it is larger than max (wraps [ErrTooLarge]).
// what names the argument in the error ("-pgo-profile"); the path is named
// too. It returns nil for a regular file of at most max bytes.
func Check(what, path string, max int64) error {
	fi, err := os.Stat(path)
	if err != nil {
		return fmt.Errorf("%s %s: %w", what, path, describe(err))
	}
	return checkInfo(what, path, fi, max)
}

// checkInfo is Check on the file's information fi.
func checkInfo(what, path string, fi fs.FileInfo, max int64) error {
	if !fi.Mode().IsRegular() {
		return fmt.Errorf("%s %s: %w (%s)", what, path, ErrNotRegular, kind(fi.Mode()))
	}
	if fi.Size() > max {
		return fmt.Errorf("%s %s: %w: %d bytes, at most %d accepted", what, path, ErrTooLarge, fi.Size(), max)
	}
	return nil
}

// describe makes a stat error readable: a link loop says so.
func describe(err error) error {
	if errors.Is(err, syscall.ELOOP) {
		return fmt.Errorf("a symbolic link loop: %w", err)
	}
	return err
}

// kind names what a non-regular file is.
func kind(m fs.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&fs.ModeNamedPipe != 0:
		return "a FIFO"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	default:
		return "mode " + m.String()
	}
}

// Open opens path for reading after [Check]: a regular file of at most max
// bytes. It opens non-blocking (so that a FIFO put in the file's place after
// the check cannot block) and checks the open file again. The file is
// returned in blocking mode. what names the argument in errors.
func Open(what, path string, max int64) (*os.File, error) {
	if err := Check(what, path, max); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", what, path, describe(err))
	}
	fi, err := f.Stat()
	if err == nil {
		err = checkInfo(what, path, fi, max)
	}
	if err == nil {
		err = syscall.SetNonblock(int(f.Fd()), false)
	}
	if err != nil {
		f.Close()
		return nil, err
	}
	return f, nil
}

// ReadFile returns the contents of path, a regular file of at most max
// bytes ([Open]). A file that grows past max while it is read is refused
// too (wraps [ErrTooLarge]).
func ReadFile(what, path string, max int64) ([]byte, error) {
	f, err := Open(what, path, max)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", what, path, err)
	}
	if int64(len(data)) > max {
		return nil, fmt.Errorf("%s %s: %w: more than %d bytes", what, path, ErrTooLarge, max)
	}
	return data, nil
}

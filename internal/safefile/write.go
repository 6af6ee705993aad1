package safefile

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// WriteFile writes data to path through [Write]: the old file, if any, is
// replaced only once every byte is on disk.
func WriteFile(path string, data []byte, perm os.FileMode) error {
	return Write(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// Write calls produce with a writer to a temporary file in path's folder,
// then syncs it, sets perm and renames it to path. When produce, a write, the
// sync or the rename fails, the temporary file is removed and path is left
// as it was (absent, or the old file); the error names path. The folder must
// exist.
func Write(path string, perm os.FileMode, produce func(io.Writer) error) (err error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-"+filepath.Base(path)+"-*")
	if err != nil {
		return fmt.Errorf("writing %s: %w", path, err)
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
			err = fmt.Errorf("writing %s (the old file, if any, is left as it was): %w", path, err)
		}
	}()
	bw := bufio.NewWriterSize(tmp, 64<<10)
	if err := produce(bw); err != nil {
		return err
	}
	if err := errors.Join(bw.Flush(), tmp.Chmod(perm), tmp.Sync()); err != nil {
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

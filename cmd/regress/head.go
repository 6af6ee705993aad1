package main

import (
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/bitbench/bitbench/internal/stamp"
)

// headLine prints the first line of the report, which names the head and
// its uncommitted files: "head: working tree at 0123456789ab, 3 uncommitted
// files (a.go, b.go, c.go)". The files are internal/stamp's (the rule that
// makes a results file's commit -dirty: untracked files that are not
// ignored count). With -require-clean uncommitted files are an error.
func headLine(ctx context.Context, cfg *config, root string, stdout io.Writer) error {
	st, err := stamp.Read(ctx, root)
	if err != nil {
		return fmt.Errorf("the working tree has no commit: %w", err)
	}
	rev, files := st.Full[:12], st.Changed
	if len(files) == 0 {
		fmt.Fprintf(stdout, "head: working tree at %s, clean\n", rev)
		return nil
	}
	shown := files[:min(len(files), 5)]
	list := strings.Join(shown, ", ")
	if len(files) > len(shown) {
		list += ", …"
	}
	desc := fmt.Sprintf("%d uncommitted file%s (%s)", len(files), plural(len(files)), list)
	fmt.Fprintf(stdout, "head: working tree at %s, %s\n", rev, desc)
	if cfg.clean {
		return fmt.Errorf("-require-clean: the working tree has %s; commit or stash them so the head measured is a commit", desc)
	}
	return nil
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

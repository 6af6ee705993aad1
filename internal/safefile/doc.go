// Package safefile is the one place where bitbench's commands open the files
// a user names and write the files they produce.
//
// The model. Every file argument of every command (a PGO profile, a results
// file, a perft suite, a gate baseline) is read through [Open] or [ReadFile],
// which refuse, before any work starts and naming the path, anything that is
// not a regular file of bounded size: a FIFO (opening one would block until
// a writer came), a device such as /dev/zero (endless), a directory, a
// symbolic link loop, or a file larger than the caller's limit (a sparse
// 6 GB file would otherwise be read into memory). The check is made on the
// path (stat, following links) and again on the open file (fstat), and the
// file is opened non-blocking, so a FIFO swapped in between the two never
// hangs the command.
//
// Every output (results files, READMEs, charts, saved gate files) is written
// through [WriteFile] or [Write]: the bytes go to a temporary file in the
// destination's folder, are synced, and the temporary file is renamed over
// the destination only when every write succeeded. A failed write (a full
// disk, an error of the producer) leaves the old file as it was and removes
// the temporary file.
package safefile

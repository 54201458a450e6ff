/* Crash-safe output files (outfile.c): write to a temporary file, then
 * rename. Every report, results.jsonl aside, is written this way. */
#ifndef ACLCTS_OUTFILE_H_
#define ACLCTS_OUTFILE_H_

#include <stddef.h>
#include <stdio.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct aclcts_out {
    FILE *f;
    char *tmp;        /* the temporary file, beside the destination */
    const char *path; /* the destination */
    int pending;      /* its entry among the files being written (outfile.c), -1 none */
} aclcts_out;

/* A file that could not be written: the process's first such error is
 * printed ("aclcts: cannot write PATH: No space left on device"), later ones
 * only counted. Sets errno to err. */
void aclcts_out_error(const char *path, int err);
/* How many files could not be written, or were left incomplete. */
size_t aclcts_out_error_count(void);
/* Removes the temporary files being written (the reports are written by
 * several threads at once: aclcts_write_reports), for an interrupt that stops
 * at once; async-signal-safe. */
void aclcts_out_remove_pending(void);

/* Opens a temporary file in path's directory. 0, or -1 (aclcts_out_error). */
int aclcts_out_open(aclcts_out *o, const char *path);

/* Flushes, syncs and closes the temporary file and renames it over the
 * destination. Any earlier write error (a full disk) makes it return -1 with a
 * message and remove the temporary file: the destination is either the old
 * file or the complete new one, never a truncated report. */
int aclcts_out_commit(aclcts_out *o);

/* Discards the temporary file (after an error of the caller's). Returns -1. */
int aclcts_out_abort(aclcts_out *o, const char *why);

/* Writes root as indented JSON and a newline, crash-safe as above, and
 * deletes root; a NULL root (it could not be built) is out of memory. 0, or
 * -1 with a message on stderr. */
struct cJSON;
int aclcts_out_write_json(const char *path, struct cJSON *root);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_OUTFILE_H_ */

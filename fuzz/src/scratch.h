/* The scratch directory a fuzz target writes its config files into: one per
 * process, in /dev/shm when it exists (no disk I/O per input), else $TMPDIR
 * or /tmp. Removed at exit. */
#ifndef ACLFUZZ_SCRATCH_H_
#define ACLFUZZ_SCRATCH_H_

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "program.h"

#define SCRATCH_SLOTS (SLOT_FIRST_CONFIG + PROG_MAX_CONFIGS)

typedef struct scratch {
    char dir[256];
    char paths[SCRATCH_SLOTS][320];
} scratch;

/* Creates the directory (and its "d" subdirectory for SLOT_DIRECTORY). */
bool scratch_open(scratch *s, const char *tag);
/* The paths of an existing scratch directory (another process's). */
void scratch_attach(scratch *s, const char *dir);
/* Writes each CONFIG of p to its slot's file. */
bool scratch_write_configs(const scratch *s, const prog *p);
/* Writes bytes to the file of config slot k. */
bool scratch_write(const scratch *s, size_t k, const void *bytes, size_t len);
/* The aclInit argument for a slot: NULL, "", or a path. */
const char *scratch_path(const scratch *s, uint8_t slot);

#endif /* ACLFUZZ_SCRATCH_H_ */

/* The state the per-test limits' files share (no other file includes this
 * one): test_limits.c sets it from the options, chooses how each limit is
 * held and follows the slots and their processes; test_limits_verdict.c
 * judges each test by it, counts the hits and peaks in it and ends the run. */
#ifndef ACLCTS_TEST_LIMITS_STATE_H_
#define ACLCTS_TEST_LIMITS_STATE_H_

#include <stddef.h>
#include <sys/types.h>

#define MIB (1024ull * 1024ull)
#define REAPED_KEPT 4096u /* tests' children's peaks kept for their judge: one per slot suffices */

typedef enum { VIA_AUTO, VIA_CGROUP, VIA_RLIMIT } via_kind;

typedef struct slot_dir {
    char *dir; /* the slot's working directory as last registered */
    int tmpfs; /* it is a tmpfs of the scratch size */
} slot_dir;

typedef struct limits_state {
    unsigned memory_mib, processes, scratch_mib; /* the options; 0: none */
    via_kind via;
    int ready;
    pid_t runner;
    int valgrind;
    int cgroup;                      /* the cgroup version that holds memory and processes; 0: none */
    int tmpfs;                       /* the slots' working directories are tmpfs mounts */
    unsigned long long memory_bytes; /* what a slot is held to (memcheck's share added under --valgrind) */
    unsigned long long data_bytes;   /* RLIMIT_DATA of a test's processes; 0: not set */
    unsigned long long nproc;        /* RLIMIT_NPROC of a test's processes; 0: not set */
    char *how[3];                    /* memory, processes, scratch: how each is held (malloc) */
    slot_dir *slots;
    unsigned nslots;
    volatile int pending; /* the slot of the next process the runner creates; -1: none */
    struct {
        pid_t pid;
        long kib;
    } reaped[REAPED_KEPT];
    unsigned reaped_next;
    unsigned long long peak_memory, peak_tasks, peak_scratch;
    size_t hits[3]; /* tests that reached each limit */
    char *outcome, *note, *json;
} limits_state;

enum { LIMIT_MEMORY, LIMIT_PROCESSES, LIMIT_SCRATCH };

/* The run's limits (test_limits.c), L in the files that share them. */
extern limits_state aclcts_limits;
#define L aclcts_limits

/* How each limit is held, one clause each, "; " between them (test_limits.c; static). */
const char *aclcts_limits_how_held(void);

#endif /* ACLCTS_TEST_LIMITS_STATE_H_ */

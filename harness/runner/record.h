/* Records (record.c): results.jsonl as each test ends, the reports at the
 * end, the summary line. */
#ifndef ACLCTS_RECORD_H_
#define ACLCTS_RECORD_H_

#include <stddef.h>
#include <sys/types.h>

#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

/* results.jsonl, one line per finished test (record.c). */
typedef struct aclcts_jsonl {
    int fd;
    char *path;
    off_t whole; /* the length of its complete lines */
    int lost;    /* a line did not fit: the log stops there */
} aclcts_jsonl;
/* Creates (truncates) the log: 0, or -1 (aclcts_out_error). */
int aclcts_jsonl_open(aclcts_jsonl *l, const char *path);
/* Appends r as one line; the first line that does not fit is reported and
 * the log ends at the line before it. */
void aclcts_jsonl_append(aclcts_jsonl *l, const aclcts_result *r);
/* 0 when every line was written, else -1. */
int aclcts_jsonl_close(aclcts_jsonl *l);
char *aclcts_reproduce(const char *lib, const char *profile, const char *name, const char *out);
/* The one-line summary on stderr ("aclcts: N tests: ... — conformant"), naming the
 * missing functions of the profile (with the tests each skipped, when known); returns
 * the run's exit status. `words` (NULL: "conformant" or "NOT conformant") is
 * the verdict as the reports say it (aclcts_verdict_words), or, for a run that
 * did not end whole, "no verdict (interrupted by SIGINT after 12 of 400 tests)". */
int aclcts_print_verdict(const size_t counts[ACLCTS_STATUS_COUNT], size_t total, const char *const *missing,
                         size_t nmissing, const size_t *missing_skips, const char *words);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_RECORD_H_ */

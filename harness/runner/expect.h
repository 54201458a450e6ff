/* Expectations (expect.c, --expect FILE): known failures become xfail. */
#ifndef ACLCTS_EXPECT_H_
#define ACLCTS_EXPECT_H_

#include <stddef.h>

#include "aclcts/case.h"
#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct aclcts_expect aclcts_expect;
/* Loads FILE for the target (matched by sha256, path glob or the name the run
 * gives it); NULL plus a message on error. An empty set is returned when no
 * target entry matches. */
aclcts_expect *aclcts_expect_load(const char *file, const char *libpath, const char *sha256, const char *name);
/* Says (stderr, and aclcts_expect_notes for summary.md) when no target of the
 * file matches the library, and which entries match no selected test; -1
 * when strict (--strict-expect) and something was said. */
int aclcts_expect_check_scope(aclcts_expect *e, const char *libpath, const char *sha256, const char *name,
                              const aclcts_case *const *sel, size_t nsel, int strict);
/* Those lines, newline-separated, or NULL when every entry applies. */
const char *aclcts_expect_notes(const aclcts_expect *e);
/* "SUITE.Name" of every registered test, any profile (aclcts_free_words). */
char **aclcts_suite_names(size_t *n);
/* Applies the expectation for result r (status and message updated). */
void aclcts_expect_apply(aclcts_expect *e, aclcts_result *r);
/* Prints expired entries on stderr; returns how many. */
size_t aclcts_expect_report_expired(const aclcts_expect *e);
void aclcts_expect_free(aclcts_expect *e);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_EXPECT_H_ */

/* Which results cite each rule (rule_index.c): built once for a report, so
 * that a rule's tests are found without a scan of every result. */
#ifndef ACLCTS_RULE_INDEX_H_
#define ACLCTS_RULE_INDEX_H_

#include <stddef.h>

#include "results.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The results that cite a rule, in run order: the next one's index from
 * *cursor on (start at 0), or ACLCTS_NO_TEST after the last. With run->index
 * a rule's own tests, else a scan of every result. */
#define ACLCTS_NO_TEST ((size_t)-1)
size_t aclcts_rule_next_test(const aclcts_run *run, const aclcts_rule *rule, size_t *cursor);
/* Builds run->index (0), or leaves it NULL (-1, out of memory); free with aclcts_rule_index_free. */
int aclcts_rule_index_build(aclcts_run *run);
void aclcts_rule_index_free(aclcts_run *run);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_RULE_INDEX_H_ */

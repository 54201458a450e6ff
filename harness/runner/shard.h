/* Sharding (shard.c): GoogleTest's split of the selection, and the suite id
 * every shard of one run carries. */
#ifndef ACLCTS_SHARD_H_
#define ACLCTS_SHARD_H_

#include <stddef.h>

#include "aclcts/case.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Parses "I/N" (0 <= I < N); -1 after printing why, naming `what`. */
int aclcts_shard_parse(const char *what, const char *v, unsigned *index, unsigned *total);
/* Takes the shard from GTEST_SHARD_INDEX / GTEST_TOTAL_SHARDS when *total is 0
 * and clears both variables; -1 after printing why when they are malformed. */
int aclcts_shard_from_env(unsigned *index, unsigned *total);
/* sha256 of the names "SUITE.Name\n" of the selection, in its order. */
void aclcts_suite_id(const aclcts_case *const *sel, size_t n, char hex[65]);
/* Keeps the tests of shard index/total (total 0: all); *sel then points at a
 * new array. Returns the count kept. */
size_t aclcts_shard_apply(unsigned index, unsigned total, const aclcts_case *const **sel, size_t n);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SHARD_H_ */

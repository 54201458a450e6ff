/* The selection (main.cpp): GoogleTest decides which cases run. */
#ifndef ACLCTS_SELECT_H_
#define ACLCTS_SELECT_H_

#include <stddef.h>

#include "aclcts/case.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Selects the registered cases whose flags include profile_bit (0: any) and
 * whose "SUITE.Name" matches the GoogleTest filter (NULL: GTEST_FILTER or all);
 * honours GTEST_TOTAL_SHARDS / GTEST_SHARD_INDEX. Returns the count; *out
 * stays valid until exit. */
size_t aclcts_select(const char *filter, unsigned profile_bit, const aclcts_case *const **out);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SELECT_H_ */

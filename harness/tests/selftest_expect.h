/* The check of the harness's own C self-tests: a failed EXPECT prints its
 * file:line and condition and counts in `failures`, which main returns. */
#ifndef ACLCTS_HARNESS_TESTS_SELFTEST_EXPECT_H_
#define ACLCTS_HARNESS_TESTS_SELFTEST_EXPECT_H_

#include <stdio.h>

static int failures;

#define EXPECT(cond)                                                            \
    do {                                                                        \
        if (!(cond)) {                                                          \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond); \
            failures++;                                                         \
        }                                                                       \
    } while (0)

#endif /* ACLCTS_HARNESS_TESTS_SELFTEST_EXPECT_H_ */

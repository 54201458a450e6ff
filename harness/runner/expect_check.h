/* Strict validation of an expectations file (--expect): every key, type,
 * status, date and test pattern, before anything is applied. Depends on
 * cJSON and libc only, so fuzz/fuzz_expect.c exercises it alone. */
#ifndef ACLCTS_EXPECT_CHECK_H_
#define ACLCTS_EXPECT_CHECK_H_

#include <stddef.h>

#include <cjson/cJSON.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Room for one problem: file, entry path, test, field and what is wrong. */
#define ACLCTS_EXPECT_ERR_MAX 1024

/* Parses text (len bytes, not necessarily NUL-terminated) and validates it;
 * tests[0..ntests) are the names ("SUITE.Name") a "test" pattern must match
 * at least one of. Returns the document (cJSON_Delete it), or NULL with
 * err = "FILE: targets[I].expect[J] (test \"T\"): \"FIELD\" ...". */
cJSON *aclcts_expect_parse(const char *text, size_t len, const char *file, const char *const *tests, size_t ntests,
                           char err[ACLCTS_EXPECT_ERR_MAX]);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_EXPECT_CHECK_H_ */

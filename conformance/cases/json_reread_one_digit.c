/* JSON018: the default device rewritten from "1" to "0" while aclInit runs
 * (the same size, one byte one less): the defaultDevice key group reads the
 * file again and sets device 0 (acl.cpp: each key group reads the config by
 * its path; json_parser.cpp GetConfigStrFromFile). Whatever compares a
 * re-read with the last one must find that byte. */
#include <string.h>

#include "helpers/reread.h"
#include "helpers/traces.h"

#define DEVICE_ONE "{\"defaultDevice\":{\"default_device\":\"1\"}}"
#define DEVICE_ZERO "{\"defaultDevice\":{\"default_device\":\"0\"}}"

ACLCTS_TEST(JSON018, OneDigitRewrittenIsReadAgain, "JSON018 DEV004", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    cb_stages s = {0};
    size_t m;
    reread_edit e = {.kind = REREAD_REWRITE, .original = DEVICE_ONE, .text = DEVICE_ZERO};
    reread_init_with_edit(t, "JSON018", &s, &s.opexe, &e, ACL_SUCCESS, &m);
    const char *lines = trace_recorded_lines(t, m, 64);
    CHECK_TRUE(t, strstr(lines, TR_DEV0) != NULL, "no %.*s after the rewrite; the trace:\n%s", (int)strlen(TR_DEV0) - 1,
               TR_DEV0, lines);
    CHECK_TRUE(t, strstr(lines, "rtSetDefaultDeviceId(1)") == NULL,
               "the device of the bytes before the rewrite was set");
}

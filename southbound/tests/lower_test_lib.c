/* A stand-in lower layer for the spy's --lower checks (test_spy.c
 * LowerForwarding): it exports two southbound functions with answers no
 * model gives, and one query function of its own. Its SoC, not the default
 * one, also serves harness.lower_soc (harness/tests/harness_test.py). */
#include <stdint.h>
#include <string.h>

#include "lower/lower_layers.h"

int lower_test_sets(void);

#define LOWER_TEST_RUN_MODE 2 /* RT_RUN_MODE_AICPU_SCHED: the model answers 1 (ONLINE) */
#define LOWER_TEST_SOC "Ascend310P3"

static int g_sets;

__attribute__((visibility("default"))) rtError_t rtGetRunMode(rtRunMode *mode)
{
    *mode = (rtRunMode)LOWER_TEST_RUN_MODE;
    return 0;
}

__attribute__((visibility("default"))) rtError_t rtSetDevice(int32_t dev)
{
    ++g_sets;
    return dev == 7 ? 107001 : 0;
}

__attribute__((visibility("default"))) int lower_test_sets(void) { return g_sets; }

__attribute__((visibility("default"))) rtError_t rtGetSocVersion(char *ver, const uint32_t len)
{
    if (len <= strlen(LOWER_TEST_SOC)) return 107000;
    strcpy(ver, LOWER_TEST_SOC);
    return 0;
}

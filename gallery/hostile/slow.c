/* aclInit succeeds, slowly: each call sleeps first. A run against it lasts
 * long enough for the runner's own tests to interrupt it halfway (a signal
 * two seconds in) or to start a second run beside it, with tests finishing
 * all along. */
#include <time.h>

#include "acl/acl_rt.h"

/* Long enough that a run of a few dozen tests at --jobs 2 lasts seconds,
 * well under the default per-test deadline (10 s). */
#define SLOW_INIT_MS 150

aclError aclInit(const char *configPath)
{
    (void)configPath;
    struct timespec ts = {0, SLOW_INIT_MS * 1000000L};
    while (nanosleep(&ts, &ts) != 0) {
        /* a caught signal: sleep the rest */
    }
    return 0;
}

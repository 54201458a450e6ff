/* aclInit writes 8 MiB to stdout, then 8 MiB to stderr, then succeeds: a
 * runner that does not drain both streams while it waits deadlocks or loses
 * the result; it must also bound what it keeps of the output. */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "acl/acl_rt.h"

#define FLOOD_BYTES (8u << 20) /* 8 MiB per stream: far above any pipe buffer */

static void flood(int fd)
{
    char line[4096];
    memset(line, 'x', sizeof line);
    line[sizeof line - 1] = '\n';
    size_t left = FLOOD_BYTES;
    while (left > 0) {
        size_t n = left < sizeof line ? left : sizeof line;
        ssize_t w = write(fd, line, n);
        if (w < 0 && errno == EINTR) {
            continue;
        }
        if (w <= 0) {
            return; /* stream closed: nothing more to flood */
        }
        left -= (size_t)w;
    }
}

aclError aclInit(const char *configPath)
{
    (void)configPath;
    flood(STDOUT_FILENO);
    flood(STDERR_FILENO);
    return 0;
}

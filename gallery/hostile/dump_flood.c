/* aclInit writes a 3 GiB dump into its working directory, 64 MiB per file, and
 * stops quietly at the first write that fails (a port that dumps on every init
 * and never looks at the size): the runner must hold the test to its scratch
 * limit, name it, and leave the run's other tests alone. */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "acl/acl_rt.h"

#define DUMP_CHUNK (1024u * 1024u)
#define DUMP_CHUNKS_PER_FILE 64u /* 64 MiB files: each under any sensible per-file limit */
#define DUMP_FILES 48u           /* 3 GiB in all */

static char g_chunk[DUMP_CHUNK];

/* One file of the dump; 0, or -1 at the first failure. */
static int dump_file(unsigned n)
{
    char name[32];
    snprintf(name, sizeof name, "hostile_dump.%u", n);
    int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return -1;
    int rc = 0;
    for (unsigned i = 0; i < DUMP_CHUNKS_PER_FILE && rc == 0; i++)
        rc = write(fd, g_chunk, DUMP_CHUNK) == (ssize_t)DUMP_CHUNK ? 0 : -1;
    close(fd);
    return rc;
}

aclError aclInit(const char *configPath)
{
    (void)configPath;
    memset(g_chunk, 'd', sizeof g_chunk);
    for (unsigned n = 0; n < DUMP_FILES && dump_file(n) == 0; n++) {}
    return ACL_SUCCESS; /* the dump is best effort: init goes on */
}

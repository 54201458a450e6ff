/* Per-process scratch directory for config files (see scratch.h). */
#define _POSIX_C_SOURCE 200809L
#include "scratch.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static scratch *g_cleanup;

static void remove_dir(const scratch *s)
{
    for (size_t k = 0; k < SCRATCH_SLOTS; k++) {
        if (k != SLOT_DIRECTORY && s->paths[k][0]) unlink(s->paths[k]);
    }
    rmdir(s->paths[SLOT_DIRECTORY]);
    rmdir(s->dir);
}

static void remove_scratch(void)
{
    if (g_cleanup != NULL) remove_dir(g_cleanup);
}

/* Directories of processes that are gone (a crash or libFuzzer's _Exit
 * skips atexit): removed by the next process with the same tag. */
static void remove_stale(const char *base, const char *tag)
{
    char prefix[64];
    int n = snprintf(prefix, sizeof(prefix), "aclcts-%s-", tag);
    DIR *d = opendir(base);
    if (d == NULL || n <= 0) return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strncmp(e->d_name, prefix, (size_t)n) != 0) continue;
        long pid = strtol(e->d_name + n, NULL, 10);
        if (pid <= 0 || kill((pid_t)pid, 0) == 0 || errno != ESRCH) continue;
        char dir[600];
        static scratch stale;
        int len = snprintf(dir, sizeof(dir), "%s/%s", base, e->d_name);
        if (len <= 0 || (size_t)len >= sizeof(stale.dir)) continue;
        scratch_attach(&stale, dir);
        remove_dir(&stale);
    }
    closedir(d);
}

static const char *base_dir(void)
{
    struct stat st;
    if (stat("/dev/shm", &st) == 0 && S_ISDIR(st.st_mode) && access("/dev/shm", W_OK) == 0) return "/dev/shm";
    const char *tmp = getenv("TMPDIR");
    return tmp && tmp[0] ? tmp : "/tmp";
}

void scratch_attach(scratch *s, const char *dir)
{
    snprintf(s->dir, sizeof(s->dir), "%s", dir);
    s->paths[SLOT_NULL][0] = '\0';
    s->paths[SLOT_EMPTY_PATH][0] = '\0';
    snprintf(s->paths[SLOT_MISSING], sizeof(s->paths[0]), "%s/missing.json", s->dir);
    snprintf(s->paths[SLOT_DIRECTORY], sizeof(s->paths[0]), "%s/d", s->dir);
    for (size_t k = 0; k < PROG_MAX_CONFIGS; k++) {
        snprintf(s->paths[SLOT_FIRST_CONFIG + k], sizeof(s->paths[0]), "%s/c%zu.json", s->dir, k);
    }
}

bool scratch_open(scratch *s, const char *tag)
{
    char dir[256];
    remove_stale(base_dir(), tag);
    snprintf(dir, sizeof(dir), "%s/aclcts-%s-%ld", base_dir(), tag, (long)getpid());
    if (mkdir(dir, 0700) != 0 && access(dir, W_OK) != 0) return false;
    scratch_attach(s, dir);
    (void)mkdir(s->paths[SLOT_DIRECTORY], 0700);
    if (g_cleanup == NULL) {
        g_cleanup = s;
        atexit(remove_scratch);
    }
    return true;
}

bool scratch_write(const scratch *s, size_t k, const void *bytes, size_t len)
{
    int fd = open(s->paths[SLOT_FIRST_CONFIG + k], O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd < 0) return false;
    const char *p = bytes;
    while (len > 0) {
        ssize_t n = write(fd, p, len);
        if (n <= 0) {
            close(fd);
            return false;
        }
        p += n;
        len -= (size_t)n;
    }
    return close(fd) == 0;
}

bool scratch_write_configs(const scratch *s, const prog *p)
{
    size_t k = 0;
    for (size_t i = 0; i < p->count; i++) {
        if (p->ops[i].code != OP_CONFIG) continue;
        if (!scratch_write(s, k++, p->ops[i].bytes, p->ops[i].len)) return false;
    }
    return true;
}

const char *scratch_path(const scratch *s, uint8_t slot)
{
    if (slot == SLOT_NULL) return NULL;
    if (slot == SLOT_EMPTY_PATH) return "";
    return s->paths[slot < SCRATCH_SLOTS ? slot : SLOT_NULL];
}

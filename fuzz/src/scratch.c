/* Per-process scratch directory for config files (see scratch.h). */
#define _POSIX_C_SOURCE 200809L
#include "scratch.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

static scratch *g_cleanup;

static void remove_scratch(void)
{
    if (g_cleanup == NULL) return;
    for (size_t k = 0; k < SCRATCH_SLOTS; k++) {
        if (k != SLOT_DIRECTORY && g_cleanup->paths[k][0]) unlink(g_cleanup->paths[k]);
    }
    rmdir(g_cleanup->paths[SLOT_DIRECTORY]);
    rmdir(g_cleanup->dir);
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

/* Names the functions of a crashed child's stack (crash.c sends its frames as
 * "#N /path/of/object+0xOFFSET"): binutils' addr2line, once per object, turns
 * each into "#N function (file:line) object+0xOFFSET". Without addr2line, or
 * when it says nothing in time, the frames stay as they came. Run in the
 * parent, which is whole; the child only had a signal handler. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "symbolise.h"
#include "text.h"

#define FRAMES_MAX 32
#define ADDR2LINE_MS 3000 /* for all of one object's frames */

extern char **environ;

typedef struct frame {
    const char *line; /* in the text */
    size_t len;
    char object[512];
    unsigned long offset;
    char *named; /* "function (file:line)", NULL when unknown */
} frame;

/* addr2line's output for one object, whole, or NULL. */
static char *addr2line(const char *object, const frame *f, size_t n)
{
    char *argv[FRAMES_MAX + 6], offs[FRAMES_MAX][24];
    size_t a = 0;
    argv[a++] = "addr2line";
    argv[a++] = "-f";
    argv[a++] = "-C";
    argv[a++] = "-e";
    argv[a++] = (char *)object;
    for (size_t i = 0; i < n && i < FRAMES_MAX; i++) {
        snprintf(offs[i], sizeof offs[i], "0x%lx", f[i].offset);
        argv[a++] = offs[i];
    }
    argv[a] = NULL;
    int fds[2];
    if (pipe2(fds, O_CLOEXEC) != 0) return NULL;
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_adddup2(&fa, fds[1], 1);
    posix_spawn_file_actions_addopen(&fa, 2, "/dev/null", O_WRONLY, 0);
    pid_t pid;
    int rc = posix_spawnp(&pid, "addr2line", &fa, NULL, argv, environ);
    posix_spawn_file_actions_destroy(&fa);
    close(fds[1]);
    if (rc != 0) {
        close(fds[0]);
        return NULL;
    }
    size_t cap = 4096, len = 0;
    char *out = malloc(cap);
    struct pollfd p = {fds[0], POLLIN, 0};
    while (out != NULL && poll(&p, 1, ADDR2LINE_MS) > 0) {
        if (len + 1024 > cap && (out = realloc(out, cap *= 2)) == NULL) break;
        ssize_t r = read(fds[0], out + len, cap - len - 1);
        if (r <= 0) break;
        len += (size_t)r;
    }
    close(fds[0]);
    kill(pid, SIGKILL); /* done, or too slow: either way it is not waited for longer */
    waitpid(pid, NULL, 0);
    if (out != NULL) out[len] = '\0';
    return out;
}

/* Fills f[i].named for the frames of one object from addr2line's two lines each. */
static void name_frames(frame *f, size_t n)
{
    char *out = addr2line(f[0].object, f, n);
    char *save = NULL, *line = out ? strtok_r(out, "\n", &save) : NULL;
    for (size_t i = 0; i < n && line != NULL; i++) {
        char *where = strtok_r(NULL, "\n", &save);
        if (where == NULL) break;
        if (strcmp(line, "??") != 0) {
            const char *slash = strrchr(where, '/');
            int known = strncmp(where, "??", 2) != 0;
            f[i].named = known ? aclcts_printf("%s (%s)", line, slash ? slash + 1 : where) : aclcts_strdup(line);
        }
        line = strtok_r(NULL, "\n", &save);
    }
    free(out);
}

static int parse(const char *line, size_t len, frame *f)
{
    int at = 0;
    if (len < 4 || line[0] != '#' || sscanf(line, "#%*u %n", &at) < 0 || at == 0) return 0;
    const char *plus = memrchr(line, '+', len);
    if (plus == NULL || line[at] != '/' || (size_t)(plus - line - at) >= sizeof f->object) return 0;
    memcpy(f->object, line + at, (size_t)(plus - line - at));
    f->object[plus - line - at] = '\0';
    char *end;
    f->offset = strtoul(plus + 1, &end, 16);
    return end == line + len;
}

char *aclcts_symbolise(const char *text)
{
    frame f[FRAMES_MAX];
    size_t n = 0;
    for (const char *p = text; *p && n < FRAMES_MAX;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        memset(&f[n], 0, sizeof f[n]);
        f[n].line = p;
        f[n].len = len;
        if (parse(p, len, &f[n])) n++;
        p += len + (nl != NULL);
    }
    /* One addr2line per object, its frames in one call. */
    for (size_t i = 0; i < n; i++) {
        if (f[i].named != NULL || f[i].object[0] == '\0') continue;
        frame group[FRAMES_MAX];
        size_t idx[FRAMES_MAX], g = 0;
        for (size_t j = i; j < n; j++)
            if (strcmp(f[j].object, f[i].object) == 0) {
                group[g] = f[j];
                idx[g++] = j;
            }
        name_frames(group, g);
        for (size_t k = 0; k < g; k++) {
            f[idx[k]].named = group[k].named;
            f[idx[k]].object[0] = '\0'; /* done */
        }
    }
    char *out = aclcts_strdup("");
    size_t k = 0;
    for (const char *p = text; *p;) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char *next;
        if (k < n && f[k].line == p) {
            const char *plus = memrchr(p, '+', len), *slash = memrchr(p, '/', (size_t)(plus - p));
            int num_len = (int)strcspn(p, " ");
            next = aclcts_printf("%s%.*s %s%s%.*s%s", out, num_len, p, f[k].named ? f[k].named : "",
                                 f[k].named ? " in " : "", (int)(len - (size_t)(slash + 1 - p)), slash + 1,
                                 nl ? "\n" : "");
            free(f[k].named);
            k++;
        } else {
            next = aclcts_printf("%s%.*s%s", out, (int)len, p, nl ? "\n" : "");
        }
        free(out);
        out = next;
        p += len + (nl != NULL);
    }
    return out;
}

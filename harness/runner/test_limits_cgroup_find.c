/* Where the runner's cgroups are: its own cgroup in a hierarchy (from
 * /proc/self/cgroup and /proc/self/mountinfo, a mount of part of a hierarchy
 * included), the pid namespace a run's cgroups carry in their names, and the
 * cgroups a killed run left, removed (test_limits_cgroup.c makes and holds
 * the run's cgroups under the runner's own). */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "test_limits_cgroup_find.h"

int aclcts_cg_join(char *out, const char *dir, const char *sep, const char *name)
{
    size_t d = strlen(dir), s = strlen(sep), n = strlen(name);
    if (d + s + n + 1 > PATH_MAX) return (errno = ENAMETOOLONG), -1;
    memmove(out, dir, d);
    memcpy(out + d, sep, s);
    memcpy(out + d + s, name, n + 1);
    return 0;
}

int aclcts_cg_has_word(const char *list, const char *word, const char *seps)
{
    size_t n = strlen(word);
    for (const char *p = list; (p = strstr(p, word)) != NULL; p += n)
        if ((p == list || strchr(seps, p[-1])) && (p[n] == '\0' || strchr(seps, p[n]))) return 1;
    return 0;
}

/* The runner's cgroup in the hierarchy of `controller` (NULL: the v2 one),
 * from /proc/self/cgroup ("4:memory:/a/b", "0::/a/b"). */
static int own_path(const char *controller, char *path, size_t cap)
{
    FILE *f = fopen("/proc/self/cgroup", "re");
    if (f == NULL) return -1;
    char line[PATH_MAX + 128];
    int found = -1;
    while (found != 0 && fgets(line, sizeof line, f) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        char *c1 = strchr(line, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
        if (c2 == NULL) continue;
        *c1 = *c2 = '\0';
        const char *list = c1 + 1, *p = c2 + 1;
        int v2_line = strcmp(line, "0") == 0 && *list == '\0';
        if ((controller == NULL && v2_line) || (controller != NULL && aclcts_cg_has_word(list, controller, ","))) {
            snprintf(path, cap, "%s", p);
            found = 0;
        }
    }
    fclose(f);
    return found;
}

/* The mount of a cgroup hierarchy (fstype "cgroup2", or "cgroup" carrying
 * `controller`) and its root, from /proc/self/mountinfo. */
static int mount_of(const char *fstype, const char *controller, char *mnt, char *root)
{
    FILE *f = fopen("/proc/self/mountinfo", "re");
    if (f == NULL) return -1;
    char line[3 * PATH_MAX], fs[64], super[1024];
    int found = -1;
    while (found != 0 && fgets(line, sizeof line, f) != NULL) {
        char *dash = strstr(line, " - ");
        if (dash == NULL || sscanf(line, "%*s %*s %*s %4095s %4095s", root, mnt) != 2 ||
            sscanf(dash + 3, "%63s %*s %1023s", fs, super) != 2)
            continue;
        if (strcmp(fs, fstype) == 0 && (controller == NULL || aclcts_cg_has_word(super, controller, ","))) found = 0;
    }
    fclose(f);
    return found;
}

int aclcts_cg_own_dir(const char *fstype, const char *controller, char *dir, char *why, size_t cap)
{
    char path[PATH_MAX], mnt[PATH_MAX], root[PATH_MAX];
    const char *what = controller ? controller : "cgroup2";
    if (mount_of(fstype, controller, mnt, root) != 0) return snprintf(why, cap, "no %s hierarchy is mounted", what), -1;
    if (own_path(controller, path, sizeof path) != 0)
        return snprintf(why, cap, "/proc/self/cgroup names no %s cgroup", what), -1;
    size_t rl = strlen(root);
    if (strcmp(root, "/") != 0) { /* a mount of part of the hierarchy: the path is below its root */
        if (strncmp(path, root, rl) != 0 || (path[rl] != '/' && path[rl] != '\0'))
            return snprintf(why, cap, "the runner's %s cgroup %.200s is outside the mount at %.200s", what, path, mnt),
                   -1;
        memmove(path, path + rl, strlen(path + rl) + 1);
    }
    if (aclcts_cg_join(dir, mnt, "", strcmp(path, "/") == 0 ? "" : path) != 0)
        return snprintf(why, cap, "the path of the runner's %s cgroup is too long", what), -1;
    return 0;
}

void *aclcts_cg_warm(void *unused)
{
    (void)unused;
    char dir[PATH_MAX], why[512], procs[PATH_MAX];
    if ((aclcts_cg_own_dir("cgroup2", NULL, dir, why, sizeof why) == 0 ||
         aclcts_cg_own_dir("cgroup", "memory", dir, why, sizeof why) == 0) &&
        aclcts_cg_join(procs, dir, "/", "cgroup.procs") == 0) {
        int fd = open(procs, O_WRONLY | O_CLOEXEC);
        if (fd >= 0) {
            ssize_t w = write(fd, "0", 1);
            (void)w;
            close(fd);
        }
    }
    return NULL;
}

unsigned long long aclcts_cg_pid_ns(void)
{
    char link[64] = "";
    unsigned long long ino = 0;
    ssize_t n = readlink("/proc/self/ns/pid", link, sizeof link - 1);
    if (n > 0) link[n] = '\0';
    sscanf(link, "pid:[%llu]", &ino);
    return ino;
}

void aclcts_cg_sweep_stale(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL) return;
    struct dirent *e;
    unsigned long long ours = aclcts_cg_pid_ns();
    while ((e = readdir(d)) != NULL) {
        int pid = 0;
        unsigned long long ns = 0;
        char rest;
        if (sscanf(e->d_name, "aclcts.%d.%llu%c", &pid, &ns, &rest) != 2 || pid <= 0 || ns != ours ||
            kill(pid, 0) == 0 || errno != ESRCH)
            continue;
        char run[PATH_MAX];
        if (aclcts_cg_join(run, dir, "/", e->d_name) != 0) continue;
        DIR *r = opendir(run);
        struct dirent *s;
        while (r != NULL && (s = readdir(r)) != NULL)
            if (strncmp(s->d_name, "slot", 4) == 0) {
                char slot[PATH_MAX];
                if (aclcts_cg_join(slot, run, "/", s->d_name) == 0) rmdir(slot);
            }
        if (r != NULL) closedir(r);
        rmdir(run);
    }
    closedir(d);
}

/* Where the runner's cgroups are (test_limits_cgroup_find.c), for
 * test_limits_cgroup.c, which makes the run's cgroups under the runner's own. */
#ifndef ACLCTS_TEST_LIMITS_CGROUP_FIND_H_
#define ACLCTS_TEST_LIMITS_CGROUP_FIND_H_

#include <stddef.h>

/* dir + sep + name into out (PATH_MAX); 0, or -1 with ENAMETOOLONG. */
int aclcts_cg_join(char *out, const char *dir, const char *sep, const char *name);
/* 1 when `list`, its words separated by any of `seps`, holds `word`. */
int aclcts_cg_has_word(const char *list, const char *word, const char *seps);
/* The directory of the runner's cgroup in a hierarchy (fstype "cgroup2", or
 * "cgroup" carrying `controller`); 0, or -1 with why. */
int aclcts_cg_own_dir(const char *fstype, const char *controller, char *dir, char *why, size_t cap);
/* The runner's pid namespace (its inode): a run's cgroups carry it, so that a
 * run sweeps only those of runners it can see gone (one in another container
 * sharing the hierarchy has pids this namespace does not show). */
unsigned long long aclcts_cg_pid_ns(void);
/* Writes "0" into the cgroup.procs of the runner's own cgroup (v2, else v1's
 * memory hierarchy): a move to where it is, for the kernel's grace period of
 * a first move (test_limits.h aclcts_limits_warm). A thread's body; errors
 * are ignored. */
void *aclcts_cg_warm(void *unused);
/* Removes the cgroups a killed run left under dir (aclcts.<pid>.<pid
 * namespace>, of this namespace, whose runner is gone). */
void aclcts_cg_sweep_stale(const char *dir);

#endif /* ACLCTS_TEST_LIMITS_CGROUP_FIND_H_ */

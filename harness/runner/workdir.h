/* Working directories (workdir.c): the runner's, and each test's. */
#ifndef ACLCTS_WORKDIR_H_
#define ACLCTS_WORKDIR_H_

#ifdef __cplusplus
extern "C" {
#endif

char *aclcts_workdir_create(void); /* mkdtemp under $TMPDIR, else /tmp */
char *aclcts_workdir_create_in(const char *base);
const char *aclcts_workdir_base(void); /* a run's tests: $TMPDIR, else /dev/shm when a roomy tmpfs, else /tmp */
void aclcts_workdir_remove(const char *dir);
/* The same, async-signal-safe (a second interrupt removes with it). */
void aclcts_workdir_remove_now(const char *dir);
int aclcts_workdir_empty(const char *dir); /* 0: empty and ours again; -1: remove it, make a fresh one */

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_WORKDIR_H_ */

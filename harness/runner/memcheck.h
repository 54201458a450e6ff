/* valgrind's memcheck under --valgrind (memcheck.c): a test's process, or a
 * fork server's worker, runs under it; a memcheck error fails the test. */
#ifndef ACLCTS_MEMCHECK_H_
#define ACLCTS_MEMCHECK_H_

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

#define ACLCTS_VALGRIND_FACTOR 20u /* memcheck runs code about 20x slower */

/* valgrind on PATH, or NULL. */
const char *aclcts_valgrind_find(void);
/* Puts valgrind and memcheck's options into a[0..]: valgrind itself, quiet,
 * leak check, and an exit status of ACLCTS_CHILD_MEMCHECK_ERROR on an error;
 * returns how many (the caller adds --log-file= and the command). */
size_t aclcts_memcheck_args(char **a, const char *valgrind);
/* memcheck's first error in the log, whole: its line and the stack and
 * address lines under it (malloc), NULL when the log has none. */
char *aclcts_memcheck_first_error(const char *log);
/* Keeps a test's memcheck log as DIR/memcheck/NAME.log; its path (malloc), or NULL. */
char *aclcts_memcheck_keep_log(const char *dir_out, const char *log, const char *name);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_MEMCHECK_H_ */

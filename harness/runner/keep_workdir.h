/* run --keep-workdir (keep_workdir.c). */
#ifndef ACLCTS_KEEP_WORKDIR_H_
#define ACLCTS_KEEP_WORKDIR_H_

#include "results.h"

/* Copies workdir to OUT/workdirs/NAME when res did not pass, and says so at
 * the end of res's message. */
void aclcts_keep_workdir(const char *workdir, const char *out, aclcts_result *res);

#endif /* ACLCTS_KEEP_WORKDIR_H_ */

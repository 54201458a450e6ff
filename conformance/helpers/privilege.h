/* Calls a file's permissions must refuse: root reads anything, so as root a
 * case drops its effective user id to an unprivileged one around the call
 * (the case is its own process) and skips only when that is impossible
 * (FILE006, ERRMSG030, QUERY027). */
#ifndef ACLCTS_HELPERS_PRIVILEGE_H_
#define ACLCTS_HELPERS_PRIVILEGE_H_

#include "aclcts/case.h"

/* Becomes an unprivileged user that can still reach the case's directory
 * (which it makes searchable by all); checks that `readable`, a file beside
 * the one under test, can be read, so that a failure of the call under test
 * comes from the missing permission only. Nothing as another user. */
void privilege_drop(aclcts_t *t, const char *readable);

/* Root again, when the case started as root. */
void privilege_restore(void);

#endif /* ACLCTS_HELPERS_PRIVILEGE_H_ */

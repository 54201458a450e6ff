/* --lower LIB (lower.c): the real lower-layer libraries beneath the spy. */
#ifndef ACLCTS_LOWER_H_
#define ACLCTS_LOWER_H_

#include "options.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --lower LIB adds LIB (made absolute); export puts the list (or an
 * ACLCTS_LOWER already set) in the environment every child inherits, or
 * refuses it with --southbound system; list is the list in force, NULL none. */
int aclcts_lower_add(aclcts_opts *o, const char *path);
int aclcts_lower_export(const aclcts_opts *o);
const char *aclcts_lower_list(void);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_LOWER_H_ */

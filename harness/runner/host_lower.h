/* --southbound system (host_lower.c): does this host provide every
 * southbound function the target imports? */
#ifndef ACLCTS_HOST_LOWER_H_
#define ACLCTS_HOST_LOWER_H_

#include "child.h"

#ifdef __cplusplus
extern "C" {
#endif

/* --southbound system (cfg->spy NULL; with the spy: 0 at once): loads the
 * target in a throwaway child as a test child does and asks the loader for
 * each southbound function the target imports. 0 when the host provides
 * them all (or the target cannot be loaded for another reason than one of
 * them: the command's own load says why); -1 after printing, as `who`,
 * which are missing and what to do. */
int aclcts_host_lower_check(const char *who, const aclcts_child_cfg *cfg, unsigned timeout_ms);

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_HOST_LOWER_H_ */

/* The ipv350 cases' checks of the C layer's init hook (src/acl/aclrt_c/
 * common/acl_rt.c InitHookFunc); its trace lines are traces.h's (TR_C_INIT,
 * trace_clayer_init). */
#ifndef ACLCTS_HELPERS_IPV_H_
#define ACLCTS_HELPERS_IPV_H_

#include "aclcts/case.h"

/* A fresh aclInit(path) must produce exactly the init hook with GeDbgInit(path). */
#define ipv_expect_init_with(t, ...) ACLCTS_HELPER(ipv_expect_init_with_, t, __VA_ARGS__)
void ipv_expect_init_with_(aclcts_t *t, const char *rule, const char *path);

/* A fresh aclInit(path) must produce the init hook without GeDbgInit. */
#define ipv_expect_init_without(t, ...) ACLCTS_HELPER(ipv_expect_init_without_, t, __VA_ARGS__)
void ipv_expect_init_without_(aclcts_t *t, const char *rule, const char *path);

#endif /* ACLCTS_HELPERS_IPV_H_ */

/* Shared expectations of the ipv350 cases: the trace lines of the C layer's
 * own lower layer (src/acl/aclrt_c/common/acl_rt.c InitHookFunc and
 * DeinitHookFunc), as aclcts_southbound.h prints them. */
#ifndef ACLCTS_IPV_COMMON_H_
#define ACLCTS_IPV_COMMON_H_

#include <stdio.h>

#include "fin_common.h"

/* The init hook without a legal path (IPV009), and the deinit hook (IPV012). */
#define TR_C_INIT "rtInit()=0\nGeInitialize()=0\n"
#define TR_C_DEINIT "GeDbgDeInit()=0\nGeFinalize()=0\nrtDeinit()=0\n"

/* The init hook with a legal path: TR_C_INIT then GeDbgInit("path"). Returns buf. */
static inline const char *ipv_init_trace(char *buf, size_t cap, const char *path)
{
    snprintf(buf, cap, TR_C_INIT "GeDbgInit(\"%s\")=0\n", path);
    return buf;
}

/* A fresh aclInit(path) must produce exactly the init hook with GeDbgInit(path). */
#define ipv_expect_init_with(t, ...) ACLCTS_HELPER(ipv_expect_init_with_, t, __VA_ARGS__)
static inline void ipv_expect_init_with_(aclcts_t *t, const char *rule, const char *path)
{
    char want[1024];
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, ipv_init_trace(want, sizeof want, path));
}

/* A fresh aclInit(path) must produce the init hook without GeDbgInit. */
#define ipv_expect_init_without(t, ...) ACLCTS_HELPER(ipv_expect_init_without_, t, __VA_ARGS__)
static inline void ipv_expect_init_without_(aclcts_t *t, const char *rule, const char *path)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE_FOR(t, rule, t->acl->aclInit(path), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, rule, m, TR_C_INIT);
}

#endif /* ACLCTS_IPV_COMMON_H_ */

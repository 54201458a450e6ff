/* MEM028: a refusal of the library itself after aclInit is reported, and the
 * next aclGetRecentErrMsg on that thread names its report: EH0008 for a NULL
 * pointer (log_inner.h NULL_POINTER_FUNC_MSG), EH0007 for a zero size or a
 * refused kind (INVALID_VALUE_MSG), EH9999 for a size that wraps
 * (ACL_LOG_INNER_ERROR, log_inner.cpp ReportInnerError). The rest of the
 * text is implementation-defined. */
#include <stdint.h>
#include <string.h>

#include "helpers/mem.h"

static unsigned char g_buf[64];

#define MEM_REPORT(NAME, CALL, ID) MEM_REPORT_FOR(NAME, "MEM028", CALL, ID)
#define MEM_REPORT_FOR(NAME, RULES, CALL, ID)                                                             \
    ACLCTS_TEST(MEM028, NAME, RULES, ACLCTS_PRODUCT)                                                      \
    {                                                                                                     \
        void *p = MEM_SENTINEL;                                                                           \
        size_t f = 0;                                                                                     \
        (void)p, (void)f;                                                                                 \
        ACLCTS_NEED(t, aclGetRecentErrMsg);                                                               \
        CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);                                          \
        mem_ready(t, "MEM028");                                                                           \
        (void)t->acl->aclGetRecentErrMsg();                                                               \
        CHECK_CODE(t, CALL, ACL_ERROR_INVALID_PARAM);                                                     \
        const char *msg = t->acl->aclGetRecentErrMsg();                                                   \
        CHECK_TRUE(t, msg != NULL && strstr(msg, ID) != NULL, "aclGetRecentErrMsg after the refusal: %s", \
                   msg ? msg : "NULL");                                                                   \
    }

MEM_REPORT(MallocNullIsEH0008, t->acl->aclrtMalloc(NULL, 64, ACL_MEM_MALLOC_HUGE_FIRST), "EH0008")
MEM_REPORT(MallocNullAndZeroIsEH0008, t->acl->aclrtMalloc(NULL, 0, ACL_MEM_MALLOC_HUGE_FIRST), "EH0008")
MEM_REPORT(MallocZeroIsEH0007, t->acl->aclrtMalloc(&p, 0, ACL_MEM_MALLOC_HUGE_FIRST), "EH0007")
MEM_REPORT(Align32ZeroIsEH0007, t->acl->aclrtMallocAlign32(&p, 0, ACL_MEM_MALLOC_HUGE_FIRST), "EH0007")
MEM_REPORT(MallocHostZeroIsEH0007, t->acl->aclrtMallocHost(&p, 0), "EH0007")
MEM_REPORT(FreeNullIsEH0008, t->acl->aclrtFree(NULL), "EH0008")
MEM_REPORT(FreeHostNullIsEH0008, t->acl->aclrtFreeHost(NULL), "EH0008")
MEM_REPORT(GetMemInfoNullIsEH0008, t->acl->aclrtGetMemInfo(ACL_HBM_MEM, &f, NULL), "EH0008")
MEM_REPORT(RefusedKindIsEH0007, t->acl->aclrtMemcpy(g_buf, 64, g_buf + 8, 8, ACL_MEMCPY_INNER_DEVICE_TO_DEVICE),
           "EH0007")
MEM_REPORT(AsyncRefusedKindIsEH0007, t->acl->aclrtMemcpyAsync(g_buf, 64, g_buf + 8, 8, (aclrtMemcpyKind)100, NULL),
           "EH0007")
MEM_REPORT_FOR(NullDstBeforeTheKindIsEH0008, "MEM028 MEM021",
               t->acl->aclrtMemcpy(NULL, 64, g_buf, 8, ACL_MEMCPY_INTER_DEVICE_TO_DEVICE), "EH0008")
MEM_REPORT_FOR(AsyncNullSrcBeforeTheKindIsEH0008, "MEM028 MEM021",
               t->acl->aclrtMemcpyAsync(g_buf, 64, NULL, 8, ACL_MEMCPY_INNER_DEVICE_TO_DEVICE, NULL), "EH0008")
MEM_REPORT_FOR(MallocNullBeforeTheSizeIsEH0008, "MEM028 MEM002",
               t->acl->aclrtMallocAlign32(NULL, 0, ACL_MEM_MALLOC_HUGE_FIRST), "EH0008")
MEM_REPORT(MemsetNullIsEH0008, t->acl->aclrtMemset(NULL, 64, 0, 8), "EH0008")
MEM_REPORT(WrappingSizeIsEH9999, t->acl->aclrtMalloc(&p, SIZE_MAX, ACL_MEM_MALLOC_HUGE_FIRST), "EH9999")

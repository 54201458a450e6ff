/* MEM001, MEM002, MEM012, MEM014, MEM016, MEM017: the library's own argument
 * checks. A NULL out-pointer, a NULL block or a size of 0 is refused with
 * 100000 before any runtime call, the padding query included
 * (memory.cpp aclMallocMemInner, aclrtFreeImpl, aclrtMallocHostImpl,
 * aclrtFreeHostImpl, aclrtGetMemInfoImpl). Each refusal twice: as the first
 * call of the process, and with a device set. */
#include "helpers/mem.h"

#define MEM_REFUSED(RULE, NAME, SETUP, CALL)       \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_PRODUCT) \
    {                                              \
        void *p = MEM_SENTINEL;                    \
        size_t f = 7, tot = 7;                     \
        (void)p, (void)f, (void)tot;               \
        SETUP;                                     \
        MEM_EXPECT_REFUSED(t, CALL);               \
    }

#define NOTHING ((void)0)
#define SET0 mem_ready(t, "MEM011")

#define MEM_REFUSED_BOTH(RULE, BASE, CALL)            \
    MEM_REFUSED(RULE, BASE##FirstCall, NOTHING, CALL) \
    MEM_REFUSED(RULE, BASE##WithADevice, SET0, CALL)

MEM_REFUSED_BOTH(MEM001, MallocNullDevPtr, t->acl->aclrtMalloc(NULL, 64, ACL_MEM_MALLOC_HUGE_FIRST))
MEM_REFUSED_BOTH(MEM001, MallocAlign32NullDevPtr, t->acl->aclrtMallocAlign32(NULL, 64, ACL_MEM_MALLOC_HUGE_FIRST))
MEM_REFUSED_BOTH(MEM001, MallocNullDevPtrAndZeroSize, t->acl->aclrtMalloc(NULL, 0, ACL_MEM_MALLOC_HUGE_FIRST))
MEM_REFUSED_BOTH(MEM012, FreeNull, t->acl->aclrtFree(NULL))
MEM_REFUSED_BOTH(MEM014, MallocHostNullHostPtr, t->acl->aclrtMallocHost(NULL, 64))
MEM_REFUSED_BOTH(MEM014, MallocHostZeroSize, t->acl->aclrtMallocHost(&p, 0))
MEM_REFUSED_BOTH(MEM016, FreeHostNull, t->acl->aclrtFreeHost(NULL))
MEM_REFUSED_BOTH(MEM017, GetMemInfoNullFree, t->acl->aclrtGetMemInfo(ACL_HBM_MEM, NULL, &tot))
MEM_REFUSED_BOTH(MEM017, GetMemInfoNullTotal, t->acl->aclrtGetMemInfo(ACL_HBM_MEM, &f, NULL))
MEM_REFUSED_BOTH(MEM017, GetMemInfoBothNull, t->acl->aclrtGetMemInfo(ACL_DDR_MEM, NULL, NULL))

/* MEM002: size 0 is refused and *devPtr stays as it was. */
#define MEM_ZERO_SIZE(NAME, SETUP, FN, POLICY)                          \
    ACLCTS_TEST(MEM002, NAME, "MEM002", ACLCTS_PRODUCT)                 \
    {                                                                   \
        void *p = MEM_SENTINEL;                                         \
        SETUP;                                                          \
        MEM_EXPECT_REFUSED(t, t->acl->FN(&p, 0, POLICY));               \
        CHECK_TRUE(t, p == MEM_SENTINEL, "*devPtr was written: %p", p); \
    }

MEM_ZERO_SIZE(MallocZeroSizeFirstCall, NOTHING, aclrtMalloc, ACL_MEM_MALLOC_HUGE_FIRST)
MEM_ZERO_SIZE(MallocZeroSizeWithADevice, SET0, aclrtMalloc, ACL_MEM_MALLOC_HUGE_FIRST)
MEM_ZERO_SIZE(MallocAlign32ZeroSize, NOTHING, aclrtMallocAlign32, ACL_MEM_MALLOC_NORMAL_ONLY)
MEM_ZERO_SIZE(MallocZeroSizeHuge1G, SET0, aclrtMalloc, ACL_MEM_MALLOC_HUGE1G_ONLY)

/* MEM014: the host pointer stays as it was too. */
ACLCTS_TEST(MEM014, MallocHostZeroSizeLeavesThePointer, "MEM014", ACLCTS_PRODUCT)
{
    void *p = MEM_SENTINEL;
    mem_ready(t, "MEM011");
    MEM_EXPECT_REFUSED(t, t->acl->aclrtMallocHost(&p, 0));
    CHECK_TRUE(t, p == MEM_SENTINEL, "*hostPtr was written: %p", p);
}

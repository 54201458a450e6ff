/* MEM013, MEM015, MEM016: freeing and host memory. The library keeps no
 * table of its own: every non-NULL pointer goes to the runtime, whose code
 * comes back (memory.cpp aclrtFreeImpl, aclrtMallocHostImpl,
 * aclrtFreeHostImpl). What the runtime answers for a pointer it did not give
 * out is the driver's (rt_mem.h: the spy's model says 107000); the product's
 * test driver stand-in hands such a pointer to free(), which would end the
 * process, so those rows run on the model only. */
#include "helpers/mem.h"
#include "helpers/traces.h"

ACLCTS_TEST(MEM013, FreeHandsThePointerToTheRuntime, "MEM013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM013");
    void *p = mem_alloc(t, "MEM013", 100);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtFree(p), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtFree(ptr)=0\n");
    if (aclcts_lower_of(t, "rtFree") == NULL) CHECK_INT(t, mem_block_size(t, p), -1); /* the runtime took it back */
}

ACLCTS_TEST(MEM013, TheRuntimesCodeComesBack, "MEM013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM013");
    void *p = mem_alloc(t, "MEM013", 100);
    aclcts_fail(t, "rtFree", ACL_ERROR_RT_DRV_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtFree(p), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtFree(ptr)=507899\n");
}

#define FREED_TWICE_WHY \
    "its driver stand-in frees with free(): a pointer it never gave out, or gave back, would end the process"

ACLCTS_TEST(MEM013, ASecondFreeReachesTheRuntime, "MEM013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    MEM_MODEL_ONLY(t, "rtFree", FREED_TWICE_WHY);
    mem_ready(t, "MEM013");
    void *p = mem_alloc(t, "MEM013", 100);
    CHECK_CODE(t, t->acl->aclrtFree(p), ACL_SUCCESS);
    MEM_EXPECT_PASSED(t, t->acl->aclrtFree(p), "rtFree", "ptr");
    CHECK_TRUE(t, trace_call_at(t, aclcts_mark(t) - 1)->ret != 0, "the runtime took the pointer back twice");
}

ACLCTS_TEST(MEM013, APointerNeverGivenReachesTheRuntime, "MEM013", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    MEM_MODEL_ONLY(t, "rtFree", FREED_TWICE_WHY);
    static unsigned char not_a_block[64];
    mem_ready(t, "MEM013");
    MEM_EXPECT_PASSED(t, t->acl->aclrtFree(not_a_block), "rtFree", "ptr");
    MEM_EXPECT_PASSED(t, t->acl->aclrtFree(not_a_block + 1), "rtFree", "ptr");
}

/* MEM015: the host size goes as given, no query, the runtime's code back. */
#define MEM_HOST_SIZE(NAME, SIZE)                                                          \
    ACLCTS_TEST(MEM015, NAME, "MEM015", ACLCTS_PRODUCT | ACLCTS_TRACE)                     \
    {                                                                                      \
        void *h = NULL;                                                                    \
        CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);                       \
        size_t m = aclcts_mark(t);                                                         \
        CHECK_CODE(t, t->acl->aclrtMallocHost(&h, (SIZE)), ACL_SUCCESS);                   \
        CHECK_TRACE(t, m, "rtMallocHost(ptr," #SIZE ",33)=0\n");                           \
        CHECK_TRUE(t, h != NULL, "aclrtMallocHost returned 0 and a NULL pointer");         \
        if (h != NULL) CHECK_CODE_FOR(t, "MEM016", t->acl->aclrtFreeHost(h), ACL_SUCCESS); \
    }

MEM_HOST_SIZE(OneByteStaysOne, 1)
MEM_HOST_SIZE(HundredStaysHundred, 100)
MEM_HOST_SIZE(ThirtyThreeStays, 33)

ACLCTS_TEST(MEM015, TheRuntimesCodeComesBack, "MEM015", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    void *h = MEM_SENTINEL;
    CHECK_CODE_FATAL(t, t->acl->aclrtSetDevice(0), ACL_SUCCESS);
    aclcts_fail(t, "rtMallocHost", ACL_ERROR_RT_MEMORY_ALLOCATION, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtMallocHost(&h, 64), ACL_ERROR_RT_MEMORY_ALLOCATION);
    CHECK_TRACE(t, m, "rtMallocHost(ptr,64,33)=207001\n");
    CHECK_TRUE(t, h == MEM_SENTINEL, "*hostPtr was written: %p", h);
}

/* Host memory is the caller's to write and read directly. */
ACLCTS_TEST(MEM015, HostMemoryIsUsable, "MEM015", ACLCTS_PRODUCT)
{
    mem_ready(t, "MEM015");
    unsigned char *h = mem_alloc_host(t, "MEM015", 100);
    for (int i = 0; i < 100; i++) h[i] = (unsigned char)(i * 7);
    unsigned char sum = 0;
    for (int i = 0; i < 100; i++) sum = (unsigned char)(sum + h[i]);
    CHECK_INT(t, sum, (unsigned char)(7 * 4950));
    CHECK_CODE_FOR(t, "MEM016", t->acl->aclrtFreeHost(h), ACL_SUCCESS);
}

ACLCTS_TEST(MEM016, FreeHostHandsThePointerToTheRuntime, "MEM016", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM016");
    void *h = mem_alloc_host(t, "MEM016", 64);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtFreeHost(h), ACL_SUCCESS);
    CHECK_TRACE(t, m, "rtFreeHost(ptr)=0\n");
}

ACLCTS_TEST(MEM016, TheRuntimesCodeComesBack, "MEM016", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM016");
    void *h = mem_alloc_host(t, "MEM016", 64);
    aclcts_fail(t, "rtFreeHost", ACL_ERROR_RT_DRV_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtFreeHost(h), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtFreeHost(ptr)=507899\n");
}

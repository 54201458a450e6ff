/* MEM003, MEM004, MEM005, MEM011: the size and flags rtMalloc receives. The
 * padding query is behind each case (mem_ready), so the trace of a malloc is
 * its one rtMalloc line (memory.cpp aclMallocMemInner,
 * GetAlignedAndPaddingSize: (size + append - 1) / 32 * 32, append 32 plus the
 * padding, 32 by default and on Ascend910B1). */
#include "helpers/mem.h"

/* FN(&p, SIZE, POLICY) returns 0, makes one rtMalloc(ptr,EXPECTED,FLAGS,33)
 * and hands back a block, which is freed again. */
#define MEM_SIZE_CASE(RULE, NAME, FN, SIZE, POLICY, EXPECTED, FLAGS)                   \
    ACLCTS_TEST(RULE, NAME, #RULE " MEM011", ACLCTS_PRODUCT | ACLCTS_TRACE)            \
    {                                                                                  \
        void *p = NULL;                                                                \
        mem_ready(t, #RULE);                                                           \
        size_t m = aclcts_mark(t);                                                     \
        CHECK_CODE(t, t->acl->FN(&p, (SIZE), (POLICY)), ACL_SUCCESS);                  \
        CHECK_TRACE(t, m, mem_rt_malloc_line((EXPECTED), (FLAGS), 0));                 \
        CHECK_TRUE_FOR(t, "MEM011", p != NULL, #FN " returned 0 and a NULL block");    \
        if (p != NULL) CHECK_CODE_FOR(t, "MEM011", t->acl->aclrtFree(p), ACL_SUCCESS); \
    }

#define HF ACL_MEM_MALLOC_HUGE_FIRST

MEM_SIZE_CASE(MEM003, OneBytePadsTo64, aclrtMalloc, 1, HF, 64, 0x400)
MEM_SIZE_CASE(MEM003, ThirtyTwoPadsTo64, aclrtMalloc, 32, HF, 64, 0x400)
MEM_SIZE_CASE(MEM003, ThirtyThreePadsTo96, aclrtMalloc, 33, HF, 96, 0x400)
MEM_SIZE_CASE(MEM003, HundredPadsTo160, aclrtMalloc, 100, HF, 160, 0x400)
MEM_SIZE_CASE(MEM003, PageSizePadsBy32, aclrtMalloc, 4096, HF, 4128, 0x400)
MEM_SIZE_CASE(MEM004, Align32OneByteIs32, aclrtMallocAlign32, 1, HF, 32, 0x400)
MEM_SIZE_CASE(MEM004, Align32ThirtyTwoStays, aclrtMallocAlign32, 32, HF, 32, 0x400)
MEM_SIZE_CASE(MEM004, Align32ThirtyThreeIs64, aclrtMallocAlign32, 33, HF, 64, 0x400)
MEM_SIZE_CASE(MEM004, Align32HundredIs128, aclrtMallocAlign32, 100, HF, 128, 0x400)
MEM_SIZE_CASE(MEM005, Huge1GOnlyIsNotPadded, aclrtMalloc, 100, ACL_MEM_MALLOC_HUGE1G_ONLY, 128, 0x10000)
MEM_SIZE_CASE(MEM005, Huge1GOnlyP2PIsNotPadded, aclrtMalloc, 100, ACL_MEM_MALLOC_HUGE1G_ONLY_P2P, 128, 0x20000)
MEM_SIZE_CASE(MEM005, Huge1GOnly32Stays32, aclrtMalloc, 32, ACL_MEM_MALLOC_HUGE1G_ONLY, 32, 0x10000)

/* MEM011: the block is the runtime's own, of the size it was asked for. */
ACLCTS_TEST(MEM011, TheBlockIsTheRuntimes, "MEM011 MEM003 MEM004", ACLCTS_PRODUCT)
{
    void *p = NULL, *q = NULL;
    mem_ready(t, "MEM011");
    CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, HF), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtMallocAlign32(&q, 100, HF), ACL_SUCCESS);
    CHECK_INT(t, mem_block_size(t, p), 160);
    CHECK_INT(t, mem_block_size(t, q), 128);
    CHECK_CODE(t, t->acl->aclrtFree(p), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtFree(q), ACL_SUCCESS);
}

/* MEM011: a failing rtMalloc's code comes back as is, *devPtr unwritten. */
#define MEM_MALLOC_FAULT(NAME, FN, SIZE, CODE)                          \
    ACLCTS_TEST(MEM011, NAME, "MEM011", ACLCTS_PRODUCT | ACLCTS_TRACE)  \
    {                                                                   \
        void *p = MEM_SENTINEL;                                         \
        mem_ready(t, "MEM011");                                         \
        aclcts_fail(t, "rtMalloc", (CODE), 1);                          \
        size_t m = aclcts_mark(t);                                      \
        CHECK_CODE(t, t->acl->FN(&p, 100, HF), (CODE));                 \
        CHECK_TRACE(t, m, mem_rt_malloc_line((SIZE), 0x400, (CODE)));   \
        CHECK_TRUE(t, p == MEM_SENTINEL, "*devPtr was written: %p", p); \
    }

MEM_MALLOC_FAULT(OutOfMemoryComesBack, aclrtMalloc, 160, ACL_ERROR_RT_MEMORY_ALLOCATION)
MEM_MALLOC_FAULT(DriverErrorComesBack, aclrtMalloc, 160, ACL_ERROR_RT_DRV_INTERNAL_ERROR)
MEM_MALLOC_FAULT(Align32CodeComesBack, aclrtMallocAlign32, 128, ACL_ERROR_RT_MEMORY_ALLOCATION)
MEM_MALLOC_FAULT(ContextNullComesBack, aclrtMalloc, 160, ACL_ERROR_RT_CONTEXT_NULL)

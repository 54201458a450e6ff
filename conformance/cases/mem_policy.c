/* MEM009, MEM010: the policy becomes rtMalloc's memory type by equality
 * (memory.cpp aclMallocMemInner): each of the eight policies its
 * RT_MEMORY_POLICY_* flag (pkg_inc/runtime/rt_external_mem.h), any other
 * value RT_MEMORY_DEFAULT, silently, and padded (MEM005 compares by
 * equality too). */
#include "helpers/mem.h"
#include "helpers/text.h"

/* aclrtMalloc(&p, 100, POLICY) and aclrtMallocAlign32(&q, 100, POLICY):
 * rtMalloc gets FLAGS both times, and SIZE (aclrtMalloc's) and 128. */
#define MEM_POLICY_CASE(RULE, NAME, POLICY, FLAGS, SIZE)                                                            \
    ACLCTS_TEST(RULE, NAME, #RULE, ACLCTS_PRODUCT | ACLCTS_TRACE)                                                   \
    {                                                                                                               \
        void *p = NULL, *q = NULL;                                                                                  \
        mem_ready(t, #RULE);                                                                                        \
        size_t m = aclcts_mark(t);                                                                                  \
        CHECK_CODE(t, t->acl->aclrtMalloc(&p, 100, (aclrtMemMallocPolicy)(POLICY)), ACL_SUCCESS);                   \
        CHECK_CODE(t, t->acl->aclrtMallocAlign32(&q, 100, (aclrtMemMallocPolicy)(POLICY)), ACL_SUCCESS);            \
        CHECK_TRACE(t, m,                                                                                           \
                    text_fmt("%s%s", mem_rt_malloc_line((SIZE), (FLAGS), 0), mem_rt_malloc_line(128, (FLAGS), 0))); \
    }

MEM_POLICY_CASE(MEM009, HugeFirst, ACL_MEM_MALLOC_HUGE_FIRST, 0x400, 160)
MEM_POLICY_CASE(MEM009, HugeOnly, ACL_MEM_MALLOC_HUGE_ONLY, 0x800, 160)
MEM_POLICY_CASE(MEM009, NormalOnly, ACL_MEM_MALLOC_NORMAL_ONLY, 0x1000, 160)
MEM_POLICY_CASE(MEM009, HugeFirstP2P, ACL_MEM_MALLOC_HUGE_FIRST_P2P, 0x2000, 160)
MEM_POLICY_CASE(MEM009, HugeOnlyP2P, ACL_MEM_MALLOC_HUGE_ONLY_P2P, 0x4000, 160)
MEM_POLICY_CASE(MEM009, NormalOnlyP2P, ACL_MEM_MALLOC_NORMAL_ONLY_P2P, 0x8000, 160)
MEM_POLICY_CASE(MEM009, Huge1GOnly, ACL_MEM_MALLOC_HUGE1G_ONLY, 0x10000, 128)
MEM_POLICY_CASE(MEM009, Huge1GOnlyP2P, ACL_MEM_MALLOC_HUGE1G_ONLY_P2P, 0x20000, 128)
MEM_POLICY_CASE(MEM010, HugeOnlyOrHighBandwidthIsTheDefault, ACL_MEM_MALLOC_HUGE_ONLY | ACL_MEM_TYPE_HIGH_BAND_WIDTH,
                0x0, 160)
MEM_POLICY_CASE(MEM010, LowBandwidthIsTheDefault, ACL_MEM_TYPE_LOW_BAND_WIDTH, 0x0, 160)
MEM_POLICY_CASE(MEM010, UserReadOnlyIsTheDefault, ACL_MEM_ACCESS_USER_SPACE_READONLY, 0x0, 160)
MEM_POLICY_CASE(MEM010, EightIsTheDefault, 8, 0x0, 160)
MEM_POLICY_CASE(MEM010, MinusOneIsTheDefault, -1, 0x0, 160)
MEM_POLICY_CASE(MEM010, Huge1GWithABandwidthBitIsPadded, ACL_MEM_MALLOC_HUGE1G_ONLY | ACL_MEM_TYPE_LOW_BAND_WIDTH, 0x0,
                160)

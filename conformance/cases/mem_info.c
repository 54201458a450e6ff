/* MEM018, MEM019: aclrtGetMemInfo hands its attribute to rtMemGetInfoEx
 * unchanged and unchecked (memory.cpp aclrtGetMemInfoImpl:
 * static_cast<rtMemInfoType_t>(attr)); the runtime refuses a type outside
 * [RT_MEMORYINFO_DDR, RT_MEMORYINFO_P2P_HUGE1G] with 107016
 * (api_error.cc ApiErrorDecorator::MemGetInfoEx). */
#include <string.h>

#include "helpers/mem.h"
#include "helpers/text.h"

ACLCTS_TEST(MEM018, EveryAttributeReachesTheRuntime, "MEM018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    mem_ready(t, "MEM018");
    for (int attr = ACL_DDR_MEM; attr <= ACL_MEM_P2P_HUGE1G; attr++) {
        size_t f = 0, tot = 0;
        MEM_EXPECT_PASSED(t, t->acl->aclrtGetMemInfo((aclrtMemAttr)attr, &f, &tot), "rtMemGetInfoEx",
                          text_fmt("%d,ptr,ptr", attr));
    }
}

/* The values are the runtime's: the same as its own answer to the call. */
ACLCTS_TEST(MEM018, TheValuesAreTheRuntimes, "MEM018", ACLCTS_PRODUCT)
{
    MEM_MODEL_ONLY(t, "rtMemGetInfoEx",
                   "its driver stand-in leaves halMemGetInfo's answer unwritten: no two calls agree");
    int32_t (*info)(int type, size_t *free_bytes, size_t *total); /* lower_layers.h rtMemGetInfoEx */
    void *sym = aclcts_spy_symbol(t, "rtMemGetInfoEx");
    memcpy(&info, &sym, sizeof sym);
    mem_ready(t, "MEM018");
    void *p = mem_alloc(t, "MEM018", 1000);
    size_t f = 1, tot = 1, rf = 2, rt = 2;
    CHECK_CODE(t, t->acl->aclrtGetMemInfo(ACL_HBM_MEM, &f, &tot), ACL_SUCCESS);
    CHECK_CODE(t, info(ACL_HBM_MEM, &rf, &rt), ACL_SUCCESS);
    CHECK_INT(t, f, rf);
    CHECK_INT(t, tot, rt);
    CHECK_TRUE(t, f < tot, "free %zu is not below total %zu with a block allocated", f, tot);
    CHECK_CODE_FOR(t, "MEM013", t->acl->aclrtFree(p), ACL_SUCCESS);
}

ACLCTS_TEST(MEM018, TheRuntimesCodeComesBack, "MEM018", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t f = 7, tot = 7;
    mem_ready(t, "MEM018");
    aclcts_fail(t, "rtMemGetInfoEx", ACL_ERROR_RT_DRV_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtGetMemInfo(ACL_HBM_MEM_HUGE, &f, &tot), ACL_ERROR_RT_DRV_INTERNAL_ERROR);
    CHECK_TRACE(t, m, "rtMemGetInfoEx(4,ptr,ptr)=507899\n");
    CHECK_TRUE(t, f == 7 && tot == 7, "free and total written: %zu, %zu", f, tot);
}

/* MEM019: outside the enum, the runtime says no. */
#define MEM_BAD_ATTR(NAME, ATTR)                                                                                  \
    ACLCTS_TEST(MEM019, NAME, "MEM019", ACLCTS_PRODUCT | ACLCTS_TRACE)                                            \
    {                                                                                                             \
        size_t f = 7, tot = 7;                                                                                    \
        mem_ready(t, "MEM019");                                                                                   \
        size_t m = aclcts_mark(t);                                                                                \
        CHECK_CODE(t, t->acl->aclrtGetMemInfo((aclrtMemAttr)(ATTR), &f, &tot), ACL_ERROR_RT_INVALID_MEMORY_TYPE); \
        CHECK_TRACE(t, m, "rtMemGetInfoEx(" #ATTR ",ptr,ptr)=107016\n");                                          \
        CHECK_TRUE(t, f == 7 && tot == 7, "free and total written: %zu, %zu", f, tot);                            \
    }

MEM_BAD_ATTR(EighteenIsTheRuntimesToRefuse, 18)
MEM_BAD_ATTR(HundredIsTheRuntimesToRefuse, 100)
MEM_BAD_ATTR(MinusOneIsTheRuntimesToRefuse, -1)

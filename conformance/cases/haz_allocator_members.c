/* HAZ011: the members of an allocator descriptor that were never set. The
 * product's descriptor initialises its object only (allocator.cpp
 * AllocatorDesc: obj = nullptr; aclrtAllocatorCreateDescImpl: new
 * (std::nothrow) AllocatorDesc), so its four functions hold what the heap
 * had there; its own unit test clears them by hand (acl_runtime_unittest.cpp
 * aclrtAllocatorCreateDescTest). The cases expect NULL: aclrtAllocatorRegister
 * refuses them in ALLOC012's order, aclrtAllocatorGetByStream reads back a
 * NULL advise function. The memory of a descriptor just destroyed is the
 * likeliest to come back, with its old functions in it. */
#include "helpers/alloc.h"
#include "helpers/errmsg.h"

/* A descriptor with `members` of kit A set, made where a full descriptor of
 * kit B was just destroyed (the heap may hand the same memory back). */
static aclrtAllocatorDesc haz_reused_desc(aclcts_t *t, const alloc_kit *a, unsigned members)
{
    alloc_kit b = alloc_kit_b();
    aclrtAllocatorDesc old = alloc_desc(t, "HAZ011", &b, ALLOC_ALL);
    CHECK_CODE_FATAL_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(old), ACL_SUCCESS);
    return alloc_desc(t, "HAZ011", a, members);
}

#define HAZ_MISSING_CASE(NAME, MEMBERS, REUSED)                                                                 \
    ACLCTS_TEST(HAZ011, NAME, "HAZ011 ALLOC012", ACLCTS_PRODUCT)                                                \
    {                                                                                                           \
        alloc_kit a = alloc_kit_a();                                                                            \
        aclrtAllocatorDesc d = REUSED ? haz_reused_desc(t, &a, MEMBERS) : alloc_desc(t, "HAZ011", &a, MEMBERS); \
        CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), ACL_ERROR_INVALID_PARAM);        \
        alloc_expect_unregistered(t, "ALLOC012", ALLOC_FAKE_STREAM(0));                                         \
    }

HAZ_MISSING_CASE(NeverSetAllocFuncIsRefused, ALLOC_REQUIRED & ~ALLOC_ALLOC, 0)
HAZ_MISSING_CASE(NeverSetFreeFuncIsRefused, ALLOC_REQUIRED & ~ALLOC_FREE, 0)
HAZ_MISSING_CASE(NeverSetGetAddrFromBlockFuncIsRefused, ALLOC_REQUIRED & ~ALLOC_GET_ADDR, 0)
HAZ_MISSING_CASE(ReusedMemoryStillNeedsItsAllocFunc, ALLOC_OBJ, 1)
HAZ_MISSING_CASE(ReusedMemoryStillNeedsItsGetAddrFromBlockFunc, ALLOC_OBJ | ALLOC_ALLOC | ALLOC_FREE, 1)

/* The product's unit test, in order: each registration names the next
 * member missing, until the last is set. */
ACLCTS_TEST(HAZ011, MembersAreNamedInOrderAsTheyAreSet, "HAZ011 ALLOC012 ALLOC027", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "HAZ011", &a, ALLOC_OBJ);
    static const struct {
        unsigned next;
        const char *missing;
    } steps[] = {{ALLOC_ALLOC, "allocatorDesc->allocFunc"},
                 {ALLOC_FREE, "allocatorDesc->freeFunc"},
                 {ALLOC_GET_ADDR, "allocatorDesc->getAddrFromBlockFunc"}};
    for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
        (void)t->acl->aclGetRecentErrMsg();
        CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), ACL_ERROR_INVALID_PARAM);
        errmsg_expect_recent_report(t, "ALLOC027", "EH0008", "aclrtAllocatorRegister", steps[i].missing);
        alloc_set(t, "HAZ011", d, &a, steps[i].next);
    }
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), ACL_SUCCESS);
}

static void haz_expect_null_advise(aclcts_t *t, aclrtAllocatorDesc d)
{
    alloc_register(t, "ALLOC013", ALLOC_FAKE_STREAM(0), d);
    aclrtAllocatorDesc desc = NULL;
    aclrtAllocatorAllocAdviseFunc advise = (aclrtAllocatorAllocAdviseFunc)(uintptr_t)ALLOC_SENTINEL;
    CHECK_CODE_FOR(t, "ALLOC022",
                   t->acl->aclrtAllocatorGetByStream(ALLOC_FAKE_STREAM(0), &desc, NULL, NULL, NULL, &advise, NULL),
                   ACL_SUCCESS);
    CHECK_TRUE(t, advise == NULL, "the advise function never set reads back as %p", ALLOC_FN_PTR(advise));
}

ACLCTS_TEST(HAZ011, NeverSetAdviseFuncReadsBackNull, "HAZ011 ALLOC013 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    haz_expect_null_advise(t, alloc_desc(t, "HAZ011", &a, ALLOC_REQUIRED));
}

ACLCTS_TEST(HAZ011, ReusedMemoryReadsBackNoAdviseFunc, "HAZ011 ALLOC013 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    haz_expect_null_advise(t, haz_reused_desc(t, &a, ALLOC_REQUIRED));
}

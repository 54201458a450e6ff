/* ALLOC004..ALLOC009: the five sets of a descriptor's members (allocator.cpp
 * aclrtAllocatorSet*ToDescImpl): the descriptor checked first, then the
 * value; a refused set leaves the member; an accepted one replaces that
 * member only. What a descriptor holds is read through a registration on a
 * fake stream value and aclrtAllocatorGetByStream. Which check comes first
 * shows in the report (alloc_null_reports.c). */
#include "helpers/alloc.h"

/* Per set: a NULL descriptor with a value, both NULL, and a NULL value on a
 * full descriptor, which keeps the member it had. */
#define ALLOC_SET_CASES(RULE, NAME, SETTER, MEMBER)                                     \
    ACLCTS_TEST(RULE, NAME##NullDescriptor, #RULE, ACLCTS_PRODUCT)                      \
    {                                                                                   \
        alloc_kit a = alloc_kit_a();                                                    \
        CHECK_CODE(t, t->acl->SETTER(NULL, a.MEMBER), ACL_ERROR_INVALID_PARAM);         \
    }                                                                                   \
    ACLCTS_TEST(RULE, NAME##NullDescriptorAndValue, #RULE, ACLCTS_PRODUCT)              \
    {                                                                                   \
        CHECK_CODE(t, t->acl->SETTER(NULL, NULL), ACL_ERROR_INVALID_PARAM);             \
    }                                                                                   \
    ACLCTS_TEST(RULE, NAME##NullValueKeepsTheMember, #RULE " ALLOC022", ACLCTS_PRODUCT) \
    {                                                                                   \
        alloc_kit a = alloc_kit_a();                                                    \
        aclrtAllocatorDesc d = alloc_desc(t, #RULE, &a, ALLOC_ALL);                     \
        CHECK_CODE(t, t->acl->SETTER(d, NULL), ACL_ERROR_INVALID_PARAM);                \
        alloc_register(t, #RULE, ALLOC_FAKE_STREAM(0), d);                              \
        alloc_expect_registered(t, #RULE, ALLOC_FAKE_STREAM(0), d, &a);                 \
    }

ALLOC_SET_CASES(ALLOC004, SetObj, aclrtAllocatorSetObjToDesc, obj)
ALLOC_SET_CASES(ALLOC005, SetAllocFunc, aclrtAllocatorSetAllocFuncToDesc, alloc)
ALLOC_SET_CASES(ALLOC006, SetFreeFunc, aclrtAllocatorSetFreeFuncToDesc, free)
ALLOC_SET_CASES(ALLOC007, SetAllocAdviseFunc, aclrtAllocatorSetAllocAdviseFuncToDesc, advise)
ALLOC_SET_CASES(ALLOC008, SetGetAddrFromBlockFunc, aclrtAllocatorSetGetAddrFromBlockFuncToDesc, get_addr)

/* Every member set twice, kit A then kit B: the registration has B's. */
ACLCTS_TEST(ALLOC009, LastSetWins, "ALLOC009 ALLOC022", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC009", &a, ALLOC_ALL);
    alloc_set(t, "ALLOC009", d, &b, ALLOC_ALL);
    alloc_register(t, "ALLOC009", ALLOC_FAKE_STREAM(0), d);
    alloc_expect_registered(t, "ALLOC009", ALLOC_FAKE_STREAM(0), d, &b);
}

/* One member at a time from kit B over kit A: each set replaces its own
 * member and leaves the four others. */
typedef struct alloc_one_member {
    unsigned member;
    const char *name;
} alloc_one_member;

ACLCTS_TEST(ALLOC009, EachSetReplacesItsMemberOnly, "ALLOC009 ALLOC022", ACLCTS_PRODUCT)
{
    static const alloc_one_member members[] = {{ALLOC_OBJ, "obj"},
                                               {ALLOC_ALLOC, "allocFunc"},
                                               {ALLOC_FREE, "freeFunc"},
                                               {ALLOC_ADVISE, "allocAdviseFunc"},
                                               {ALLOC_GET_ADDR, "getAddrFromBlockFunc"}};
    alloc_kit a = alloc_kit_a(), b = alloc_kit_b();
    for (size_t i = 0; i < sizeof members / sizeof members[0]; i++) {
        unsigned m = members[i].member;
        aclrtAllocatorDesc d = alloc_desc(t, "ALLOC009", &a, ALLOC_ALL);
        alloc_set(t, "ALLOC009", d, &b, m);
        alloc_kit want = {m == ALLOC_OBJ ? b.obj : a.obj, m == ALLOC_ALLOC ? b.alloc : a.alloc,
                          m == ALLOC_FREE ? b.free : a.free, m == ALLOC_ADVISE ? b.advise : a.advise,
                          m == ALLOC_GET_ADDR ? b.get_addr : a.get_addr};
        aclrtStream s = ALLOC_FAKE_STREAM(i);
        alloc_register(t, "ALLOC009", s, d);
        size_t failures = t->failures;
        alloc_expect_registered(t, "ALLOC009", s, d, &want);
        CHECK_TRUE(t, t->failures == failures, "after setting only %s from the second kit", members[i].name);
    }
}

/* The same value set again is still accepted. */
ACLCTS_TEST(ALLOC009, SettingTheSameValueAgain, "ALLOC009", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC009", &a, ALLOC_ALL);
    alloc_set(t, "ALLOC009", d, &a, ALLOC_ALL);
    alloc_register(t, "ALLOC009", ALLOC_FAKE_STREAM(0), d);
    alloc_expect_registered(t, "ALLOC009", ALLOC_FAKE_STREAM(0), d, &a);
}

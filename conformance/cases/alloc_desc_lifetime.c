/* ALLOC001..ALLOC003: a descriptor is made and freed by the ACL layer alone
 * (allocator.cpp aclrtAllocatorCreateDescImpl, aclrtAllocatorDestroyDescImpl):
 * no aclInit, no device, no lower-layer call; a new descriptor has no
 * allocator object. */
#include "helpers/alloc.h"
#include "helpers/heap.h"

ACLCTS_TEST(ALLOC001, CreateGivesDistinctDescriptorsWithoutInit, "ALLOC001 ALLOC003", ACLCTS_PRODUCT)
{
    size_t m = aclcts_mark(t);
    aclrtAllocatorDesc d[4];
    for (int i = 0; i < 4; i++) {
        d[i] = t->acl->aclrtAllocatorCreateDesc();
        CHECK_TRUE(t, d[i] != NULL, "aclrtAllocatorCreateDesc() number %d gave NULL", i + 1);
        for (int j = 0; j < i; j++)
            CHECK_TRUE(t, d[i] != d[j], "descriptors %d and %d are both %p", j + 1, i + 1, d[i]);
    }
    for (int i = 0; i < 4; i++) {
        if (d[i] != NULL) CHECK_CODE_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(d[i]), ACL_SUCCESS);
    }
    CHECK_TRACE(t, m, "");
}

/* A descriptor destroyed, then a new one: the new one is a descriptor of its
 * own, usable at once. */
ACLCTS_TEST(ALLOC001, CreateAfterDestroy, "ALLOC001 ALLOC003", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC001", &a, ALLOC_ALL);
    CHECK_CODE_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(d), ACL_SUCCESS);
    aclrtAllocatorDesc e = alloc_desc(t, "ALLOC001", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC001", ALLOC_FAKE_STREAM(0), e);
    alloc_expect_registered(t, "ALLOC001", ALLOC_FAKE_STREAM(0), e, &a);
    CHECK_CODE_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(e), ACL_SUCCESS);
}

/* The object is the one member a new descriptor is sure to lack: with the
 * four functions set, the registration is refused (ALLOC012). */
ACLCTS_TEST(ALLOC001, NewDescriptorHasNoAllocatorObject, "ALLOC001 ALLOC012", ACLCTS_PRODUCT)
{
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC001", &a, ALLOC_ALL & ~ALLOC_OBJ);
    CHECK_CODE(t, t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), ACL_ERROR_INVALID_PARAM);
    alloc_expect_unregistered(t, "ALLOC012", ALLOC_FAKE_STREAM(0));
    CHECK_CODE_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(d), ACL_SUCCESS);
}

ACLCTS_TEST(ALLOC002, DestroyNullIsInvalidParam, "ALLOC002", ACLCTS_PRODUCT)
{
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclrtAllocatorDestroyDesc(NULL), ACL_ERROR_INVALID_PARAM);
    CHECK_TRACE(t, m, "");
}

ACLCTS_TEST(ALLOC002, DestroyNullAfterInit, "ALLOC002", ACLCTS_PRODUCT)
{
    CHECK_CODE_FATAL_FOR(t, "ALLOC026", t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtAllocatorDestroyDesc(NULL), ACL_ERROR_INVALID_PARAM);
}

/* Destroyed after every member was set, registered and unregistered, with
 * no lower-layer call on the way. */
ACLCTS_TEST(ALLOC003, DestroyAfterUse, "ALLOC003 ALLOC014", ACLCTS_PRODUCT)
{
    size_t m = aclcts_mark(t);
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC003", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC003", ALLOC_FAKE_STREAM(1), d);
    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(1)), ACL_SUCCESS);
    CHECK_CODE(t, t->acl->aclrtAllocatorDestroyDesc(d), ACL_SUCCESS);
    CHECK_TRACE_FOR(t, "ALLOC014", m, "");
}

/* ...and its memory goes with it (helpers/heap.h): each call makes a
 * descriptor, sets all it holds, and destroys it. */
static void make_and_destroy(aclcts_t *t, int i)
{
    alloc_kit a = alloc_kit_a();
    (void)i;
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC003", &a, ALLOC_ALL);
    CHECK_CODE_FOR(t, "ALLOC003", t->acl->aclrtAllocatorDestroyDesc(d), ACL_SUCCESS);
}

ACLCTS_TEST(ALLOC003, DestroyedDescriptorsKeepNoMemory, "ALLOC003 ALLOC001", ACLCTS_PRODUCT)
{
    heap_need_no_library_beneath(t);
    heap_expect_flat(t, "ALLOC003", make_and_destroy);
}

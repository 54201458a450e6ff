/* ALLOC027, ALLOC021: what a refusal of the allocator functions reports
 * after aclInit. A NULL argument is EH0008 with the function and the
 * parameter (log_inner.h ACL_REQUIRES_NOT_NULL_WITH_INPUT_REPORT and its
 * _WITH_PRAM_NAME form): with two NULL arguments the name says which check
 * came first. A stream with no registration is EH0012 with the function,
 * the parameter and the reason (allocator.cpp aclrtAllocatorGetByStreamImpl). */
#include "helpers/alloc.h"
#include "helpers/errmsg.h"

#define EH_NULL "EH0008"

/* The refusal CALL after aclInit (and SETUP) returns 100000 under RULE, and
 * the next aclGetRecentErrMsg holds EH0008, FUNC, then PARAM. */
#define ALLOC_NULL_REPORT(RULE, NAME, SETUP, CALL, FUNC, PARAM)                    \
    ACLCTS_TEST(ALLOC027, NAME, "ALLOC027 " #RULE, ACLCTS_PRODUCT)                 \
    {                                                                              \
        ACLCTS_NEED(t, aclGetRecentErrMsg);                                        \
        CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);                   \
        alloc_kit a = alloc_kit_a();                                               \
        (void)a;                                                                   \
        SETUP;                                                                     \
        (void)t->acl->aclGetRecentErrMsg();                                        \
        ALLOC_CHECK_CODE_TEXT_FOR(t, #RULE, #CALL, CALL, ACL_ERROR_INVALID_PARAM); \
        errmsg_expect_recent_report(t, "ALLOC027", EH_NULL, FUNC, PARAM);          \
    }
#define ALLOC_CHECK_CODE_TEXT_FOR(t, rule, text, got, expected) ACLCTS_CHECK_CODE_(t, rule, text, got, expected, 0)

#define NOTHING ((void)0)
#define DESC aclrtAllocatorDesc d = alloc_desc(t, "ALLOC027", &a, ALLOC_ALL)
#define DESC_NO_OBJ aclrtAllocatorDesc d = alloc_desc(t, "ALLOC027", &a, ALLOC_ALL & ~ALLOC_OBJ)
#define REGISTERED                                                   \
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC027", &a, ALLOC_ALL); \
    alloc_register(t, "ALLOC027", ALLOC_FAKE_STREAM(0), d)

ALLOC_NULL_REPORT(ALLOC002, DestroyDescNamesTheDescriptor, NOTHING, t->acl->aclrtAllocatorDestroyDesc(NULL),
                  "aclrtAllocatorDestroyDesc", "allocatorDesc")

ALLOC_NULL_REPORT(ALLOC004, SetObjChecksTheDescriptorFirst, NOTHING, t->acl->aclrtAllocatorSetObjToDesc(NULL, NULL),
                  "aclrtAllocatorSetObjToDesc", "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC004, SetObjNamesTheAllocator, DESC, t->acl->aclrtAllocatorSetObjToDesc(d, NULL),
                  "aclrtAllocatorSetObjToDesc", "allocator")
ALLOC_NULL_REPORT(ALLOC005, SetAllocFuncChecksTheDescriptorFirst, NOTHING,
                  t->acl->aclrtAllocatorSetAllocFuncToDesc(NULL, NULL), "aclrtAllocatorSetAllocFuncToDesc",
                  "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC005, SetAllocFuncNamesTheFunction, DESC, t->acl->aclrtAllocatorSetAllocFuncToDesc(d, NULL),
                  "aclrtAllocatorSetAllocFuncToDesc", "func")
ALLOC_NULL_REPORT(ALLOC006, SetFreeFuncChecksTheDescriptorFirst, NOTHING,
                  t->acl->aclrtAllocatorSetFreeFuncToDesc(NULL, NULL), "aclrtAllocatorSetFreeFuncToDesc",
                  "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC006, SetFreeFuncNamesTheFunction, DESC, t->acl->aclrtAllocatorSetFreeFuncToDesc(d, NULL),
                  "aclrtAllocatorSetFreeFuncToDesc", "func")
ALLOC_NULL_REPORT(ALLOC007, SetAllocAdviseFuncChecksTheDescriptorFirst, NOTHING,
                  t->acl->aclrtAllocatorSetAllocAdviseFuncToDesc(NULL, NULL), "aclrtAllocatorSetAllocAdviseFuncToDesc",
                  "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC007, SetAllocAdviseFuncNamesTheFunction, DESC,
                  t->acl->aclrtAllocatorSetAllocAdviseFuncToDesc(d, NULL), "aclrtAllocatorSetAllocAdviseFuncToDesc",
                  "func")
ALLOC_NULL_REPORT(ALLOC008, SetGetAddrFromBlockFuncChecksTheDescriptorFirst, NOTHING,
                  t->acl->aclrtAllocatorSetGetAddrFromBlockFuncToDesc(NULL, NULL),
                  "aclrtAllocatorSetGetAddrFromBlockFuncToDesc", "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC008, SetGetAddrFromBlockFuncNamesTheFunction, DESC,
                  t->acl->aclrtAllocatorSetGetAddrFromBlockFuncToDesc(d, NULL),
                  "aclrtAllocatorSetGetAddrFromBlockFuncToDesc", "func")

ALLOC_NULL_REPORT(ALLOC010, RegisterChecksTheStreamFirst, NOTHING, t->acl->aclrtAllocatorRegister(NULL, NULL),
                  "aclrtAllocatorRegister", "stream")
ALLOC_NULL_REPORT(ALLOC011, RegisterNamesTheDescriptor, NOTHING,
                  t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), NULL), "aclrtAllocatorRegister", "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC012, RegisterNamesTheMissingObject, DESC_NO_OBJ,
                  t->acl->aclrtAllocatorRegister(ALLOC_FAKE_STREAM(0), d), "aclrtAllocatorRegister",
                  "allocatorDesc->obj")

ALLOC_NULL_REPORT(ALLOC019, GetByStreamChecksTheDescriptorOutputFirst, NOTHING,
                  t->acl->aclrtAllocatorGetByStream(NULL, NULL, NULL, NULL, NULL, NULL, NULL),
                  "aclrtAllocatorGetByStream", "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC019, GetByStreamOfARegisteredStreamNamesTheDescriptorOutput, REGISTERED,
                  t->acl->aclrtAllocatorGetByStream(ALLOC_FAKE_STREAM(0), NULL, NULL, NULL, NULL, NULL, NULL),
                  "aclrtAllocatorGetByStream", "allocatorDesc")
ALLOC_NULL_REPORT(ALLOC020, GetByStreamNamesTheStream, aclrtAllocatorDesc out = NULL,
                  t->acl->aclrtAllocatorGetByStream(NULL, &out, NULL, NULL, NULL, NULL, NULL),
                  "aclrtAllocatorGetByStream", "stream")

ALLOC_NULL_REPORT(ALLOC023, UnregisterNamesTheStream, NOTHING, t->acl->aclrtAllocatorUnregister(NULL),
                  "aclrtAllocatorUnregister", "stream")

/* ALLOC021: no registration, EH0012 with its reason. */
static void alloc_expect_not_registered_report(aclcts_t *t, aclrtStream s)
{
    aclrtAllocatorDesc out = NULL;
    (void)t->acl->aclGetRecentErrMsg();
    CHECK_CODE(t, t->acl->aclrtAllocatorGetByStream(s, &out, NULL, NULL, NULL, NULL, NULL), ACL_ERROR_INVALID_PARAM);
    errmsg_expect_recent_report(t, "ALLOC021", "EH0012", "aclrtAllocatorGetByStream", "stream",
                                "The stream is not registered with any allocator");
}

ACLCTS_TEST(ALLOC021, NeverRegisteredStreamIsReported, "ALLOC021", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    alloc_expect_not_registered_report(t, ALLOC_FAKE_STREAM(3));
}

ACLCTS_TEST(ALLOC021, UnregisteredStreamIsReported, "ALLOC021 ALLOC024", ACLCTS_PRODUCT)
{
    ACLCTS_NEED(t, aclGetRecentErrMsg);
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    alloc_kit a = alloc_kit_a();
    aclrtAllocatorDesc d = alloc_desc(t, "ALLOC021", &a, ALLOC_ALL);
    alloc_register(t, "ALLOC021", ALLOC_FAKE_STREAM(3), d);
    CHECK_CODE_FOR(t, "ALLOC024", t->acl->aclrtAllocatorUnregister(ALLOC_FAKE_STREAM(3)), ACL_SUCCESS);
    alloc_expect_not_registered_report(t, ALLOC_FAKE_STREAM(3));
}

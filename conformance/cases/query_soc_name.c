/* QUERY022..QUERY025: aclrtGetSocName (acl_rt_impl_base.cpp
 * aclrtGetSocNameImpl -> InitSocVersion): rtGetSocVersion(buf, 128) once,
 * into a cache of the process that aclInit's SoC probe and the platform-info
 * update after a device comes up share (SOC002); a failure gives NULL and
 * keeps nothing, and an empty name is not kept either. */
#include <stdio.h>
#include <string.h>

#include "aclcts/case.h"
#include "helpers/chain.h"

/* The name the runtime reports: the spy's, or the one of the runtime beneath. */
static const char *reported_soc(aclcts_t *t)
{
    static char beneath[128];
    const char *lower = aclcts_lower_soc(t, beneath, sizeof beneath);
    return lower != NULL ? lower : t->spy->soc();
}

ACLCTS_TEST(QUERY022, FirstCallProbesOnce, "QUERY022", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    size_t m = aclcts_mark(t);
    const char *a = t->acl->aclrtGetSocName();
    CHECK_TRACE(t, m, "rtGetSocVersion(ptr,128)=0\n");
    CHECK_STR(t, a, reported_soc(t));
    m = aclcts_mark(t);
    const char *b = t->acl->aclrtGetSocName();
    CHECK_TRUE(t, a == b, "the second call returned another pointer");
    CHECK_TRACE(t, m, "");
}

/* A SoC the runtime reports after the first probe is not seen. */
ACLCTS_TEST(QUERY022, LaterSocChangeIsNotSeen, "QUERY022", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    const char *first = t->acl->aclrtGetSocName();
    if (first == NULL) SKIP(t, "aclrtGetSocName gave NULL");
    char kept[128];
    snprintf(kept, sizeof kept, "%s", first);
    t->spy->set_soc("Ascend310P3");
    size_t m = aclcts_mark(t);
    CHECK_STR(t, t->acl->aclrtGetSocName(), kept);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 0);
}

/* QUERY023: one cache with aclInit, both ways round. */
ACLCTS_TEST(QUERY023, AfterAclInitNoProbe, "QUERY023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHECK_CODE_FATAL(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    size_t m = aclcts_mark(t);
    CHECK_STR(t, t->acl->aclrtGetSocName(), reported_soc(t));
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 0);
}

ACLCTS_TEST(QUERY023, AclInitAfterItDoesNotProbe, "QUERY023 SOC002", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    if (t->acl->aclrtGetSocName() == NULL) SKIP(t, "aclrtGetSocName gave NULL");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 0);
}

ACLCTS_TEST(QUERY023, AfterADeviceComesUpNoProbe, "QUERY023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    CHAIN_NEED(t);
    chain_set_device(t, "QUERY023", 0);
    size_t m = aclcts_mark(t);
    CHECK_TRUE(t, t->acl->aclrtGetSocName() != NULL, "aclrtGetSocName gave NULL");
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 0);
}

/* QUERY024: a failure gives NULL and keeps nothing. */
ACLCTS_TEST(QUERY024, FailureGivesNullAndTheNextCallProbes, "QUERY024", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    size_t m = aclcts_mark(t);
    CHECK_TRUE(t, t->acl->aclrtGetSocName() == NULL, "aclrtGetSocName did not give NULL");
    CHECK_TRACE(t, m, "rtGetSocVersion(ptr,128)=507000\n");
    m = aclcts_mark(t);
    CHECK_STR(t, t->acl->aclrtGetSocName(), reported_soc(t));
    CHECK_TRACE(t, m, "rtGetSocVersion(ptr,128)=0\n");
}

/* A failure of aclrtGetSocName leaves aclInit its own probe. */
ACLCTS_TEST(QUERY024, AclInitProbesAfterAFailure, "QUERY024 QUERY023", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_fail(t, "rtGetSocVersion", ACL_ERROR_RT_INTERNAL_ERROR, 1);
    CHECK_TRUE(t, t->acl->aclrtGetSocName() == NULL, "aclrtGetSocName did not give NULL");
    size_t m = aclcts_mark(t);
    CHECK_CODE(t, t->acl->aclInit(NULL), ACL_SUCCESS);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 1);
}

/* QUERY025: an empty name is given back but asked for again. */
ACLCTS_TEST(QUERY025, EmptyNameIsNotKept, "QUERY025", ACLCTS_PRODUCT | ACLCTS_TRACE)
{
    aclcts_model_only(t, "rtGetSocVersion", "only the spy's model can be made to report an empty SoC name");
    aclcts_use_soc(t, "");
    size_t m = aclcts_mark(t);
    const char *a = t->acl->aclrtGetSocName();
    CHECK_STR(t, a, "");
    CHECK_STR(t, t->acl->aclrtGetSocName(), "");
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 2);
    t->spy->set_soc(ACLCTS_SB_DEFAULT_SOC);
    CHECK_STR(t, t->acl->aclrtGetSocName(), ACLCTS_SB_DEFAULT_SOC);
    m = aclcts_mark(t);
    CHECK_STR(t, t->acl->aclrtGetSocName(), ACLCTS_SB_DEFAULT_SOC);
    CHECK_INT(t, aclcts_calls(t, "rtGetSocVersion", m), 0);
}

/* The profiling layer's answer to MsprofInit: a pure model of msprof's
 * ProfInit / ProfAclMgr::MsprofInitAclJson / MsprofInitAclEnv
 * (rules PROF004-PROF007 and PROF009-PROF010, tagged in msprof_model.c and
 * msprof_platform.c, HAZ007 in nano_json.c; product
 * src/dfx/msprof/collector/dvvp/profimpl/adapter/src/msprofiler_impl.cpp
 * ProfInit, .../msprof/engine/src/prof_acl_mgr.cpp CheckAclJsonInitData,
 * ParseAclJsonConfig, CheckAclJsonConfigInvalid, CheckAclJsonItemConfigInvalid,
 * MsprofAclJsonParamConstruct, .../task_handle/src/prof_params_adapter.cpp
 * CheckJsonConfig, .../common/validation/param_validation.cpp).
 *
 * Platform-dependent checks (Platform::CheckIfSupport, the supported-key
 * and aic_metrics tables) ask the platform of the state's world
 * (msprof_platform.h): a device host with an Atlas A2 by default, or a
 * general server without a driver, where every `profiler` that passes the
 * checks with switch "on" is refused by the general-server whitelist. */
#ifndef ACLCTS_LOWER_MSPROF_MODEL_H_
#define ACLCTS_LOWER_MSPROF_MODEL_H_

#include <stdint.h>

#include "msprof/msprof_platform.h"

/* MsprofCtrlCallbackType values aclInit uses. */
#define ACLCTS_MSPROF_CTRL_INIT_ACL_ENV 0u
#define ACLCTS_MSPROF_CTRL_INIT_ACL_JSON 1u
#define ACLCTS_MSPROF_CTRL_INIT_DYNA 0xFFu

/* MsprofErrorCode (pkg_inc/profiling/aprof_pub.h). */
#define ACLCTS_MSPROF_ERROR_NONE 0
#define ACLCTS_MSPROF_ERROR_CONFIG_INVALID 3
#define ACLCTS_MSPROF_ERROR 5

#define ACLCTS_MSPROF_MAX_JSON (1024u * 1024u) /* ACL_CFG_LEN_MAX */

/* ACLJSON_CONFIG_VECTOR (prof_acl_mgr.h): the members a `profiler` may have, NULL-terminated. */
extern const char *const aclcts_msprof_members[];

typedef enum aclcts_msprof_mode {
    ACLCTS_MSPROF_MODE_OFF,  /* no profiling */
    ACLCTS_MSPROF_MODE_JSON, /* started from the acl.json `profiler` object */
    ACLCTS_MSPROF_MODE_ENV   /* started from PROFILER_SAMPLECONFIG */
} aclcts_msprof_mode;

typedef struct aclcts_msprof_state {
    aclcts_msprof_mode mode;
    aclcts_msprof_world world; /* the host msprof runs on; zero: a device host */
} aclcts_msprof_state;

/* What one MsprofInit decided. `decision` is one of:
 *   "on"         profiling started from the JSON (switch "on")
 *   "off"        the JSON was valid, switch not "on": success, profiling off
 *   "env"        PROFILER_SAMPLECONFIG mode started (the JSON is not read)
 *   "running"    profiling already running: success, nothing validated
 *   "idle"       dynamic init without PROFILER_SAMPLECONFIG: nothing to do
 *   "rejected"   refused; `reason` is "<id> <what>": the error id msprof
 *                reports first (EK0005 a member unknown or not supported on
 *                the platform, EK0003 a value refused, "-" only a log line)
 *                and the member, or "length", "parse", "null"; "ai-core"
 *                for the general server's whitelist; "type" alone for an
 *                init type ProfInit does not know
 *   "hazard"     msprof's parser ends the process: it throws an exception
 *                nothing catches (reason "- terminate") or frees a value
 *                twice ("- double-free"); answered here as a refusal, ret 3
 *   "unmodelled" another init type: success */
typedef struct aclcts_msprof_decision {
    int ret;
    const char *decision;
    char reason[96];
    /* Members refused by their own checks. With more than one, the product
     * reports the first its unordered_map meets: when their ids differ,
     * id_order_dependent is 1 and the id is not specified. */
    unsigned refusals;
    int id_order_dependent;
    /* 1 when a key or string value of the text holds a NUL byte: the model
     * reads it up to the NUL, msprof whole (libascendcl never hands such a
     * text: it prints control characters escaped), so the decision is the
     * model's limit, not msprof's. */
    int nul_in_strings;
} aclcts_msprof_decision;

void aclcts_msprof_state_init(aclcts_msprof_state *st);
/* env_config: the value of PROFILER_SAMPLECONFIG (NULL when unset). */
aclcts_msprof_decision aclcts_msprof_init(aclcts_msprof_state *st, uint32_t type, const void *data, uint32_t len,
                                          const char *env_config);
/* MsprofFinalize: profiling stops. */
void aclcts_msprof_finalize(aclcts_msprof_state *st);

#endif

/* The profiling layer's answer to MsprofInit: a pure model of msprof's
 * ProfInit / ProfAclMgr::MsprofInitAclJson / MsprofInitAclEnv
 * (rules PROF004-PROF007, tagged in msprof_model.c; product
 * src/dfx/msprof/collector/dvvp/profimpl/adapter/src/msprofiler_impl.cpp
 * ProfInit, .../msprof/engine/src/prof_acl_mgr.cpp CheckAclJsonInitData,
 * ParseAclJsonConfig, CheckAclJsonConfigInvalid, CheckAclJsonItemConfigInvalid,
 * MsprofAclJsonParamConstruct, .../task_handle/src/prof_params_adapter.cpp
 * CheckJsonConfig, .../common/validation/param_validation.cpp).
 *
 * Platform-dependent support checks (Platform::CheckIfSupport) are taken as
 * "supported" and the aic_metrics names are those of Atlas A2; the checks
 * that need a platform answer this model does not have (instr_profiling_freq
 * range, optype support, aic_metrics PMU events) are not modelled. */
#ifndef ACLCTS_LOWER_MSPROF_MODEL_H_
#define ACLCTS_LOWER_MSPROF_MODEL_H_

#include <stdint.h>

/* MsprofCtrlCallbackType values aclInit uses. */
#define ACLCTS_MSPROF_CTRL_INIT_ACL_ENV 0u
#define ACLCTS_MSPROF_CTRL_INIT_ACL_JSON 1u
#define ACLCTS_MSPROF_CTRL_INIT_DYNA 0xFFu

/* MsprofErrorCode (pkg_inc/profiling/aprof_pub.h). */
#define ACLCTS_MSPROF_ERROR_NONE 0
#define ACLCTS_MSPROF_ERROR_CONFIG_INVALID 3
#define ACLCTS_MSPROF_ERROR 5

#define ACLCTS_MSPROF_MAX_JSON (1024u * 1024u) /* ACL_CFG_LEN_MAX */

typedef enum aclcts_msprof_mode {
    ACLCTS_MSPROF_MODE_OFF,  /* no profiling */
    ACLCTS_MSPROF_MODE_JSON, /* started from the acl.json `profiler` object */
    ACLCTS_MSPROF_MODE_ENV   /* started from PROFILER_SAMPLECONFIG */
} aclcts_msprof_mode;

typedef struct aclcts_msprof_state {
    aclcts_msprof_mode mode;
} aclcts_msprof_state;

/* What one MsprofInit decided. `decision` is one of:
 *   "on"         profiling started from the JSON (switch "on")
 *   "off"        the JSON was valid, switch not "on": success, profiling off
 *   "env"        PROFILER_SAMPLECONFIG mode started (the JSON is not read)
 *   "running"    profiling already running: success, nothing validated
 *   "idle"       dynamic init without PROFILER_SAMPLECONFIG: nothing to do
 *   "rejected"   refused; `reason` says why ("EK0005 <key>", "EK0003 <key>",
 *                "EK0003 length", "EK0003 parse", "EK0003 null", "type")
 *   "unmodelled" another init type: success */
typedef struct aclcts_msprof_decision {
    int ret;
    const char *decision;
    char reason[96];
} aclcts_msprof_decision;

void aclcts_msprof_state_init(aclcts_msprof_state *st);
/* env_config: the value of PROFILER_SAMPLECONFIG (NULL when unset). */
aclcts_msprof_decision aclcts_msprof_init(aclcts_msprof_state *st, uint32_t type, const void *data, uint32_t len,
                                          const char *env_config);
/* MsprofFinalize: profiling stops. */
void aclcts_msprof_finalize(aclcts_msprof_state *st);


#endif

/* The dump layer's handling of an aclInit configuration: a model of adump's
 * Adx::AdumpSetDumpConfig (dump_manager.cpp DumpManager::SetDumpConfig and
 * dump_config_converter.cpp DumpConfigConverter::Convert), of what adump does
 * when it is loaded (the DumpManager and KernelDfxDumper constructors, which
 * read the environment) and of the dump server's reference count
 * (adx_datadump_server.cpp, adx_dump_record.cpp).
 *
 * Inputs: the raw configuration bytes and path, an environment snapshot, the
 * platform (from the SoC name) and faults of adump's own runtime calls.
 * Output: a decision (result, error report, dump type and mode, path,
 * switches) and the process-wide adump state it leaves behind. Rules:
 * spec/rules/DUMP.json (DUMP003 onward; each rule is tagged where it is decided).
 * Parser differences from the product's nlohmann::json: lower/adump/README.md. */
#ifndef ACLCTS_LOWER_ADUMP_MODEL_H_
#define ACLCTS_LOWER_ADUMP_MODEL_H_

#include <stddef.h>

/* adump_pub.h AdumpStatus values the ACL layer maps (DUMP002). */
#define ACLCTS_ADUMP_SUCCESS 0
#define ACLCTS_ADUMP_FAILED (-1)
#define ACLCTS_ADUMP_INPUT_FAILED (-2)

/* adump_pub.h DumpType; NONE: no dump is set up. */
typedef enum aclcts_adump_type {
    ACLCTS_ADUMP_TYPE_NONE = 0,
    ACLCTS_ADUMP_TYPE_OPERATOR = 1,
    ACLCTS_ADUMP_TYPE_EXCEPTION = 2,      /* aic_err_norm_dump, NPU_COLLECT_PATH */
    ACLCTS_ADUMP_TYPE_ARGS_EXCEPTION = 3, /* aic_err_brief_dump, lite_exception */
    ACLCTS_ADUMP_TYPE_OP_OVERFLOW = 4,
    ACLCTS_ADUMP_TYPE_AIC_ERR_DETAIL_DUMP = 5, /* coredump */
} aclcts_adump_type;

/* adump_dsmi.h PlatformType: (rtGetDeviceInfo version >> 8) & 0xff. */
#define ACLCTS_ADUMP_PLATFORM_CLOUD 1     /* Ascend910 (Atlas training) */
#define ACLCTS_ADUMP_PLATFORM_DC 4        /* Ascend310P (Atlas inference) */
#define ACLCTS_ADUMP_PLATFORM_CLOUD_V2 5  /* Ascend910B, Ascend910_93 (Atlas A2/A3) */
#define ACLCTS_ADUMP_PLATFORM_MINI_V3 7   /* Ascend310B (Atlas 200I/500 A2) */
#define ACLCTS_ADUMP_PLATFORM_CLOUD_V4 15 /* Ascend950 */
#define ACLCTS_ADUMP_PLATFORM_CLOUD_V5 16
#define ACLCTS_ADUMP_PLATFORM_UNKNOWN 255 /* no platform library registered */

/* Runtime kernel-DFX types (rtKernelDfxInfoType), as bits of a mask. */
#define ACLCTS_ADUMP_DFX_DEFAULT 0
#define ACLCTS_ADUMP_DFX_PRINTF 1
#define ACLCTS_ADUMP_DFX_TENSOR 2
#define ACLCTS_ADUMP_DFX_ASSERT 3
#define ACLCTS_ADUMP_DFX_TIME_STAMP 4
#define ACLCTS_ADUMP_DFX_BLOCK_INFO 5
#define ACLCTS_ADUMP_DFX_TYPES 6

/* The environment adump reads (NULL: unset). */
typedef struct aclcts_adump_env {
    const char *ascend_work_path;
    const char *ascend_dump_path;
    const char *npu_collect_path;
    const char *ascend_dump_scene;
} aclcts_adump_env;

/* adump's own runtime calls on the SetDumpConfig path: a non-zero code makes
 * that call fail (what a test injects; the product gets it from the runtime). */
typedef struct aclcts_adump_faults {
    int set_kernel_dfx_cb; /* rtSetKernelDfxInfoCallback (DUMP028) */
    int reg_dev_state_cb;  /* rtRegDeviceStateCallbackEx, detail exception dump (DUMP027) */
    int get_device_info;   /* rtGetDeviceInfo: platform of an operator dump (DUMP026) */
    int get_op_timeout;    /* rtGetOpExecuteTimeoutV2 (DUMP026) */
    int set_op_timeout;    /* rtSetOpExecuteTimeOutWithMs (DUMP026) */
    int server_init;       /* adump's own AdxDataDumpServerInit at count 0 (DUMP026) */
} aclcts_adump_faults;

/* adump's process-wide state: never reset by aclFinalize (DUMP033). */
typedef struct aclcts_adump_state {
    int platform;                 /* ACLCTS_ADUMP_PLATFORM_* of the device */
    aclcts_adump_type exception;  /* exception dump enabled (NONE: none) */
    const char *exception_source; /* "ASCEND_DUMP_SCENE", "NPU_COLLECT_PATH" or "config" */
    char *exception_path;         /* its dump path */
    int operator_on;              /* an OPERATOR dump is set */
    int overflow_on;              /* an OP_OVERFLOW dump is set */
    unsigned dfx_mask;            /* registered kernel-DFX types, bit ACLCTS_ADUMP_DFX_* */
    char *dfx_path;               /* kernel-DFX base directory, set once; NULL: unset */
    int op_timeout_raised;        /* the op timeout was raised to the dump minimum */
    int server_count;             /* AdxDataDumpServerInit/UnInit reference count */
    aclcts_adump_faults faults;
} aclcts_adump_state;

/* One SetDumpConfig call: what adump decided. */
typedef struct aclcts_adump_decision {
    int result;              /* ACLCTS_ADUMP_SUCCESS, _FAILED or _INPUT_FAILED */
    char report[8];          /* error report id EP0001..EP0005, "" when none */
    char *item;              /* the item the report names, e.g. dump_list[0].layer */
    const char *reason;      /* the report's reason or the failed step; NULL on success */
    int need_dump;           /* DUMP020 */
    aclcts_adump_type type;  /* DUMP021; NONE when nothing is set up */
    const char *mode;        /* none, model, single-op, model+single-op, watcher, overflow,
                                 exception-brief, exception-norm, exception-detail */
    int ignored;             /* an exception dump was already on: success, no effect */
    char *path;              /* effective dump path (after the environment overrides) */
    const char *path_source; /* dump_path, ASCEND_WORK_PATH, ASCEND_DUMP_PATH, default */
    char *dump_mode, *dump_level, *dump_data, *dump_op_switch, *dump_debug, *dump_scene;
    char *dump_step, *dump_stats, *kernel_data;
    int dump_switch;  /* dump_level op 1, kernel 2, otherwise 3 */
    unsigned dfx_new; /* kernel-DFX types this call registered */
} aclcts_adump_decision;

/* Platform of a SoC name (DUMP025): Ascend910B*, Ascend910_93* CLOUD_V2;
 * Ascend950* CLOUD_V4; Ascend310P* DC; Ascend310B* MINI_V3; other Ascend910*
 * CLOUD; anything else UNKNOWN. */
int aclcts_adump_platform_of_soc(const char *soc);
const char *aclcts_adump_platform_name(int platform);
/* FEATURE_CORE_DUMP: only the CLOUD_V2, CLOUD_V4 and CLOUD_V5 platform libraries. */
int aclcts_adump_platform_has_coredump(int platform);

/* The process environment now (getenv). */
void aclcts_adump_env_read(aclcts_adump_env *env);

/* A fresh state for `platform`, then what loading adump does with `env`
 * (DUMP031, DUMP032): exception dump and kernel DFX from the environment. */
void aclcts_adump_load(aclcts_adump_state *st, int platform, const aclcts_adump_env *env);
void aclcts_adump_state_free(aclcts_adump_state *st);

/* AdxDataDumpServerInit / UnInit that succeeded: the reference count. */
void aclcts_adump_server_started(aclcts_adump_state *st);
void aclcts_adump_server_stopped(aclcts_adump_state *st);

/* Adx::AdumpSetDumpConfig({path, data, size}); returns d->result. */
int aclcts_adump_set_dump_config(aclcts_adump_state *st, const aclcts_adump_env *env, const char *data, size_t size,
                                 const char *path, aclcts_adump_decision *d);
void aclcts_adump_decision_free(aclcts_adump_decision *d);

/* One-line texts "key=value key=value ..." (values with spaces or quotes are
 * JSON string literals); malloc'd, NULL when memory ran out. */
char *aclcts_adump_decision_text(const aclcts_adump_decision *d, const aclcts_adump_state *st);
char *aclcts_adump_state_text(const aclcts_adump_state *st);

#endif

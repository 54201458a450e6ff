/* DumpManager (dump_manager.cpp), KernelDfxDumper (kernel_dfx_dumper.cpp)
 * and the dump server's reference count (adx_datadump_server.cpp): what
 * adump does with a converted configuration and what it does when loaded. */
#include <stdlib.h>
#include <string.h>

#include "adump/adump_convert.h"
#include "adump/adump_model.h"
#include "adump/adump_path.h"
#include "adump/adump_str.h"

/* Platform libraries registered in adump (the files of common/platform/). */
int aclcts_adump_platform_of_soc(const char *soc)
{
    static const struct {
        const char *prefix;
        int platform;
    } k_socs[] = {
        {"Ascend910B", ACLCTS_ADUMP_PLATFORM_CLOUD_V2}, {"Ascend910_93", ACLCTS_ADUMP_PLATFORM_CLOUD_V2},
        {"Ascend950", ACLCTS_ADUMP_PLATFORM_CLOUD_V4},  {"Ascend310P", ACLCTS_ADUMP_PLATFORM_DC},
        {"Ascend310B", ACLCTS_ADUMP_PLATFORM_MINI_V3},  {"Ascend910", ACLCTS_ADUMP_PLATFORM_CLOUD},
    };
    for (size_t i = 0; soc != NULL && i < sizeof k_socs / sizeof k_socs[0]; i++) {
        if (strncmp(soc, k_socs[i].prefix, strlen(k_socs[i].prefix)) == 0) {
            return k_socs[i].platform;
        }
    }
    return ACLCTS_ADUMP_PLATFORM_UNKNOWN;
}

const char *aclcts_adump_platform_name(int platform)
{
    switch (platform) {
    case ACLCTS_ADUMP_PLATFORM_CLOUD:
        return "CLOUD";
    case ACLCTS_ADUMP_PLATFORM_DC:
        return "DC";
    case ACLCTS_ADUMP_PLATFORM_CLOUD_V2:
        return "CLOUD_V2";
    case ACLCTS_ADUMP_PLATFORM_MINI_V3:
        return "MINI_V3";
    case ACLCTS_ADUMP_PLATFORM_CLOUD_V4:
        return "CLOUD_V4";
    case ACLCTS_ADUMP_PLATFORM_CLOUD_V5:
        return "CLOUD_V5";
    default:
        return "UNKNOWN";
    }
}

/* FEATURE_CORE_DUMP is listed only by cloud_v2/v4/v5_platform.cpp; DC lists
 * other features and CLOUD and MINI_V3 have no platform library at all, so
 * DumpManager::CheckCoredumpSupportedPlatform is false there. */
int aclcts_adump_platform_has_coredump(int platform)
{
    return platform == ACLCTS_ADUMP_PLATFORM_CLOUD_V2 || platform == ACLCTS_ADUMP_PLATFORM_CLOUD_V4 ||
           platform == ACLCTS_ADUMP_PLATFORM_CLOUD_V5;
}

void aclcts_adump_env_read(aclcts_adump_env *env)
{
    env->ascend_work_path = getenv("ASCEND_WORK_PATH");
    env->ascend_dump_path = getenv("ASCEND_DUMP_PATH");
    env->npu_collect_path = getenv("NPU_COLLECT_PATH");
    env->ascend_dump_scene = getenv("ASCEND_DUMP_SCENE");
}

void aclcts_adump_server_started(aclcts_adump_state *st) { st->server_count++; }

/* AdxDumpRecord::UpdateDumpInitNum(false): never below 0 (DUMP033). */
void aclcts_adump_server_stopped(aclcts_adump_state *st)
{
    if (st->server_count > 0) {
        st->server_count--;
    }
}

static int failed(aclcts_adump_decision *d, const char *step)
{
    d->result = ACLCTS_ADUMP_FAILED;
    d->reason = step;
    return ACLCTS_ADUMP_FAILED;
}

/* KernelDfxDumper::EnableDfxDumper (DUMP028): registers the new runtime
 * types in ascending order, then sets the directory once per process
 * (DUMP029: InitDumpPath keeps the first directory). */
static int enable_dfx(aclcts_adump_state *st, unsigned mask, const char *path, aclcts_adump_decision *d)
{
    if (mask == 0 || path == NULL || path[0] == '\0') {
        return ACLCTS_ADUMP_SUCCESS;
    }
    for (int type = 0; type < ACLCTS_ADUMP_DFX_TYPES; type++) {
        unsigned bit = 1u << type;
        if ((mask & bit) == 0 || (st->dfx_mask & bit) != 0) {
            continue;
        }
        if (st->faults.set_kernel_dfx_cb != 0) {
            return d != NULL ? failed(d, "rtSetKernelDfxInfoCallback failed") : ACLCTS_ADUMP_FAILED;
        }
        st->dfx_mask |= bit;
        if (d != NULL) {
            d->dfx_new |= bit;
        }
    }
    if (st->dfx_path == NULL) {
        st->dfx_path = ads_strdup(path);
    }
    return ACLCTS_ADUMP_SUCCESS;
}

/* DumpManager::ExceptionConfig. The exception dumper's state is set before
 * the coredump callback is registered, so it stays on when that registration
 * fails (DUMP027). */
static int exception_config(aclcts_adump_state *st, aclcts_adump_type type, const char *path, const char *source,
                            aclcts_adump_decision *d)
{
    if (st->exception != ACLCTS_ADUMP_TYPE_NONE) { /* DUMP024: IsRepeatEnableException */
        if (d != NULL) {
            d->ignored = 1;
        }
        return ACLCTS_ADUMP_SUCCESS;
    }
    /* DUMP025: the detail dump needs the platform's coredump feature */
    if (type == ACLCTS_ADUMP_TYPE_AIC_ERR_DETAIL_DUMP && !aclcts_adump_platform_has_coredump(st->platform)) {
        return d != NULL ? failed(d, "coredump is not supported on this platform") : ACLCTS_ADUMP_FAILED;
    }
    st->exception = type;
    st->exception_source = source;
    free(st->exception_path);
    st->exception_path = ads_strdup(path != NULL && path[0] != '\0' ? path : "./");
    if (type == ACLCTS_ADUMP_TYPE_AIC_ERR_DETAIL_DUMP && st->faults.reg_dev_state_cb != 0) {
        return d != NULL ? failed(d, "rtRegDeviceStateCallbackEx failed") : ACLCTS_ADUMP_FAILED;
    }
    return ACLCTS_ADUMP_SUCCESS;
}

/* DumpSetting::Init, StartDataDumpServer and AdjustOpExecuteTimeOut for
 * OPERATOR and OP_OVERFLOW (DUMP026). The KFC stats binary is taken to be
 * absent, so no KFC initialisation runs. */
static int data_dump_config(aclcts_adump_state *st, aclcts_adump_type type, aclcts_adump_decision *d)
{
    if (type == ACLCTS_ADUMP_TYPE_OPERATOR && st->faults.get_device_info != 0) {
        return failed(d, "the platform type is not available (rtGetDeviceInfo failed)");
    }
    if (type == ACLCTS_ADUMP_TYPE_OPERATOR) {
        st->operator_on = 1;
    } else {
        st->overflow_on = 1;
    }
    if (st->server_count == 0) {
        if (st->faults.server_init != 0) {
            return failed(d, "AdxDataDumpServerInit failed");
        }
        st->server_count++;
    }
    if (!st->op_timeout_raised) {
        if (st->faults.get_op_timeout != 0) {
            return failed(d, "rtGetOpExecuteTimeoutV2 failed");
        }
        if (st->faults.set_op_timeout != 0) {
            return failed(d, "rtSetOpExecuteTimeOutWithMs failed");
        }
        st->op_timeout_raised = 1;
    }
    return ACLCTS_ADUMP_SUCCESS;
}

static void take_conversion(aclcts_adump_decision *d, adc_result *r)
{
    d->result = r->result;
    memcpy(d->report, r->report, sizeof d->report);
    d->item = r->item;
    d->reason = r->reason;
    d->need_dump = r->need_dump;
    d->type = r->type;
    d->mode = r->mode;
    d->path = r->path;
    d->path_source = r->path != NULL ? r->path_source : NULL;
    d->dump_mode = r->dump_mode;
    d->dump_level = r->dump_level;
    d->dump_data = r->dump_data;
    d->dump_op_switch = r->dump_op_switch;
    d->dump_debug = r->dump_debug;
    d->dump_scene = r->dump_scene;
    d->dump_step = r->dump_step;
    d->dump_stats = r->dump_stats;
    d->kernel_data = r->kernel_data;
    d->dump_switch = r->dump_switch;
    r->item = r->path = r->dump_mode = r->dump_level = r->dump_data = NULL;
    r->dump_op_switch = r->dump_debug = r->dump_scene = r->dump_step = r->dump_stats = r->kernel_data = NULL;
}

static int is_exception(aclcts_adump_type type)
{
    return type == ACLCTS_ADUMP_TYPE_EXCEPTION || type == ACLCTS_ADUMP_TYPE_ARGS_EXCEPTION ||
           type == ACLCTS_ADUMP_TYPE_AIC_ERR_DETAIL_DUMP;
}

/* DumpManager::SetDumpConfig(data, size, path): the raw bytes the ACL layer
 * hands over (DUMP001), ADUMP_INPUT_FAILED or ADUMP_FAILED back (DUMP002). */
int aclcts_adump_set_dump_config(aclcts_adump_state *st, const aclcts_adump_env *env, const char *data, size_t size,
                                 const char *path, aclcts_adump_decision *d)
{
    memset(d, 0, sizeof *d);
    d->mode = "none";
    if (data == NULL || size == 0 || path == NULL) {
        return failed(d, "null configuration data, size 0 or null path");
    }
    adc_result r;
    adc_convert(data, size, env, &r);
    take_conversion(d, &r);
    if (d->result != ACLCTS_ADUMP_SUCCESS) {
        adc_free(&r);
        return d->result;
    }
    int ret = enable_dfx(st, r.dfx_mask, r.dfx_path, d);
    adc_free(&r);
    if (ret != ACLCTS_ADUMP_SUCCESS || !d->need_dump) {
        return d->result;
    }
    if (is_exception(d->type)) {
        if (d->path != NULL && d->path[0] == '\0') { /* ExceptionDumper: "./" when no path */
            free(d->path);
            d->path = ads_strdup("./");
            d->path_source = "default";
        }
        return exception_config(st, d->type, d->path, "config", d);
    }
    return data_dump_config(st, d->type, d);
}

/* An environment directory that is set, non-empty and usable. */
static const char *env_dir(const char *value)
{
    return value != NULL && value[0] != '\0' && adp_env_dir_usable(value) ? value : NULL;
}

typedef struct adump_env_dirs {
    aclcts_adump_type scene; /* NONE: ASCEND_DUMP_SCENE unset or not accepted */
    const char *dump;
    const char *npu;
    const char *work;
} adump_env_dirs;

/* DumpConfigConverter::LoadDumpEnvVariables: lite_exception and watcher are
 * not accepted from ASCEND_DUMP_SCENE; every directory is created. */
static void load_env_dirs(const aclcts_adump_env *env, adump_env_dirs *dirs)
{
    const char *scene = env->ascend_dump_scene;
    dirs->scene = ACLCTS_ADUMP_TYPE_NONE;
    if (scene != NULL && strcmp(scene, "aic_err_brief_dump") == 0) {
        dirs->scene = ACLCTS_ADUMP_TYPE_ARGS_EXCEPTION;
    } else if (scene != NULL && strcmp(scene, "aic_err_norm_dump") == 0) {
        dirs->scene = ACLCTS_ADUMP_TYPE_EXCEPTION;
    } else if (scene != NULL && strcmp(scene, "aic_err_detail_dump") == 0) {
        dirs->scene = ACLCTS_ADUMP_TYPE_AIC_ERR_DETAIL_DUMP;
    }
    dirs->dump = env_dir(env->ascend_dump_path);
    dirs->npu = env_dir(env->npu_collect_path);
    dirs->work = env_dir(env->ascend_work_path);
}

/* The DumpManager constructor (DUMP031: the exception dump from
 * ASCEND_DUMP_SCENE), then the KernelDfxDumper one (DUMP032). */
void aclcts_adump_load(aclcts_adump_state *st, int platform, const aclcts_adump_env *env)
{
    memset(st, 0, sizeof *st);
    st->platform = platform;
    adump_env_dirs dirs;
    load_env_dirs(env, &dirs);
    if (dirs.scene != ACLCTS_ADUMP_TYPE_NONE) {
        const char *path = dirs.dump != NULL ? dirs.dump : dirs.work != NULL ? dirs.work : "./";
        (void)exception_config(st, dirs.scene, path, "ASCEND_DUMP_SCENE", NULL);
    } else if (dirs.npu != NULL) {
        (void)exception_config(st, ACLCTS_ADUMP_TYPE_EXCEPTION, dirs.npu, "NPU_COLLECT_PATH", NULL);
    }
    load_env_dirs(env, &dirs);
    const char *base = dirs.dump != NULL ? dirs.dump : dirs.work;
    if (base != NULL) {
        char *printf_dir = adp_append(base, "printf");
        (void)enable_dfx(st, 1u << ACLCTS_ADUMP_DFX_DEFAULT, printf_dir, NULL);
        free(printf_dir);
    }
}

void aclcts_adump_state_free(aclcts_adump_state *st)
{
    free(st->exception_path);
    free(st->dfx_path);
    st->exception_path = NULL;
    st->dfx_path = NULL;
}

void aclcts_adump_decision_free(aclcts_adump_decision *d)
{
    char **owned[] = {&d->item,       &d->path,       &d->dump_mode, &d->dump_level, &d->dump_data,  &d->dump_op_switch,
                      &d->dump_debug, &d->dump_scene, &d->dump_step, &d->dump_stats, &d->kernel_data};
    for (size_t i = 0; i < sizeof owned / sizeof owned[0]; i++) {
        free(*owned[i]);
        *owned[i] = NULL;
    }
}

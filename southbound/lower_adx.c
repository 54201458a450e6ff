/* The dump layer: the dump server's start and stop, and
 * Adx::AdumpSetDumpConfig (C++ linkage in the product; defined here in C under
 * its mangled name, see lower_layers.h). The configuration bytes are kept for
 * aclcts_sb_last_dump_data, whatever the call returns.
 *
 * Adx::AdumpSetDumpConfig answers as the product's adump does: the dump layer
 * model (lower/adump/adump_model.h) validates the raw configuration and
 * decides; an injected fault wins over the model. The server calls keep
 * adump's reference count (adx_datadump_server.cpp). Accessors:
 * aclcts_sb_dump.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "adump/adump_model.h"
#include "sb_dump.h"
#include "sb_internal.h"

#define SB_DUMP_SOC_CAP 128 /* as rtGetSocVersion's buffer */

static aclcts_adump_state g_adump; /* adump's process-wide state */
static char *g_decision;           /* text of the last decision, NULL: none */
static char *g_state_text;         /* last aclcts_sb_dump_state answer */

static int current_platform_locked(void)
{
    char soc[SB_DUMP_SOC_CAP];
    sb_soc_copy_locked(soc, sizeof soc);
    return aclcts_adump_platform_of_soc(soc);
}

void sb_dump_reset_locked(void)
{
    aclcts_adump_state_free(&g_adump);
    aclcts_adump_env env;
    aclcts_adump_env_read(&env);
    aclcts_adump_load(&g_adump, current_platform_locked(), &env);
    free(g_decision);
    g_decision = NULL;
    free(g_state_text);
    g_state_text = NULL;
}

int AdxDataDumpServerInit(void)
{
    SB_CALL(AdxDataDumpServerInit, SB_ADX_DATA_DUMP_SERVER_INIT, (), SB_NO_STATE,
            (aclcts_adump_server_started(&g_adump), 0))
    sb_call_end(SB_ADX_DATA_DUMP_SERVER_INIT, NULL, ret);
    return ret;
}

int AdxDataDumpServerUnInit(void)
{
    SB_CALL(AdxDataDumpServerUnInit, SB_ADX_DATA_DUMP_SERVER_UNINIT, (), SB_NO_STATE,
            (aclcts_adump_server_stopped(&g_adump), 0))
    sb_call_end(SB_ADX_DATA_DUMP_SERVER_UNINIT, NULL, ret);
    return ret;
}

static void set_decision_locked(char *text)
{
    free(g_decision);
    g_decision = text;
}

/* The model's answer; the platform follows the SoC the spy reports now. */
static int decide_locked(AdxDumpConfigInfo info)
{
    aclcts_adump_env env;
    aclcts_adump_env_read(&env);
    g_adump.platform = current_platform_locked();
    aclcts_adump_decision d;
    int ret =
        aclcts_adump_set_dump_config(&g_adump, &env, info.dumpConfigData, info.dumpConfigSize, info.dumpConfigPath, &d);
    set_decision_locked(aclcts_adump_decision_text(&d, &g_adump));
    aclcts_adump_decision_free(&d);
    return ret;
}

int32_t aclcts_AdumpSetDumpConfig(AdxDumpConfigInfo info)
{
    int ret = sb_call_begin(SB_ADUMP_SET_DUMP_CONFIG);
    sb_lock();
    sb_keep_dump_data_locked(info.dumpConfigData, info.dumpConfigSize);
    if (ret != 0) {
        char *text = malloc(64);
        if (text != NULL) {
            snprintf(text, 64, "result=%d injected=1", ret);
        }
        set_decision_locked(text);
    } else {
        ret = decide_locked(info);
    }
    sb_unlock();
    sb_text t = {0};
    sb_text_add_str(&t, info.dumpConfigPath);
    sb_text_addf(&t, ",%zu", info.dumpConfigSize);
    sb_call_end(SB_ADUMP_SET_DUMP_CONFIG, &t, ret);
    return ret;
}

const char *aclcts_sb_dump_decision(void)
{
    sb_lock();
    const char *d = g_decision;
    sb_unlock();
    return d;
}

const char *aclcts_sb_dump_state(void)
{
    sb_lock();
    free(g_state_text);
    g_state_text = aclcts_adump_state_text(&g_adump);
    const char *s = g_state_text;
    sb_unlock();
    return s;
}

int aclcts_sb_dump_fail(const char *call, int code)
{
    if (call == NULL) {
        return -1;
    }
    sb_lock();
    aclcts_adump_faults *f = &g_adump.faults;
    int *slot = strcmp(call, "rtSetKernelDfxInfoCallback") == 0    ? &f->set_kernel_dfx_cb
                : strcmp(call, "rtRegDeviceStateCallbackEx") == 0  ? &f->reg_dev_state_cb
                : strcmp(call, "rtGetDeviceInfo") == 0             ? &f->get_device_info
                : strcmp(call, "rtGetOpExecuteTimeoutV2") == 0     ? &f->get_op_timeout
                : strcmp(call, "rtSetOpExecuteTimeOutWithMs") == 0 ? &f->set_op_timeout
                : strcmp(call, "AdxDataDumpServerInit") == 0       ? &f->server_init
                                                                   : NULL;
    if (slot != NULL) {
        *slot = code;
    }
    sb_unlock();
    return slot != NULL ? 0 : -1;
}

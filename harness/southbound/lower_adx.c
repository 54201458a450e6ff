/* The dump layer: the dump server's start and stop, and
 * Adx::AdumpSetDumpConfig (C++ linkage in the product; defined here in C under
 * its mangled name, see lower_layers.h). The configuration bytes are kept for
 * aclcts_sb_last_dump_data, whatever the call returns. */
#include "sb_internal.h"

int AdxDataDumpServerInit(void)
{
    int ret = sb_call_begin(SB_ADX_DATA_DUMP_SERVER_INIT);
    sb_call_end(SB_ADX_DATA_DUMP_SERVER_INIT, NULL, ret);
    return ret;
}

int AdxDataDumpServerUnInit(void)
{
    int ret = sb_call_begin(SB_ADX_DATA_DUMP_SERVER_UNINIT);
    sb_call_end(SB_ADX_DATA_DUMP_SERVER_UNINIT, NULL, ret);
    return ret;
}

int32_t aclcts_AdumpSetDumpConfig(AdxDumpConfigInfo info)
{
    int ret = sb_call_begin(SB_ADUMP_SET_DUMP_CONFIG);
    sb_lock();
    sb_keep_dump_data_locked(info.dumpConfigData, info.dumpConfigSize);
    sb_unlock();
    sb_text t = {0};
    sb_text_add_str(&t, info.dumpConfigPath);
    sb_text_addf(&t, ",%zu", info.dumpConfigSize);
    sb_call_end(SB_ADUMP_SET_DUMP_CONFIG, &t, ret);
    return ret;
}

/* The SoC preset table (sources per row: lower/runtime/README.md). */
#include "soc_preset.h"

#include <stddef.h>
#include <string.h>

/* Device count: the suite's chosen default for a host with one 8-device
 * board; the product asks the driver. */
#define PRESET_DEVICES 8

/* One row per platform (runtime config dir); the name is the platform's SoC
 * the suite uses by default (SOC011). */
static const aclcts_soc_preset g_presets[] = {
    /* name            config dir    david  aicore max  event  devices  known  stars  faults  fill */
    {"Ascend950PR_9599", "950", 1, 131072u, 1, PRESET_DEVICES, 1, 1, 1, 1},
    {"Ascend910B1", "910_B_93", 0, 196608u, 1, PRESET_DEVICES, 1, 1, 1, 1},
    {"Ascend310B1", "mini_v3", 0, 7864320u, 0, PRESET_DEVICES, 1, 1, 0, 0},
    /* dc and cloud are not STARS platforms: their 196608 is never checked. */
    {"Ascend310P3", "dc", 0, 0u, 0, PRESET_DEVICES, 1, 0, 0, 1},
    {"Ascend910A", "cloud", 0, 0u, 0, PRESET_DEVICES, 1, 0, 0, 0},
    /* config/350: CHIP_ASCEND_350, libruntime_v200, STARS, max 131072,
     * TASK_VALUE_WAIT. */
    {"Ascend350_354f", "350", 1, 131072u, 1, PRESET_DEVICES, 1, 1, 1, 1},
};

/* SOC011: every SoC name the product's runtime can report on a platform the
 * presets stand for, with that platform. The runtime takes its chip type,
 * hence its config dir, from the [version] Chip_type of the platform file of
 * its SoC name (src/runtime/core/src/common/soc_info.cc
 * GetChipTypeFromPlatform, called by Runtime::InitSocVersionByDrvSocVersion;
 * the files are src/platform/platform_config/cann{,-dev}/<name>.ini):
 * Chip_type 15 (CHIP_DAVID) config/950, 5 (CHIP_910_B_93) config/910_B_93,
 * 7 (CHIP_MINI_V3) config/mini_v3, 4 (CHIP_DC) config/dc, 1 (CHIP_CLOUD)
 * config/cloud, 19 (CHIP_ASCEND_350) config/350 (each config dir's
 * dev_info_reg.cc registers that chip type). The names of the other files
 * (Ascend031, Ascend035*, Kirin*) are platforms without a preset.
 * Prefixes do not tell the platform: Ascend910B is CHIP_CLOUD, Ascend910B1
 * CHIP_910_B_93. real == 0 marks the suite's short names, which no runtime
 * reports (no platform file has them): Ascend910 (the product itself reads
 * it as Ascend910A: src/platform/platform_manager_v2.cpp GetPlatformInfos),
 * Ascend950PR and Ascend950DT (the 950 files are Ascend950PR_<v> and
 * Ascend950DT_<v>), and IPV350 (the ipv350 profile's name, taken to be a
 * config/350 runtime: README). */
static const aclcts_soc_name g_names[] = {
    {"Ascend950DT_950x", "950", 1},
    {"Ascend950DT_950y", "950", 1},
    {"Ascend950DT_9571", "950", 1},
    {"Ascend950DT_9572", "950", 1},
    {"Ascend950DT_9573", "950", 1},
    {"Ascend950DT_9574", "950", 1},
    {"Ascend950DT_9575", "950", 1},
    {"Ascend950DT_9576", "950", 1},
    {"Ascend950DT_9577", "950", 1},
    {"Ascend950DT_9578", "950", 1},
    {"Ascend950DT_9581", "950", 1},
    {"Ascend950DT_9581x", "950", 1},
    {"Ascend950DT_9582", "950", 1},
    {"Ascend950DT_9582x", "950", 1},
    {"Ascend950DT_9583", "950", 1},
    {"Ascend950DT_9584", "950", 1},
    {"Ascend950DT_9585", "950", 1},
    {"Ascend950DT_9586", "950", 1},
    {"Ascend950DT_9587", "950", 1},
    {"Ascend950DT_9588", "950", 1},
    {"Ascend950DT_9591", "950", 1},
    {"Ascend950DT_9592", "950", 1},
    {"Ascend950DT_9595", "950", 1},
    {"Ascend950DT_9596", "950", 1},
    {"Ascend950DT_95A1", "950", 1},
    {"Ascend950DT_95A2", "950", 1},
    {"Ascend950PR_950z", "950", 1},
    {"Ascend950PR_9579", "950", 1},
    {"Ascend950PR_957b", "950", 1},
    {"Ascend950PR_957bx", "950", 1},
    {"Ascend950PR_957c", "950", 1},
    {"Ascend950PR_957d", "950", 1},
    {"Ascend950PR_9589", "950", 1},
    {"Ascend950PR_958b", "950", 1},
    {"Ascend950PR_9599", "950", 1},
    {"Ascend910B1", "910_B_93", 1},
    {"Ascend910B2", "910_B_93", 1},
    {"Ascend910B2C", "910_B_93", 1},
    {"Ascend910B3", "910_B_93", 1},
    {"Ascend910B4", "910_B_93", 1},
    {"Ascend910B4-1", "910_B_93", 1},
    {"Ascend910_9362", "910_B_93", 1},
    {"Ascend910_9363", "910_B_93", 1},
    {"Ascend910_9372", "910_B_93", 1},
    {"Ascend910_9381", "910_B_93", 1},
    {"Ascend910_9382", "910_B_93", 1},
    {"Ascend910_9391", "910_B_93", 1},
    {"Ascend910_9392", "910_B_93", 1},
    {"Ascend310B1", "mini_v3", 1},
    {"Ascend310B2", "mini_v3", 1},
    {"Ascend310B3", "mini_v3", 1},
    {"Ascend310B4", "mini_v3", 1},
    {"Ascend310P1", "dc", 1},
    {"Ascend310P3", "dc", 1},
    {"Ascend310P5", "dc", 1},
    {"Ascend310P7", "dc", 1},
    {"Ascend910A", "cloud", 1},
    {"Ascend910B", "cloud", 1},
    {"Ascend910ProA", "cloud", 1},
    {"Ascend910PremiumA", "cloud", 1},
    {"Ascend910ProB", "cloud", 1},
    {"Ascend350_354f", "350", 1},
    {"Ascend350_355e", "350", 1},
    {"Ascend910", "cloud", 0},
    {"Ascend950PR", "950", 0},
    {"Ascend950DT", "950", 0},
    {"IPV350", "350", 0},
};

static const aclcts_soc_preset g_fallback = {"(unknown)", "910_B_93", 0, 196608u, 1, PRESET_DEVICES, 0, 1, 1, 1};

const aclcts_soc_name *aclcts_soc_name_find(const char *name)
{
    for (size_t i = 0; name != NULL && i < sizeof g_names / sizeof g_names[0]; ++i)
        if (strcmp(g_names[i].name, name) == 0) return &g_names[i];
    return NULL;
}

const aclcts_soc_name *aclcts_soc_name_at(unsigned i)
{
    return i < sizeof g_names / sizeof g_names[0] ? &g_names[i] : NULL;
}

const aclcts_soc_preset *aclcts_soc_preset_find(const char *name)
{
    const aclcts_soc_name *n = aclcts_soc_name_find(name);
    for (size_t i = 0; n != NULL && i < sizeof g_presets / sizeof g_presets[0]; ++i)
        if (strcmp(g_presets[i].runtime_config, n->runtime_config) == 0) return &g_presets[i];
    return &g_fallback;
}

int aclcts_soc_same_platform(const char *a, const char *b)
{
    const aclcts_soc_name *x = aclcts_soc_name_find(a), *y = aclcts_soc_name_find(b);
    return x != NULL && y != NULL && x->real && y->real && strcmp(x->runtime_config, y->runtime_config) == 0;
}

int aclcts_soc_preset_same_answers(const aclcts_soc_preset *a, const aclcts_soc_preset *b)
{
    return a->known && b->known && strcmp(a->runtime_config, b->runtime_config) == 0 && a->david == b->david &&
           a->aicore_stack_max == b->aicore_stack_max && a->event_mode == b->event_mode &&
           a->device_count == b->device_count && a->stars == b->stars && a->fault_events == b->fault_events &&
           a->kernel_fill == b->kernel_fill;
}

const aclcts_soc_preset *aclcts_soc_preset_at(unsigned i)
{
    return i < sizeof g_presets / sizeof g_presets[0] ? &g_presets[i] : NULL;
}

/* The SoC preset table (sources per row: lower/runtime/README.md). */
#include "soc_preset.h"

#include <stddef.h>
#include <string.h>

/* Device count: the suite's chosen default for a host with one 8-device
 * board; the product asks the driver. */
#define PRESET_DEVICES 8

static const aclcts_soc_preset g_presets[] = {
    /* name            config dir    david  aicore max  event  devices  known  stars  faults  fill */
    {"Ascend950PR", "950", 1, 131072u, 1, PRESET_DEVICES, 1, 1, 1, 1},
    {"Ascend950DT", "950", 1, 131072u, 1, PRESET_DEVICES, 1, 1, 1, 1},
    {"Ascend910B1", "910_B_93", 0, 196608u, 1, PRESET_DEVICES, 1, 1, 1, 1},
    {"Ascend910_9391", "910_B_93", 0, 196608u, 1, PRESET_DEVICES, 1, 1, 1, 1},
    {"Ascend310B1", "mini_v3", 0, 7864320u, 0, PRESET_DEVICES, 1, 1, 0, 0},
    /* dc and cloud are not STARS platforms: their 196608 is never checked. */
    {"Ascend310P3", "dc", 0, 0u, 0, PRESET_DEVICES, 1, 0, 0, 1},
    {"Ascend910", "cloud", 0, 0u, 0, PRESET_DEVICES, 1, 0, 0, 0},
    /* IPV350: taken to run the config/350 runtime (CHIP_ASCEND_350,
     * libruntime_v200, STARS, max 131072, TASK_VALUE_WAIT); that IPV350 is
     * this chip is an inference (README). */
    {"IPV350", "350", 1, 131072u, 1, PRESET_DEVICES, 1, 1, 1, 1},
};

static const aclcts_soc_preset g_fallback = {"(unknown)", "910_B_93", 0, 196608u, 1, PRESET_DEVICES, 0, 1, 1, 1};

const aclcts_soc_preset *aclcts_soc_preset_find(const char *name)
{
    for (size_t i = 0; name != NULL && i < sizeof g_presets / sizeof g_presets[0]; ++i) {
        if (strcmp(g_presets[i].name, name) == 0) {
            return &g_presets[i];
        }
    }
    return &g_fallback;
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

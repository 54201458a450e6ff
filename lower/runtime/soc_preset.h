/* SoC presets: the runtime's SoC-dependent answers, one row per platform
 * (runtime config dir), and the SoC names that select each (table and
 * sources: lower/runtime/README.md). The product picks
 * a per-chip runtime library from the SoC name (src/runtime/config/<chip>/
 * dev_info_reg.cc REGISTER_PLATFORM_LIB_INFO); these rows are the properties
 * of those libraries that decide the answers of rtDeviceSetLimit, rtEventWorkModeSet, rtSetDefaultDeviceId,
 * rt(Un)RegKernelLaunchFillFunc, rtGetDevMsg and rtGetFaultEvent. */
#ifndef ACLCTS_LOWER_SOC_PRESET_H_
#define ACLCTS_LOWER_SOC_PRESET_H_

#include <stdint.h>

typedef struct aclcts_soc_preset {
    const char *name;           /* the platform's SoC the suite uses by default, e.g. "Ascend910B1" */
    const char *runtime_config; /* src/runtime/config/<dir> of the product */
    int david;                  /* 1: libruntime_v200 ApiImplDavid (SIMT limits exist); 0: v100 ApiImpl */
    uint32_t aicore_stack_max;  /* maxCustomerStackSize checked at device start; 0: never checked */
    int event_mode;             /* 1: RT_FEATURE_TASK_VALUE_WAIT present (rtEventWorkModeSet works) */
    int32_t device_count;       /* devices the driver reports (chosen default, see README) */
    int known;                  /* 0 for the fallback row of an unknown name */
    int stars;                  /* isStars: rtGetDevMsg hands over "" without asking the device */
    int fault_events;           /* RT_FEATURE_DRIVER_GET_FAULT_EVENT: rtGetFaultEvent works, else 207000 */
    int kernel_fill; /* RT_FEATURE_KERNEL_REGISTER_CALLBACK: rt(Un)RegKernelLaunchFillFunc work, else 207000 */
} aclcts_soc_preset;

/* A SoC name and the platform it selects (SOC011). */
typedef struct aclcts_soc_name {
    const char *name;           /* rtGetSocVersion text, e.g. "Ascend950PR_9599" */
    const char *runtime_config; /* its platform's config dir */
    int real;                   /* 1: a platform file of the product has this name; 0: a short name of the suite */
} aclcts_soc_name;

/* The row of a SoC name (exact, case-sensitive), NULL for an unknown name. */
const aclcts_soc_name *aclcts_soc_name_find(const char *name);
/* The i-th SoC name (0-based), NULL past the end. */
const aclcts_soc_name *aclcts_soc_name_at(unsigned i);
/* 1 when a and b are both real SoC names of one platform (e.g. Ascend950PR_9599
 * and Ascend950DT_9591), else 0 (a short name is of no platform here). */
int aclcts_soc_same_platform(const char *a, const char *b);
/* The preset for a SoC name: its platform's row; an unknown (or NULL) name
 * gets the fallback row, which answers like the default SoC (Ascend910B1) and
 * has known == 0. */
const aclcts_soc_preset *aclcts_soc_preset_find(const char *name);
/* The i-th known preset (0-based), NULL past the end. */
const aclcts_soc_preset *aclcts_soc_preset_at(unsigned i);
/* 1 when two known presets give every SoC-dependent answer alike (the same
 * runtime config and every column but the name equal, e.g. Ascend910B1 and
 * Ascend910_9391), else 0. */
int aclcts_soc_preset_same_answers(const aclcts_soc_preset *a, const aclcts_soc_preset *b);

#endif

/* What the southbound spy and its users share besides the control functions
 * themselves (spy_control.def): the record of one call, the default SoC and
 * how a row of the list becomes a symbol. The spy (southbound/) declares its
 * functions from here, the case API (conformance/) builds its table from
 * here, and the runner (harness/) learns the default SoC and the record type
 * from here through the case API, never from the spy's own header. */
#ifndef ACLCTS_SPY_CONTROL_H_
#define ACLCTS_SPY_CONTROL_H_

#include <stddef.h>
#include <stdint.h>

/* The SoC rtGetSocVersion reports until told otherwise (ACLCTS_SB_SOC,
 * set_soc, aclcts run --soc). */
#define ACLCTS_SB_DEFAULT_SOC "Ascend910B1"

/* One recorded call (call_at). */
typedef struct aclcts_sb_call {
    const char *fn;   /* symbol name as printed, e.g. "rtDeviceSetLimit" */
    const char *args; /* comma-separated arguments, e.g. "0,3,32768" */
    int ret;          /* value returned to the caller */
} aclcts_sb_call;

/* The symbol a row NAME is exported as, aclcts_sb_<NAME>, and that name as a
 * string literal (the resolver's dlsym). */
#define ACLCTS_SPY_SYMBOL(NAME) aclcts_sb_##NAME
#define ACLCTS_SPY_SYMBOL_NAME(NAME) ACLCTS_SPY_STRING_(aclcts_sb_##NAME)
#define ACLCTS_SPY_STRING_(TEXT) #TEXT

/* The REQUIRED column, pasted as ACLCTS_SPY_##REQUIRED. */
#define ACLCTS_SPY_REQUIRED 1
#define ACLCTS_SPY_OPTIONAL 0

#endif /* ACLCTS_SPY_CONTROL_H_ */

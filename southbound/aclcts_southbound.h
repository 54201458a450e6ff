/* Control API of the southbound spy, libaclcts_southbound.so.
 *
 * The spy exports every lower-layer symbol of include/lower/lower_layers.h,
 * records each call (function, arguments, return value) in order, succeeds by
 * default, fails on request and answers rtGetSocVersion with a chosen SoC.
 *
 * Trace text: one line per call, "fn(arg,arg,...)=ret". Integers in decimal,
 * strings as JSON string literals, NULL as NULL, any other pointer as ptr.
 * Examples:
 *   DlogReportInitialize()=0
 *   error_message::ErrMgrInit(1)=0
 *   Adx::AdumpSetDumpConfig("/tmp/a.json",2)=0
 *   rtDeviceSetLimit(0,3,32768)=0
 *   MsprofRegisterCallback(48,ptr)=0
 *   MsprofInit(255,NULL,0)=0
 *   MsprofInit(1,"{\"switch\":\"on\"}",15)=0
 *   rtGetSocVersion(ptr,128)=0
 *   rtRegKernelLaunchFillFunc("g_opSystemRunCfg",ptr)=0
 *   rtSetDefaultDeviceId(-1)=0
 *
 * Environment read when the spy is loaded (and by aclcts_sb_reset):
 *   ACLCTS_SB_FAULTS  "symbol=code[@N][,symbol=code[@N]...]" (N: only the Nth call, 1-based)
 *   ACLCTS_SB_SOC     SoC name returned by rtGetSocVersion (default Ascend910B1)
 *   ACLCTS_SB_ECHO    when set, each call is also printed to stderr
 *   ACLCTS_LOWER      "lib.so[:lib.so...]": real lower layers beneath the spy
 *                     (read at load only): every southbound function a library
 *                     exports is answered by it, still recorded, and an
 *                     injected fault still wins; the others by the models
 */
#ifndef ACLCTS_SOUTHBOUND_H_
#define ACLCTS_SOUTHBOUND_H_

#include "spy/spy_control.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The control functions, aclcts_sb_<NAME> for every row of
 * include/spy/spy_control.def (their contracts are written beside the rows):
 * aclcts_sb_reset, aclcts_sb_fail, ..., the models' accessors of
 * aclcts_sb_runtime.h and aclcts_sb_dump.h. */
#define ACLCTS_SPY_FN(NAME, RET, PARAMS, REQUIRED) RET ACLCTS_SPY_SYMBOL(NAME) PARAMS;
#include "spy/spy_control.def"

#ifdef __cplusplus
}
#endif

#endif /* ACLCTS_SOUTHBOUND_H_ */

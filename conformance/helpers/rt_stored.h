/* What the runtime holds after the calls a case made: the limits
 * rtDeviceSetLimit stored, the event work mode and the operator execution
 * timeout. Read through the spy's runtime model (southbound/aclcts_sb_runtime.h,
 * include/spy/spy_control.def), or, with a runtime beneath (--lower), through
 * that runtime's own getters, rtDeviceGetLimit, rtEventWorkModeGet and
 * rtGetOpExecuteTimeOut (src/inc/runtime/rt_inner_device.h,
 * pkg_inc/runtime/rt_external_event.h, runtime/config.h), which make no trace
 * line. */
#ifndef ACLCTS_HELPERS_RT_STORED_H_
#define ACLCTS_HELPERS_RT_STORED_H_

#include "aclcts/case.h"

/* The value stored for a limit type (1 simt stack, 2 simt divergence stack,
 * 3 aicore stack, 4 SIMD FIFO, 5 SIMT FIFO); skips when the runtime beneath
 * does not report it. */
unsigned long rt_stored_limit(aclcts_t *t, int type);

/* The event work mode in force: the model's -1 (no call set one) reads as the
 * runtime's default, 0, beneath. A runtime beneath whose SoC lacks
 * RT_FEATURE_TASK_VALUE_WAIT refuses the getter as it refuses the setter, with
 * 207000 (src/runtime/api/api_c_standard_soc.cc rtEventWorkModeGet): nothing
 * to read, the case is skipped. */
int rt_stored_event_mode(aclcts_t *t);

/* The operator execution timeout in whole seconds (microseconds / 10^6,
 * truncated): the model's, -1 while no call set one; beneath, what
 * rtGetOpExecuteTimeOut reports (its seconds once a timeout was set, its
 * default before). */
long long rt_stored_op_timeout_s(aclcts_t *t);

#endif /* ACLCTS_HELPERS_RT_STORED_H_ */

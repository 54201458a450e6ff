/* What the device/context/stream/event files share (device.c, context.c,
 * stream.c, event.c): what the library does after a device or context comes
 * up, which each profile's library defines in a file of its own. */
#ifndef ACLREF_RT_CHAIN_H_
#define ACLREF_RT_CHAIN_H_

#include <stdint.h>

#include "acl/acl.h"

/* Called by aclrtSetDevice and aclrtCreateContext after their runtime call
 * succeeded; they only log what it returns (SETDEV035, CTX023).
 *   product library (platform_info.c): acl_rt_impl_base.cpp
 *     UpdatePlatformInfoWithDevice: the SoC name (once per process, shared
 *     with aclInit's probe), then, once per device id, the aicore count and
 *     the vector- and cube-core counts. Any failure ends the update and is
 *     returned; the device is tried again next time.
 *   ipv350 library (ipv350.c): nothing, as in the C layer's
 *     aclrt_c/runtime/device.c and context.c. */
aclError rt_chain_device_up(int32_t deviceId);

#endif /* ACLREF_RT_CHAIN_H_ */

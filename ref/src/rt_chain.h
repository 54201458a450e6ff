/* What the device/context/stream/event files share (device.c, context.c,
 * stream.c, event.c, platform_info.c): the platform-info update the product
 * makes after a device or context comes up. */
#ifndef ACLREF_RT_CHAIN_H_
#define ACLREF_RT_CHAIN_H_

#include <stdint.h>

#include "acl/acl.h"

/* acl_rt_impl_base.cpp UpdatePlatformInfoWithDevice: the SoC name (once per
 * process, shared with aclInit's probe), then, once per device id, the aicore
 * count and the vector- and cube-core counts. Any failure ends the update
 * and is returned; the device is tried again next time. The callers only
 * log it (SETDEV035, CTX023). */
aclError rt_chain_update_platform_info(int32_t deviceId);

#endif /* ACLREF_RT_CHAIN_H_ */

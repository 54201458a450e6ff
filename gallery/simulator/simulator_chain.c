/* The simulator's device, context, stream and event chain: 8 devices, a
 * primary context per device set, one current context per thread, streams
 * and events as heap objects. Plausible, with a first simulator's bugs
 * (marked BUG). */
#include <pthread.h>
#include <stdlib.h>

#include "acl/acl_rt.h"
#include "acl/error_codes/rt_error_codes.h"

#ifndef SIM_DEVICES
#define SIM_DEVICES 8 /* a build may say fewer: -DSIM_DEVICES=1 (ctest harness.fewer_devices) */
#endif

typedef struct sim_context {
    int32_t device;
    int primary;
} sim_context;

typedef struct sim_handle {
    sim_context *ctx;
    int kind; /* 's' stream, 'e' event */
} sim_handle;

static pthread_mutex_t g_lock = PTHREAD_MUTEX_INITIALIZER;
static sim_context *g_primary[SIM_DEVICES];
static unsigned g_refs[SIM_DEVICES];
static __thread sim_context *t_current;

static int valid_device(int32_t dev) { return dev >= 0 && dev < SIM_DEVICES; }

aclError aclrtSetDevice(int32_t deviceId)
{
    if (!valid_device(deviceId)) return ACL_ERROR_RT_INVALID_DEVICEID;
    pthread_mutex_lock(&g_lock);
    if (g_primary[deviceId] == NULL) {
        g_primary[deviceId] = calloc(1, sizeof(sim_context));
        g_primary[deviceId]->device = deviceId;
        g_primary[deviceId]->primary = 1;
    }
    g_refs[deviceId]++;
    t_current = g_primary[deviceId];
    pthread_mutex_unlock(&g_lock);
    return ACL_SUCCESS;
}

static aclError reset(int32_t deviceId, int force)
{
    if (!valid_device(deviceId)) return ACL_ERROR_RT_INVALID_DEVICEID;
    pthread_mutex_lock(&g_lock);
    aclError rc = ACL_SUCCESS;
    if (g_refs[deviceId] == 0) {
        rc = ACL_SUCCESS; /* BUG: resetting a device never set succeeds (the product: 107003) */
    } else {
        g_refs[deviceId] = force ? 0 : g_refs[deviceId] - 1;
        /* BUG: the primary context is kept, and stays current, after the last reset */
    }
    pthread_mutex_unlock(&g_lock);
    return rc;
}

aclError aclrtResetDevice(int32_t deviceId) { return reset(deviceId, 0); }

aclError aclrtResetDeviceForce(int32_t deviceId) { return reset(deviceId, 1); }

aclError aclrtGetDevice(int32_t *deviceId)
{
    if (deviceId == NULL) return ACL_ERROR_INVALID_PARAM;
    if (t_current == NULL) return ACL_ERROR_RT_CONTEXT_NULL;
    *deviceId = t_current->device;
    return ACL_SUCCESS;
}

aclError aclrtGetDeviceCount(uint32_t *count)
{
    if (count == NULL) return ACL_ERROR_INVALID_PARAM;
    *count = SIM_DEVICES;
    return ACL_SUCCESS;
}

aclError aclrtGetRunMode(aclrtRunMode *runMode)
{
    if (runMode == NULL) return ACL_ERROR_INVALID_PARAM;
    *runMode = ACL_HOST;
    return ACL_SUCCESS;
}

aclError aclrtSynchronizeDevice(void) { return t_current != NULL ? ACL_SUCCESS : ACL_ERROR_RT_CONTEXT_NULL; }

aclError aclrtCreateContext(aclrtContext *context, int32_t deviceId)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    if (!valid_device(deviceId)) return ACL_ERROR_RT_INVALID_DEVICEID;
    sim_context *c = calloc(1, sizeof *c);
    c->device = deviceId;
    t_current = c;
    *context = c;
    return ACL_SUCCESS;
}

aclError aclrtDestroyContext(aclrtContext context)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    if (t_current == context) t_current = NULL;
    free(context); /* BUG: a primary context can be destroyed too */
    return ACL_SUCCESS;
}

aclError aclrtSetCurrentContext(aclrtContext context)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    t_current = context;
    return ACL_SUCCESS;
}

aclError aclrtGetCurrentContext(aclrtContext *context)
{
    if (context == NULL) return ACL_ERROR_INVALID_PARAM;
    if (t_current == NULL) return ACL_ERROR_RT_CONTEXT_NULL;
    *context = t_current;
    return ACL_SUCCESS;
}

static aclError create_handle(void **out, int kind)
{
    if (out == NULL) return ACL_ERROR_INVALID_PARAM;
    if (t_current == NULL) return ACL_ERROR_RT_CONTEXT_NULL;
    sim_handle *h = calloc(1, sizeof *h);
    h->ctx = t_current;
    h->kind = kind;
    *out = h;
    return ACL_SUCCESS;
}

aclError aclrtCreateStream(aclrtStream *stream) { return create_handle(stream, 's'); }

aclError aclrtDestroyStream(aclrtStream stream)
{
    if (stream == NULL) return ACL_ERROR_INVALID_PARAM;
    free(stream);
    return ACL_SUCCESS;
}

aclError aclrtSynchronizeStream(aclrtStream stream)
{
    (void)stream; /* NULL: the default stream */
    return t_current != NULL ? ACL_SUCCESS : ACL_ERROR_RT_CONTEXT_NULL;
}

aclError aclrtCreateEvent(aclrtEvent *event) { return create_handle(event, 'e'); }

aclError aclrtDestroyEvent(aclrtEvent event)
{
    if (event == NULL) return ACL_ERROR_INVALID_PARAM;
    free(event);
    return ACL_SUCCESS;
}

aclError aclrtRecordEvent(aclrtEvent event, aclrtStream stream)
{
    (void)stream;
    return event != NULL ? ACL_SUCCESS : ACL_ERROR_INVALID_PARAM;
}

aclError aclrtSynchronizeEvent(aclrtEvent event) { return event != NULL ? ACL_SUCCESS : ACL_ERROR_INVALID_PARAM; }

/* A lower layer that does nothing: every southbound function the reference
 * imports succeeds at once (the SoC probe answers Ascend910B1, the fault
 * query finds none). bench/lifecycle_bench.sh loads it in place of the
 * southbound spy to time the reference alone: the spy's models of the lower
 * layers (lower/) parse the config themselves, as the product's lower layers
 * do, and would count in the figures. */
#include <stdio.h>
#include <string.h>

#include "lower/lower_layers.h"

rtError_t rtSetDefaultDeviceId(const int32_t deviceId)
{
    (void)deviceId;
    return 0;
}
rtError_t rtDeviceSetLimit(int32_t devId, int type, uint32_t val)
{
    (void)devId;
    (void)type;
    (void)val;
    return 0;
}
rtError_t rtEventWorkModeSet(uint8_t mode)
{
    (void)mode;
    return 0;
}
rtError_t rtGetSocVersion(char *ver, const uint32_t maxLen)
{
    snprintf(ver, maxLen, "Ascend910B1");
    return 0;
}
rtError_t rtRegKernelLaunchFillFunc(const char *symbol, rtKernelLaunchFillFunc callback)
{
    (void)symbol;
    (void)callback;
    return 0;
}
rtError_t rtUnRegKernelLaunchFillFunc(const char *symbol)
{
    (void)symbol;
    return 0;
}
rtError_t rtGetDevMsg(int getMsgType, rtGetMsgCallback callback)
{
    (void)getMsgType;
    (void)callback;
    return 0;
}
rtError_t rtGetDevice(int32_t *devId)
{
    *devId = 0;
    return 0;
}
rtError_t rtGetFaultEvent(const int32_t deviceId, rtDmsEventFilter *filter, rtDmsFaultEvent *dmsEvent, uint32_t len,
                          uint32_t *eventCount)
{
    (void)deviceId;
    (void)filter;
    (void)dmsEvent;
    (void)len;
    *eventCount = 0;
    return 0;
}
int32_t MsprofInit(uint32_t dataType, void *data, uint32_t dataLen)
{
    (void)dataType;
    (void)data;
    (void)dataLen;
    return 0;
}
int32_t MsprofRegisterCallback(uint32_t moduleId, ProfCommandHandle handle)
{
    (void)moduleId;
    (void)handle;
    return 0;
}
int32_t MsprofFinalize(void) { return 0; }
int AdxDataDumpServerInit(void) { return 0; }
int AdxDataDumpServerUnInit(void) { return 0; }
int DlogReportInitialize(void) { return 0; }
int DlogReportFinalize(void) { return 0; }
int32_t aclcts_ErrMgrInit(uint32_t mode)
{
    (void)mode;
    return 0;
}
int32_t aclcts_AdumpSetDumpConfig(AdxDumpConfigInfo info)
{
    (void)info;
    return 0;
}
rtError_t rtInit(void) { return 0; }
void rtDeinit(void) {}
aclcts_ge_status GeInitialize(void) { return 0; }
aclcts_ge_status GeFinalize(void) { return 0; }
aclcts_ge_status GeDbgInit(const char *configPath)
{
    (void)configPath;
    return 0;
}
aclcts_ge_status GeDbgDeInit(void) { return 0; }

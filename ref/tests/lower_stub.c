/* Lower-layer stand-ins for the pure-stage unit tests: the section files
 * reference these symbols, the pure stages never call them. Every one
 * succeeds and does nothing. (Lifecycle tests use the southbound spy.) */
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
    (void)ver;
    (void)maxLen;
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
rtError_t rtGetDevice(int32_t *deviceId)
{
    (void)deviceId;
    return 0;
}
int32_t MsprofInit(uint32_t dataType, void *data, uint32_t dataLen)
{
    (void)dataType;
    (void)data;
    (void)dataLen;
    return 0;
}
int AdxDataDumpServerInit(void) { return 0; }
int32_t aclcts_AdumpSetDumpConfig(AdxDumpConfigInfo info)
{
    (void)info;
    return 0;
}

/* A weak import of a southbound function, used only when the host has it:
 * linked into a copy of the partial gallery's two_functions, a target whose
 * only lower-layer reference may stay unprovided (host_lower_test.py). */
#include <stddef.h>

int rtGetDeviceCount(int *count) __attribute__((weak));
int aclcts_test_device_count(void);

int aclcts_test_device_count(void)
{
    int n = 0;
    return rtGetDeviceCount != NULL && rtGetDeviceCount(&n) == 0 ? n : -1;
}

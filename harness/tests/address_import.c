/* The address of a southbound function taken in data: the loader binds that
 * reference when the library loads, lazily or not. Linked into a copy of the
 * partial gallery's two_functions, a target that cannot even be loaded on a
 * host without the runtime (host_lower_test.py). */
int rtGetDeviceCount(int *count);

int (*const aclcts_test_device_count_fn)(int *count) = rtGetDeviceCount;

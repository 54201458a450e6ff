/* Two of the C layer's lower-layer functions and nothing else: preloaded
 * under --southbound system, a host that provides part of what
 * libpartial_clayer.so imports (host_lower_test.py). */
int rtInit(void);
int GeInitialize(void);

int rtInit(void) { return 0; }
int GeInitialize(void) { return 0; }
